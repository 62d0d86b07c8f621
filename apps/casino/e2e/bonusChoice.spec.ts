import { expect, test } from '@playwright/test';
import { balance, choose, memberInApp, userInfo } from './helpers';

/** The member's figures as the server reports them now. */
test('the first-deposit bonus is a choice, off unless ticked, its terms one tap away; without it the deposit stays cash', async ({
  page,
}, testInfo) => {
  await memberInApp(page);

  await page.locator('header').getByRole('button', { name: 'Depositar' }).click();
  let dialog = page.getByRole('dialog', { name: 'Depósito' });
  const offer = dialog.getByRole('region', { name: 'Bono de primer depósito' });
  await expect(offer).toContainText('bono del 100 % hasta 200,00 € (depósito mínimo 10,00 €)');
  const choice = offer.getByRole('checkbox', { name: /quiero el bono de primer depósito/ });
  await expect(choice).not.toBeChecked();
  await expect(offer).toContainText('tu depósito sigue siendo dinero que puedes retirar cuando quieras');
  // The terms, and what the bonus means for the player's own cash, one tap away.
  await expect(offer).not.toContainText('Apuesta 50 veces');
  await offer.getByRole('button', { name: 'Condiciones del bono' }).click();
  await expect(offer).toContainText('Apuesta 50 veces el bono más el depósito en un plazo de 90 días.');
  await expect(offer).toContainText('pierdes el bono y sus ganancias, y tu propio dinero se puede retirar');
  await choice.click();
  await expect(choice).toBeChecked();
  await page.screenshot({
    path: testInfo.outputPath(`deposit-bonus-choice.png`),
    animations: 'disabled',
  });
  // Changed their mind: untick, and deposit without the bonus.
  await choice.click();
  await expect(choice).not.toBeChecked();

  await dialog.getByText('Visa & Mastercard', { exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Visa & Mastercard' });
  await dialog.getByRole('button', { name: '50 €', exact: true }).click();
  // No bonus preview while the bonus is not chosen.
  await expect(dialog.getByText(/Con este importe/)).toHaveCount(0);
  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByLabel('CVV').fill('123');
  await choose(page, 'Mes de caducidad', '12');
  await choose(page, 'Año de caducidad', String(new Date().getFullYear() + 2));
  await dialog.getByRole('button', { name: 'Depositar ahora' }).click();
  await expect(page.getByText('Depósito realizado').first()).toBeVisible();

  // Cash only: nothing to wager, all of it withdrawable.
  await expect(balance(page)).toHaveText(/50,00\s€/);
  const info = await userInfo(page);
  expect([info.bonusBalance, info.rollingAmount, info.withdrawableBalance]).toEqual([
    '0.00',
    '0.00',
    '50.00',
  ]);
});
