import { expect, test } from '@playwright/test';
import { activationLink, balance, choose, credit, logIn, openApp, uniqueName } from './helpers';

test('a newcomer registers, activates, logs in, plays for real money and logs out', async ({ page }) => {
  // The whole life of an account in one scenario: a minute on a quiet machine, more under load.
  test.slow();
  const username = uniqueName('e2e_');
  const email = `${username}@example.com`;
  const password = 'Correct horse 42!';

  await openApp(page, '/join');
  // Next on an empty form leaves a refusal up; it must not follow the player to the next step.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const notices = page.getByRole('region', { name: /Notificaciones/ }).getByRole('listitem');
  await expect(notices.first()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await choose(page, 'Prefijo', /^\+?34$/);
  await page.getByRole('textbox', { name: 'Número de móvil' }).fill('600123123');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellidos').fill('Prueba');
  await choose(page, 'Sexo', 'Mujer');
  // The birthday boxes take one digit each and move on by themselves.
  await page
    .getByRole('group', { name: /Fecha de nacimiento/ })
    .getByRole('textbox')
    .first()
    .click();
  await page.keyboard.type('19900517');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // The second step opens at its top (currency and country first), with no old refusals over it.
  await expect(page.getByLabel('Moneda')).toBeInViewport();
  await expect(notices).toHaveCount(0);
  await choose(page, 'Moneda', /^EUR/);
  await choose(page, 'País', /^ES - /);
  await choose(page, 'Provincia / estado', /^M - |Madrid/);
  await page.getByLabel('Localidad / ciudad').fill('Madrid');
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Dirección').fill('Calle Mayor 1');
  // The terms beside the checkbox open over the form, which keeps what was typed.
  await page.getByRole('button', { name: 'Términos y condiciones' }).click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(terms).toContainText('Estos términos constituyen el acuerdo');
  await terms.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByLabel('Dirección')).toHaveValue('Calle Mayor 1');
  await page.getByRole('checkbox', { name: /Tengo 18 años/ }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Registered and logged in at once, with an empty balance, and asked to activate by e-mail.
  await expect(balance(page)).toContainText('0');
  await expect(page.getByRole('dialog', { name: 'Activa tu cuenta' })).toContainText(email);

  await page.goto(await activationLink(page, email));
  await expect(page.getByText('Tu cuenta está activa')).toBeVisible();

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Depositar' })).toHaveCount(0);

  await logIn(page, username, password);

  // A newcomer has 0.00. Deposits have their own scenarios (deposit.spec.ts); this one funds the account
  // through the server's development-only credit route (apps/server/README.md).
  await credit(page, username, '100.00');
  await page.reload();
  await expect(balance(page)).toContainText('100');

  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Fruit Fortune' });
  await expect(overlay.getByRole('button', { name: 'Depositar' })).toBeVisible();
  // Three spins: one spin may win back exactly its stake, three together all but never do.
  const spin = overlay.frameLocator('iframe').getByRole('button', { name: 'Girar' });
  for (let round = 0; round < 3; round += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await page.waitForTimeout(1500);
  }
  await overlay.getByRole('button', { name: 'Cerrar' }).click();
  // The three bets were booked, and closing the game refreshed the top bar to the wallet's balance
  // (three spins can, rarely, win back exactly what they staked, so the figure itself is not asserted).
  const token = await page.evaluate(() => localStorage.getItem('casino361:token') ?? '');
  const ledger = await page.request.post('/api/sys/member/transaction/page', {
    headers: { authorization: token },
    form: { pageNum: '1', pageSize: '20' },
  });
  const rows = (await ledger.json()).data.content as { type: string; balanceAfter: string }[];
  expect(rows.filter((row) => row.type === 'GAME_BET')).toHaveLength(3);
  const latest = rows[0]?.balanceAfter ?? '';
  await expect(balance(page)).toHaveText(new RegExp(latest.replace('.', '[.,]')));

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Depositar' })).toHaveCount(0);
});
