import { expect, type Page, test } from '@playwright/test';
import { balance, choose, credit, openAppSignedIn, registeredMember } from './helpers';

/*
 * Play safe (issue 30) as a player uses it, through the app's own pages: a deposit limit refusing a
 * deposit and a raise waiting out its cooling period; a reality check over a game; a self-exclusion
 * that logs the player out and refuses the next login. The test server counts the reality check's
 * interval in seconds (REALITY_CHECK_TEST_SECONDS=5 in playwright.config.ts), so nothing sleeps.
 */

/** E2E_SHOTS=<folder> keeps pictures of Play safe and the reality check at 375 px, to look at by eye. */
async function shot(page: Page, name: string, fullPage = true) {
  const folder = process.env.E2E_SHOTS;
  if (folder && test.info().project.name === 'mobile') {
    await page.screenshot({ path: `${folder}/${name}-375.png`, fullPage });
  }
}

// A game's first load can take most of a minute on a busy 2-core runner (houseGames.spec.ts allows more).
test.describe.configure({ timeout: 180_000 });

async function member(page: Page, funds?: string) {
  const account = await registeredMember(page);
  if (funds) await credit(page, account.username, funds);
  await openAppSignedIn(page, account);
  return account;
}

async function openPlaySafe(page: Page, username: string) {
  await page.getByRole('button', { name: 'Menú' }).first().click();
  await page.getByRole('dialog', { name: username }).getByRole('link', { name: 'Juego seguro' }).click();
  await expect(page.getByRole('heading', { name: 'Juego seguro', level: 1 })).toBeVisible();
}

/** A limit's card in "Tus límites": its title, the amount in force and the change waiting, if any. */
function limitCard(page: Page, title: string) {
  return page.locator('p').getByText(title, { exact: true }).locator('..');
}

async function toast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole('region', { name: 'Notificaciones' }).getByRole('listitem').filter({ hasText: text }),
  ).toBeVisible();
}

async function setLimit(page: Page, amount: string) {
  await page.getByLabel('Importe (vacío elimina el límite)').fill(amount);
  await page.getByRole('button', { name: 'Guardar' }).click();
}

/** An amount as the app writes it ("-1,50 €", "500,00 €") in cents. */
const cents = (text: string) =>
  Number(
    text
      .replace(/[−–]/g, '-')
      .replace(/[^\d,-]/g, '')
      .replace(',', ''),
  );

test('a deposit limit refuses a deposit over it with what is left; a raise waits and the old limit holds', async ({
  page,
}) => {
  const { username } = await member(page);
  await openPlaySafe(page, username);
  // A decrease (from none) takes effect at once.
  await setLimit(page, '80');
  await toast(page, 'Tu límite está guardado.');
  const day = limitCard(page, 'Límite de depósito · 24 horas');
  await expect(day).toContainText('80,00 €');
  await shot(page, 'play-safe');

  await page.locator('header').getByRole('button', { name: 'Depositar' }).click();
  await page
    .getByRole('dialog', { name: 'Depósito' })
    .getByText('Visa & Mastercard', { exact: true })
    .click();
  const card = page.getByRole('dialog', { name: 'Visa & Mastercard' });
  await card.getByRole('button', { name: '100 €', exact: true }).click();
  await card.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await card.getByLabel('CVV').fill('123');
  await choose(page, 'Mes de caducidad', '12');
  await choose(page, 'Año de caducidad', String(new Date().getFullYear() + 2));
  await card.getByRole('button', { name: 'Depositar ahora' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Aviso' });
  await expect(warning).toContainText('supera tu límite de depósito de 24 horas');
  await expect(warning).toContainText(/puedes depositar hasta 80[.,]00/);
  await warning.getByRole('button', { name: 'Aceptar' }).click();
  await expect(balance(page)).toHaveText(/0,00\s€/);

  // The cashier's own link to Play safe, opened over Play safe itself: it closes the cashier. A raise
  // then waits out the jurisdiction's cooling period.
  await card.getByRole('link', { name: 'Juego seguro' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Juego seguro', level: 1 })).toBeVisible();
  await setLimit(page, '200');
  await toast(page, /Tu cambio espera \d+ horas; tu límite se mantiene hasta entonces\./);
  await expect(day).toContainText('80,00 €');
  await expect(day.getByRole('status')).toContainText(
    /Cambio a 200,00\s€ en espera: puedes confirmarlo desde/,
  );
  await expect(day.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await shot(page, 'play-safe-pending');
});

test('a reality check over the game shows the session net; self-excluded, the player is logged out and refused at login until its end', async ({
  page,
}) => {
  test.slow();
  const { username, password } = await member(page, '500.00');
  // One spin before any check is chosen: the session's net position is then this round's result.
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Fruit Fortune' });
  const game = overlay.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Girar' });
  await expect(spin).toBeEnabled({ timeout: 60_000 });
  const round = game.locator('section[data-round]');
  const before = await round.getAttribute('data-round');
  await spin.click();
  await expect(round).not.toHaveAttribute('data-round', before ?? '', { timeout: 60_000 });
  await expect(spin).toBeEnabled({ timeout: 60_000 });
  const after = cents((await game.locator('[data-figure="balance"]').textContent()) ?? '');
  await overlay.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(overlay).toBeHidden();

  await openPlaySafe(page, username);
  await choose(page, 'Control de realidad', '15 minutos');
  await expect(page.getByLabel('Control de realidad')).toContainText('15 minutos');

  // Back at the game: the interval has passed since the login, so the check stops play at once.
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Fruit Fortune', exact: true }).first().click();
  const check = page.getByRole('alertdialog', { name: 'Control de realidad' });
  await expect(check).toBeVisible({ timeout: 60_000 });
  await expect(check).toContainText('Tiempo jugado en esta sesión');
  const net = check.locator('div', { hasText: 'Ganado o perdido desde que entraste' }).locator('dd');
  await expect(net).toHaveText(/\d,\d{2}/);
  expect(50_000 + cents((await net.textContent()) ?? ''), 'starting balance plus the net').toBe(after);
  await shot(page, 'reality-check', false);
  await check.getByRole('button', { name: 'Continuar' }).click();
  await expect(check).toBeHidden();
  await expect(spin).toBeVisible();
  // The next one comes one interval after the answer, over the open game.
  await expect(check).toBeVisible({ timeout: 20_000 });
  await check.getByRole('button', { name: 'Ver mi historial' }).click();
  await expect(page.getByRole('heading', { name: 'Extracto de actividad' })).toBeVisible();

  await openPlaySafe(page, username);
  await page.getByLabel('Tu contraseña').fill(password);
  await page.getByRole('button', { name: 'Autoexcluirme' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro?' })
    .getByRole('button', { name: 'Autoexcluirme' })
    .click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect(balance(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const login = page.getByRole('dialog', { name: 'Bienvenido de nuevo' });
  await login.getByLabel('Usuario / correo electrónico').fill(username);
  await login.getByLabel('Contraseña', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Six months from now (breaks.ts adds calendar months in UTC), written as a Spanish player reads a date.
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 6);
  const day = new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(login.getByRole('alert')).toContainText(
    `Tu cuenta está en pausa hasta ${day.format(end)} a las `,
  );
  await expect(balance(page)).toHaveCount(0);
});
