import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('switching language changes the texts and the language the server is told', async ({ page }) => {
  await openApp(page);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: /Idioma/ }).click();
  const languages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) languages.push(request.headers()['x-fe-lang'] ?? '');
  });
  await page.getByRole('button', { name: 'English' }).click();

  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Home - /);

  // The next calls (a reload runs the start-up calls again) carry the stored choice.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages)).toEqual(new Set(['en']));
});
