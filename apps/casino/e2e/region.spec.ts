import { expect, test } from '@playwright/test';

test('a player in a restricted country sees the notice and nothing else', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'US' });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/#/');
  await expect(
    page.getByText('Please note we do not provide services in your location at this time.'),
  ).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  // The region check's answer came with the page: no games, no session, no content were asked for,
  // and the page preloads no banner.
  expect(apiCalls).toEqual([]);
  expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
});
