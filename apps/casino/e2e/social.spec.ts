import { expect, test } from '@playwright/test';
import { balance, openApp, uniqueName } from './helpers';

test('a visitor signs up through Facebook (the identity sandbox) and is in at once with the address Facebook gave', async ({
  page,
}) => {
  const email = `${uniqueName('fb')}@example.org`;
  await openApp(page, '/');
  await page.getByRole('button', { name: 'Regístrate' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar con Facebook' }).click();

  // Facebook's login dialog (its stand-in): a new test user who shares the e-mail.
  await expect(page.getByRole('heading', { name: 'Log in with Facebook' })).toBeVisible();
  await page.getByLabel('First name').fill('Lucía');
  await page.getByLabel('Last name').fill('Social');
  await page.getByLabel('E-mail (empty: none)').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on home, signed up and in; the address Facebook gave is proven, so no activation is asked.
  await expect(balance(page)).toBeVisible();
  await expect(page).toHaveURL(/\/#\/$/);
  const token = await page.evaluate(() => localStorage.getItem('casino361:token'));
  const info = await page.request.post('/api/sys/auth/token/info', {
    headers: { Authorization: token!, 'CF-IPCountry': 'ES' },
  });
  expect((await info.json()).data).toMatchObject({
    email,
    firstName: 'Lucía',
    lastName: 'Social',
    activated: 1,
  });
  await expect(page.getByRole('dialog', { name: 'Activa tu cuenta' })).toHaveCount(0);
});
