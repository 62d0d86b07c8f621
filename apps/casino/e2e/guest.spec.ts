import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('a guest clicking a game gets the login dialog', async ({ page }) => {
  await openApp(page);
  const firstGame = page.locator('main section li button').first();
  await firstGame.click();
  await expect(page.getByRole('dialog', { name: 'Bienvenido de nuevo' })).toBeVisible();
});

test('a guest can play a play-for-fun game', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Diversión' }).click();
  const game = page.locator('main li button').first();
  const name = (await game.textContent())?.trim() ?? '';
  await game.click();
  const overlay = page.getByRole('dialog', { name });
  await expect(overlay).toBeVisible();
  // Fun mode: no deposit button, and the game frame loads.
  await expect(overlay.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
  await expect(overlay.locator('iframe')).toBeVisible();
});
