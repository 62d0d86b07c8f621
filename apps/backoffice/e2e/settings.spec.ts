import { expect, test } from '@playwright/test';
import { api, enrol, joinedPlayer, open } from './helpers';

/**
 * Issue 32 item 17: an administrator changes the euro deposit minimum and amount buttons and the
 * first-deposit bonus on the settings screens, and a euro player is offered and held to them at once.
 */
test('a deposit minimum and a bonus rule changed on the screens take effect for the player', async ({
  browser,
}) => {
  const { page } = await enrol(browser, process.env.E2E_SETTINGS_ADMIN_LINK!);
  await open(page, 'Settings');
  await page
    .getByRole('navigation', { name: 'Settings areas' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  const euros = page.getByRole('region', { name: 'Deposits in EUR' });
  await euros.getByLabel('Minimum deposit').fill('5.5');
  await euros.getByRole('button', { name: 'Save EUR deposit amounts' }).click();
  await expect(euros.getByText('A whole amount from 1 to 5000.00.')).toBeVisible();
  await euros.getByLabel('Minimum deposit').fill('40');
  await euros.getByLabel('Card form starts at').fill('80');
  await euros.getByLabel('Amount buttons (wallet, cash, Pix, crypto)').fill('400, 40 80');
  await euros.getByLabel('Card form amount buttons').fill('40, 80');
  await euros.getByRole('button', { name: 'Save EUR deposit amounts' }).click();
  await expect(page.getByText('Deposit amounts in EUR saved.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Deposits in EUR' })
      .getByLabel('Amount buttons (wallet, cash, Pix, crypto)'),
  ).toHaveValue('40, 80, 400');

  await page.getByRole('link', { name: 'Bonuses' }).click();
  await page.getByLabel('Percent of the deposit').fill('50');
  await page.getByLabel('Wagering multiple').fill('0');
  await page.getByRole('button', { name: 'Save the bonus terms' }).click();
  await expect(page.getByText('Some figures are not right: see the marked fields.')).toBeVisible();
  await page.getByLabel('Wagering multiple').fill('30');
  await page.getByRole('button', { name: 'Save the bonus terms' }).click();
  await expect(page.getByText('Bonus terms saved.')).toBeVisible();

  // The player, a euro account, sees the new buttons, is held to the new minimum and offered the new bonus.
  const player = await joinedPlayer(page.request, 'set');
  const config = await api(page.request, '/sys/member/deposit/config', {}, player.token);
  expect(config.data).toMatchObject({
    minimumAmount: '40.00',
    paymentAmounts: '40/80/400',
    cardAmounts: '40/80',
  });
  const under = await api(
    page.request,
    '/sys/deposit/stripe/depositOrder',
    { amount: '30', paymentMethod: 'STRIPE' },
    player.token,
  );
  expect(under).toMatchObject({ error: 1, message: 'The minimum deposit is €40.00' });
  const offer = await api(page.request, '/sys/depositPaymentMethod/maxBonusInfo', {}, player.token);
  expect(offer.data).toMatchObject({ percentage: 50, wageringMultiplier: 30 });

  // The change is in the audit under the administrator's name.
  await open(page, 'Audit');
  await expect(page.getByRole('row').filter({ hasText: 'Deposit amounts EUR' }).first()).toContainText(
    'root3',
  );
});
