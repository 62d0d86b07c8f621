import { expect, type Page, test } from '@playwright/test';
import { balance, choose, memberInApp } from './helpers';

/*
 * A BTC account through the app's own forms (issue 25): it deposits and cashes out to the satoshi,
 * its limits the reference figures converted at BTC's rate (60000): a deposit minimum of 10 is
 * ₿0.00016667, a cash-out minimum of 200 is ₿0.00333334.
 */

/** A 1x1 PNG, the smallest image the upload accepts as a proof. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Satoshis of a decimal bitcoin amount ('0.00166666'): whole numbers, exact as a JS number. */
const satoshis = (amount: string) => Number(amount.replace('.', ''));

async function depositBitcoin(page: Page, amount: string) {
  await page.request.post('/dev/deposit-methods', { data: { code: 'CRYPT', enabled: 1 } });
  await page.locator('header').getByRole('button', { name: 'Depositar' }).click();
  await page
    .getByRole('dialog', { name: 'Depósito' })
    .getByText('Cripto (BTC, ETH, BNB, USDT, LTC, DOGE)', { exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cripto (BTC, ETH, BNB, USDT, LTC, DOGE)' });
  // No fiat shortcuts: the amount is typed, to the satoshi, and its minimum is converted.
  const free = dialog.getByLabel('Otro importe');
  await free.fill('0.00012345');
  await dialog.getByText('BTC', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Depositar ahora' }).click();
  await expect(page.getByText(/El depósito mínimo es .*0,00016667/).first()).toBeVisible();
  await free.fill(amount);
  await dialog.getByRole('button', { name: 'Depositar ahora' }).click();
  const address = await dialog.getByLabel('Envía a esta dirección').inputValue();
  await page.request.post('/sandbox/crypto/send', { data: { address, amount } });
  await page.request.post('/sandbox/crypto/mine', { data: { coin: 'btc', blocks: 2 } });
  await dialog.getByRole('button', { name: 'HE HECHO LA TRANSFERENCIA' }).click();
  await expect(dialog.getByText('Completado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
}

test('a BTC member deposits and cashes out 0.00512345 through the forms', async ({ page }) => {
  await memberInApp(page, { currency: 'BTC' });
  await depositBitcoin(page, '0.03');
  await expect(balance(page)).toHaveText(/0,03000000/);

  // Half of the wagered amount bounds a cash-out: spins at the slot's largest BTC stake wager enough.
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Fruit Fortune' });
  const game = overlay.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
  const values = await game
    .getByRole('combobox')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const largest = values.at(-1)!;
  expect(largest).toMatch(/^0\.\d{8}$/);
  await game.getByRole('combobox').selectOption(largest);
  const spins = Math.ceil((2 * satoshis('0.00512345')) / satoshis(largest)) + 1;
  for (let round = 0; round < spins; round += 1) {
    await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
    await game.getByRole('button', { name: 'Girar' }).click();
  }
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
  await overlay.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Retirar' }).click();
  const cashout = page.getByRole('dialog', { name: 'Retirar' });
  await expect(cashout.getByRole('definition').filter({ hasText: /0,00333334/ })).toBeVisible();
  const free = cashout.getByLabel('Otro importe');
  await free.fill('0.00333333');
  await choose(page, 'Método de retiro', 'Bitcoin');
  await cashout.getByLabel(/dirección/i).fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await cashout.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/El retiro mínimo es de .*0,00333334/).first()).toBeVisible();
  await free.fill('0.00512345');
  await cashout.getByRole('button', { name: 'Siguiente' }).click();
  for (const [group, name] of [
    ['Documento de identidad', 'id.png'],
    ['Comprobante del método de pago', 'wallet.png'],
  ] as const) {
    await cashout
      .getByRole('group', { name: group })
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  }
  await expect(cashout.getByText('Subido')).toHaveCount(2);
  await cashout.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByText('Solicitud de retiro enviada').first()).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').click();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Historial de retiros' }).click();
  const history = page.getByRole('dialog', { name: 'Historial de retiros' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Bitcoin' })).toContainText(/0,00512345/);
});
