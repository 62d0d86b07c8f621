import { expect, test } from '@playwright/test';
import { memberInApp } from './helpers';

/*
 * Issue 32 §4: half of a crypto payment arrived. The screen no longer waits "for the network" for ever:
 * it says what arrived and what is missing, in ether and in euros, until when the rest can be sent and
 * what happens otherwise; the amount to send becomes what is missing.
 */
test('a crypto deposit paid half shows what arrived, what is missing and until when', async ({
  page,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await memberInApp(page);
  await page.locator('header').getByRole('button', { name: 'Depositar' }).click();
  await page.getByRole('dialog', { name: 'Depósito' }).getByText('Bitcoin y cripto', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bitcoin y cripto' });
  await dialog.getByText('Ethereum (ETH)', { exact: true }).click();
  await dialog.getByRole('button', { name: '100 €', exact: true }).click();
  await dialog.getByRole('button', { name: 'Depositar ahora' }).click();
  const address = await dialog.getByLabel('Envía a esta dirección').inputValue();
  // 100 EUR at the sandbox's 3000 EUR an ether, to the wei, rounded up: shown to 8 decimals (rounded
  // up, never less than is due), copied to the wei. Half of it sent.
  await expect(dialog.getByLabel('Importe exacto a enviar')).toHaveValue('0.03333334');
  await dialog.getByRole('button', { name: 'Copiar' }).nth(1).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.033333333333333334');
  const half = '0.016666666666666667';
  expect((await page.request.post('/sandbox/crypto/send', { data: { address, amount: half } })).ok()).toBe(
    true,
  );
  await dialog.getByRole('button', { name: 'HE HECHO LA TRANSFERENCIA' }).click();

  await expect(dialog.getByText('Ha llegado parte de tu pago')).toBeVisible();
  const figures = dialog.locator('dl');
  await expect(figures).toContainText('Recibido0.01666667 ETH (50,00 €)');
  await expect(figures).toContainText('Falta por enviar0.01666667 ETH (50,00 €)');
  await expect(dialog.getByLabel('Importe exacto a enviar')).toHaveValue('0.01666667');
  await expect(
    dialog.getByText(/^Envía el resto a la misma dirección antes de las \d{1,2}:\d{2}\.$/),
  ).toBeVisible();
  const otherwise = dialog.getByText(/nuestro equipo revisará tu depósito y abonará .* \(50,00\s€\)/);
  await expect(otherwise).toBeVisible();
  await expect(dialog.getByText('Esperando a que la red confirme')).toHaveCount(0);

  await otherwise.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: testInfo.outputPath('crypto-underpaid.png'), animations: 'disabled' });
});
