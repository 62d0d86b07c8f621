import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('a guest clicking a game gets the login dialog', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Bienvenido de nuevo' })).toBeVisible();
});

test('a guest can play a play-for-fun game', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Diversión', exact: true }).click();
  // Fruit Fortune is a house slot with a demo (playForFun 1 in the seeded catalogue).
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Fruit Fortune' });
  await expect(overlay).toBeVisible();
  // Fun mode: no deposit button, and the game frame loads.
  await expect(overlay.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
  await expect(overlay.frameLocator('iframe').getByRole('button', { name: 'Girar' })).toBeVisible();
});

test("home's banners come with the page: the first artwork is asked for before the app's first call", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openApp(page);
  await expect(page.locator('main img').first()).toBeVisible();
  expect(requests).not.toContain('/api/sys/ipinfoCloudFlare');
  expect(requests).not.toContain('/api/base/banner/listAll');
  const firstImage = requests.findIndex((path) => path.startsWith('/assets/banners/'));
  const firstApiCall = requests.findIndex((path) => path.startsWith('/api/'));
  expect(firstImage).toBeGreaterThanOrEqual(0);
  expect(firstImage).toBeLessThan(firstApiCall);
});

test('a site with no wins yet shows no wins band at all', async ({ page }) => {
  await page.route('**/api/sys/latestWin/randomList', (route) =>
    route.fulfill({ json: { error: 0, message: '', data: [] } }),
  );
  const answered = page.waitForResponse('**/api/sys/latestWin/randomList');
  await openApp(page);
  await answered;
  // The page goes straight from the top bar to its content: no empty band between them.
  await expect(page.locator('header + main')).toHaveCount(1);
});
