import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('a guest clicking a game gets the login dialog', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Aztec Gold' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Bienvenido de nuevo' })).toBeVisible();
});

test('a guest can play a play-for-fun game', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Diversión' }).click();
  // Aztec Gold is a house slot with a demo (playForFun 1 in the seeded catalogue).
  await page.getByRole('button', { name: 'Aztec Gold' }).click();
  const overlay = page.getByRole('dialog', { name: 'Aztec Gold' });
  await expect(overlay).toBeVisible();
  // Fun mode: no deposit button, and the game frame loads.
  await expect(overlay.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
  await expect(overlay.frameLocator('iframe').getByRole('button', { name: 'Girar' })).toBeVisible();
});
