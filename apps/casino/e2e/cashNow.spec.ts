import { expect, test } from '@playwright/test';
import { credit, memberInApp, userInfo } from './helpers';

test('a bonus never locks the player’s cash: cash-out offers to leave it and withdraw the cash at once, saying what is lost', async ({
  page,
}, testInfo) => {
  const member = await memberInApp(page);
  // A small bonus (the free 5.00, 250.00 to wager) on top of a lot of the player's own cash.
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Ajustes de la cuenta' }).click();
  await page.getByRole('button', { name: 'Mi bono' }).click();
  const bonus = page.getByRole('dialog', { name: 'Mi bono' });
  await bonus.getByRole('button', { name: 'Aceptar el bono de registro' }).click();
  // Taken once the app says so: the region is there before the server has answered, and the reload
  // below would cancel a call still on its way.
  await expect(page.getByText('El bono de registro es tuyo').first()).toBeVisible();
  await expect(bonus.getByRole('region', { name: 'Bono de registro' })).toBeVisible();
  await credit(page, member.username, '1284.75');
  await page.reload();
  expect((await userInfo(page)).withdrawableBalance).toBe('0.00');

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Retirar' }).click();
  const cashout = page.getByRole('dialog', { name: 'Retirar' });
  const offer = cashout.getByRole('region', { name: 'Retira tu dinero ahora' });
  await expect(offer).toContainText(/Tu dinero \(1284,75\s€\) es tuyo y puedes retirarlo al momento/);
  await expect(offer).toContainText(/Pierdes el dinero del bono \(5,00\s€\)/);
  await expect(offer).toContainText(/los 250,00\s€ que faltan por apostar dejan de aplicarse/);
  await page.screenshot({
    path: testInfo.outputPath(`cashout-active-bonus.png`),
    animations: 'disabled',
  });

  await offer.getByRole('button', { name: 'Dejar el bono y retirar mi dinero' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Dejar el bono?' });
  await expect(confirm).toContainText(/Conservas tu dinero \(1284,75\s€\)/);
  await confirm.getByRole('button', { name: 'Dejar el bono' }).click();
  await expect(page.getByText('Has dejado el bono').first()).toBeVisible();
  // Back on the cash-out screen with the whole cash withdrawable and no wagering in the way (what may
  // go out now still follows the spec's other rules, such as half of the amount wagered).
  await expect(offer).toHaveCount(0);
  await expect(cashout.getByText(/aún faltan/)).toHaveCount(0);
  await expect(cashout.getByRole('term').filter({ hasText: 'Saldo retirable' }).locator('+ dd')).toHaveText(
    /^1284,75\s€$/,
  );
  const info = await userInfo(page);
  expect([info.bonusBalance, info.rollingAmount, info.withdrawableBalance]).toEqual([
    '0.00',
    '0.00',
    '1284.75',
  ]);
});
