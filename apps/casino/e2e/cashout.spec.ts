import { expect, type Page, test } from '@playwright/test';
import {
  balance,
  choose,
  credit,
  logIn,
  memberInApp,
  openApp,
  openAppSignedIn,
  registeredMember,
} from './helpers';

/** apps/server/src/db/seeds/settings.json balanceFullLimit: an ordinary member at 50000.00 is blocked. */
const BALANCE_FULL = '50000.00';

/** A 1x1 PNG, the smallest image the upload accepts as a proof. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fillStepOne(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Retirar' });
  await dialog.getByRole('button', { name: '200 €', exact: true }).click();
  await choose(page, 'Método de retiro', 'PayPal');
  await dialog.getByLabel('Correo electrónico').fill('ana.cobros@example.com');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  return dialog;
}

test('a full balance blocks play, and the alert leads to the cash-out pop-up', async ({ page }) => {
  const member = await registeredMember(page);
  await credit(page, member.username, BALANCE_FULL);
  await openAppSignedIn(page, member);

  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const block = page.getByRole('alertdialog', { name: 'Retirar' });
  await expect(block).toContainText('tu saldo ha alcanzado el límite');
  await expect(page.getByRole('dialog', { name: 'Fruit Fortune' })).toHaveCount(0);
  await block.getByRole('button', { name: 'Aceptar' }).click();

  const cashout = page.getByRole('dialog', { name: 'Retirar' });
  // Said up front: the balance can be taken, but not past half of what was wagered (none yet).
  const allowance = cashout.getByRole('definition').filter({ hasText: /^50\.000,00\s€$/ });
  await expect(allowance).toBeVisible();
  await expect(cashout).toContainText('La mitad de tu importe apostado está por debajo del mínimo');
  await expect(cashout.getByRole('list', { name: 'Pasos del retiro' })).toContainText('Importe y método');
});

test('a member who never deposited is sent to deposit first', async ({ page }) => {
  await memberInApp(page);

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Retirar' }).click();
  // Spec 002 §4 rule 1: the first check stops the request before any document is asked for; the
  // pop-up says so up front and offers no amount it would refuse.
  const cashout = page.getByRole('dialog', { name: 'Retirar' });
  await expect(cashout).toContainText('Necesitas depositar al menos 10,00 €');
  await expect(cashout.getByRole('group', { name: 'Importe' })).toHaveCount(0);
  await cashout.getByRole('button', { name: 'Siguiente' }).click();
  const depositFirst = page.getByRole('alertdialog');
  await expect(depositFirst).toContainText('Necesitas depositar al menos 10,00 €');
  await depositFirst.getByRole('button', { name: 'Aceptar' }).click();
  // The alert leads on to the Deposit pop-up, in place of the cash-out one.
  await expect(page.getByRole('dialog', { name: 'Depósito' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Retirar' })).toHaveCount(0);
});

test('a member who has not activated is told so before any document is asked for', async ({ page }) => {
  await openApp(page);
  const member = await registeredMember(page, { activate: false });
  await credit(page, member.username, '1000.00');
  await openApp(page);
  await logIn(page, member.username, member.password);
  await page
    .getByRole('dialog', { name: 'Activa tu cuenta' })
    .getByRole('button', { name: 'Cerrar' })
    .click();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Retirar' }).click();
  const cashout = page.getByRole('dialog', { name: 'Retirar' });
  await expect(cashout).toContainText('Activa tu cuenta con el enlace que te enviamos');
  await cashout.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Activa tu cuenta con el enlace');
  await expect(cashout.getByRole('group', { name: 'Documento de identidad' })).toBeHidden();
});

test('the cash-out history of a member without cash-outs says so', async ({ page }) => {
  await openApp(page);
  const member = await registeredMember(page, { activate: false });
  await openApp(page);
  await logIn(page, member.username, member.password);
  // Not activated yet: the activation prompt comes first after the login.
  await page
    .getByRole('dialog', { name: 'Activa tu cuenta' })
    .getByRole('button', { name: 'Cerrar' })
    .click();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Historial de retiros' }).click();
  const history = page.getByRole('dialog', { name: 'Historial de retiros' });
  await expect(history.getByText('No hay más registros de retiros')).toBeVisible();
});

// The development credit books a DEPOSIT row, so this member meets the first-deposit rule.
test('a cash-out sent from the pop-up shows in the history as pending and can be cancelled', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await registeredMember(page);
  await credit(page, member.username, '1000.00');
  await openAppSignedIn(page, member);

  // A cash-out may not exceed half the wagered amount: four spins at 100 wager 400, enough for 200.
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Fruit Fortune' });
  const game = overlay.frameLocator('iframe');
  await game.getByRole('combobox').selectOption('100.00');
  for (let round = 0; round < 4; round += 1) {
    await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
    await game.getByRole('button', { name: 'Girar' }).click();
  }
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
  await overlay.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Retirar' }).click();
  const cashout = await fillStepOne(page);
  await cashout
    .getByRole('group', { name: 'Documento de identidad' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'dni.png',
      mimeType: 'image/png',
      buffer: png,
    });
  await cashout
    .getByRole('group', { name: 'Comprobante del método de pago' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'paypal.png', mimeType: 'image/png', buffer: png });
  await expect(cashout.getByText('Subido')).toHaveCount(2);
  const before = await balance(page).textContent();
  await cashout.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByText('Solicitud de retiro enviada').first()).toBeVisible();
  // The lookup code is shown once (and mailed); the cash-out dialog closes when it is acknowledged.
  const receipt = page.getByRole('alertdialog');
  await expect(receipt).toContainText('código de consulta');
  // A request sent is a success: the receipt reads as one, not as a warning.
  await expect(receipt).toHaveAttribute('data-tone', 'positive');
  const code = (await receipt.textContent())?.match(/[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/)?.[0];
  expect(code).toBeTruthy();
  await receipt.getByRole('button').click();
  await expect(cashout).toHaveCount(0);
  await expect(balance(page)).not.toHaveText(before!);

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Caja' }).click();
  await page.getByRole('button', { name: 'Historial de retiros' }).click();
  const history = page.getByRole('dialog', { name: 'Historial de retiros' });
  const row = history.getByRole('listitem').filter({ hasText: 'PayPal' });
  await expect(row).toContainText('Pendiente de revisión');
  await expect(row).toContainText(/200[.,]00/);

  // The row's number looks the request up without logging in (the /withdrawLogin page), from a
  // browser that has no session.
  const number = (await row.textContent())?.match(/N\.º (\d+)/)?.[1];
  expect(number).toBeTruthy();
  const guest = await browser.newContext({ baseURL });
  const lookup = await guest.newPage();
  await openApp(lookup, '/withdrawLogin');
  await lookup.getByLabel('Nombre de usuario').fill(member.username);
  await lookup.getByLabel('Número de retiro').fill(number!);
  await lookup.getByLabel('Código de consulta').fill(code!);
  await lookup.getByRole('button', { name: 'Enviar' }).click();
  await expect(lookup).toHaveURL(/#\/withdrawQueryDetail\?token=/);
  await expect(lookup.locator('dl')).toContainText('Pendiente de revisión');
  await expect(lookup.locator('dl')).toContainText(/200,00\s€/);
  await guest.close();
  await row.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Cancelar este retiro?' })
    .getByRole('button', { name: 'Cancelar' })
    .click();
  await expect(row).toContainText('Cancelado');
  await expect(row.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect(balance(page)).toHaveText(before!);
});
