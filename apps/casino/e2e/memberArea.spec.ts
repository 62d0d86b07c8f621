import { expect, type Page, test } from '@playwright/test';
import { choose, openApp } from './helpers';
import { credit, playSlot, registerMember, type ScriptedMember } from './memberScript';

/** A 1x1 PNG: the smallest image the upload takes as a document. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// One member a project, scripted once, whose screens the scenarios below read and change in order.
test.describe.configure({ mode: 'serial' });

let member: ScriptedMember;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  member = await registerMember(request);
  // Eleven deposits, then ten spins of 100 (1000 wagered: 100 VIP points, ten rounds in the game
  // history): more than a page of 20 ledger rows, the first deposit on the second page.
  await credit(request, member, '1000.00');
  for (let deposit = 0; deposit < 10; deposit += 1) await credit(request, member, '100.00');
  await playSlot(request, member, 10, '100.00');
  // The first invitee signs up through the API, deposits and plays, so they count; the second signs
  // up through the join page (scenario 1) and never deposits.
  const invitee = await registerMember(request, member.invitationCode);
  await credit(request, invitee, '10.00');
  await playSlot(request, invitee, 1, '10.00');
  await request.dispose();
});

// A refresh rotates the session token (the old one lasts a minute more): the next scenario takes the
// token the page holds now, as the same device would.
let memberPage: Page | null = null;
test.afterEach(async ({ page }) => {
  if (page !== memberPage) return;
  const token = await page.evaluate(() => localStorage.getItem('casino361:token'));
  if (token) member.token = token;
});

/** The scripted member's session, as a login on this device would have stored it. */
async function openAsMember(page: Page, path = '/') {
  memberPage = page;
  // The phone project (a Pixel 7, 412 px) is narrowed to the 375 px the member area is checked at.
  if (test.info().project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript((token) => localStorage.setItem('casino361:token', token), member.token);
  await openApp(page, path);
  await expect(page.getByRole('button', { name: 'Depositar' }).first()).toBeVisible();
}

async function menu(page: Page, ...path: (string | RegExp)[]) {
  await page.getByRole('button', { name: 'Menú' }).first().click();
  const drawer = page.getByRole('dialog', { name: member.username });
  for (const entry of path) await drawer.getByRole('button', { name: entry }).click();
}

/**
 * A toast says `text`; it is then closed, as a player would, since toasts sit over the top bar's
 * menu button for their five seconds.
 */
async function toast(page: Page, text: string | RegExp) {
  // A modal dialog hides the rest of the page from assistive technology, the toasts' region included.
  const item = page
    .getByRole('region', { name: 'Notificaciones', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });
  await expect(item.first()).toBeVisible();
  await item.first().getByRole('button', { name: 'Cerrar', includeHidden: true }).click();
  await expect(item).toHaveCount(0);
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

async function close(page: Page, name: string) {
  // Nothing on the screen is wider than the viewport (375 px phones included).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await dialog(page, name).getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog(page, name)).toHaveCount(0);
}

test('a visitor following the invite link signs up with the invitation code filled in', async ({ page }) => {
  test.slow();
  await openApp(page, `/?code=${member.invitationCode}`);
  await page.getByRole('button', { name: 'Regístrate' }).first().click();
  const join = page.getByRole('dialog');
  const username = `mi${Date.now().toString(36)}`.slice(0, 16);
  await join.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await join.getByLabel('Nombre de usuario').fill(username);
  await join.getByLabel('Contraseña', { exact: true }).fill('Correct horse 42!');
  await join.getByLabel('Repite la contraseña').fill('Correct horse 42!');
  await join.getByRole('button', { name: 'Siguiente' }).click();
  await choose(page, 'Prefijo', /^\+?34$/);
  await join.getByRole('textbox', { name: 'Número de móvil' }).fill('600123123');
  await join.getByLabel('Nombre', { exact: true }).fill('Luis');
  await join.getByLabel('Apellidos').fill('Invitado');
  await choose(page, 'Sexo', 'Hombre');
  await join
    .getByRole('group', { name: /Fecha de nacimiento/ })
    .getByRole('textbox')
    .first()
    .click();
  await page.keyboard.type('19880212');
  await join.getByRole('button', { name: 'Siguiente' }).click();

  await expect(join.getByLabel('Código de invitación (opcional)')).toHaveValue(member.invitationCode);
  await choose(page, 'Moneda', /^EUR/);
  await choose(page, 'País', /^ES - /);
  await choose(page, 'Provincia / estado', /^M - |Madrid/);
  await join.getByLabel('Localidad / ciudad').fill('Madrid');
  await join.getByLabel('Código postal').fill('28001');
  await join.getByLabel('Dirección').fill('Calle Mayor 2');
  await join.getByRole('checkbox', { name: /Tengo 18 años/ }).click();
  await join.getByRole('button', { name: 'Crear cuenta' }).click();
  // Joined and logged in: the activation prompt opens over the page (and hides it from the
  // accessibility tree) as soon as the join dialog closes, so the page is read once it is closed.
  const prompt = page.getByRole('dialog', { name: 'Activa tu cuenta' });
  await expect(prompt).toContainText(`${username}@example.com`);
  await prompt.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('button', { name: 'Depositar' }).first()).toBeVisible();

  // The invitee opens the activation link mailed to them: now two friends count for the inviter.
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/dev/mailbox')).text();
    link = html
      .split('<article>')
      .find((part) => part.includes(`${username}@example.com`))
      ?.match(/href="([^"]*activation\?token=[^"]+)"/)?.[1];
    expect(link).toBeTruthy();
  }).toPass();
  await page.goto(link!.replace(/&amp;/g, '&'));
  await expect(page.getByText('Tu cuenta está activa')).toBeVisible();
});

test('each entry of the member area opens its screen with the member’s figures', async ({ page }) => {
  await openAsMember(page);

  await menu(page, 'Ajustes de la cuenta', 'Saldos');
  const balances = dialog(page, 'Saldos');
  await expect(balances.getByRole('definition').first()).toContainText('€');
  await expect(balances).toContainText(/Importe apostado\s*1[.]?000,00\s€/);
  await expect(balances).toContainText(/Puntos VIP acumulados\s*100/);
  await expect(balances).toContainText(/Puntos disponibles\s*100/);
  await close(page, 'Saldos');

  await menu(page, 'Caja', 'Historial de movimientos');
  const transactions = dialog(page, 'Historial de movimientos');
  const rows = transactions.getByRole('listitem');
  await expect(rows.filter({ hasText: 'Apuesta · Efectivo' }).first()).toContainText(/-100,00\s€/);
  await expect(rows).toHaveCount(20);
  await expect(rows.filter({ hasText: /1[.]?000,00\s€$/ })).toHaveCount(0);
  // The next page comes as the list is scrolled to its end: the first deposit is the oldest row.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows.last()).toContainText('Depósito · Efectivo');
  await expect(rows.last()).toContainText(/1[.]?000,00\s€/);
  expect(await rows.count()).toBeGreaterThan(20);
  await close(page, 'Historial de movimientos');

  await menu(page, 'Historial de juego');
  const rounds = dialog(page, 'Historial de juego').getByRole('listitem');
  await expect(rounds).toHaveCount(10);
  await expect(rounds.first()).toContainText('Fruit Fortune');
  await expect(rounds.first()).toContainText(/Apuesta 100,00\s€/);
  await close(page, 'Historial de juego');

  await menu(page, 'Club VIP');
  const club = dialog(page, 'Club VIP');
  await expect(club.getByRole('region', { name: 'Tu nivel VIP' })).toContainText('Inicial');
  await expect(club.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '300 puntos para Bronce');
  await expect(club.getByRole('table', { name: 'Niveles VIP' }).getByRole('row')).toHaveCount(7);
  await close(page, 'Club VIP');

  await menu(page, 'Tienda VIP');
  const store = dialog(page, 'Tienda VIP');
  await expect(store).toContainText('Puntos disponibles: 100');
  await expect(store.getByRole('listitem')).toHaveCount(1);
  await close(page, 'Tienda VIP');

  await menu(page, 'Invitaciones y recompensas');
  const invite = dialog(page, 'Invitaciones y recompensas');
  await expect(invite.getByLabel('Tu código de invitación')).toHaveValue(member.invitationCode);
  await expect(invite.getByLabel('Tu enlace de invitación')).toHaveValue(
    new RegExp(`/#/\\?code=${member.invitationCode}$`),
  );
  await expect(invite.getByLabel('Tus invitaciones')).toContainText(/Amigos invitados\s*2/);
  await close(page, 'Invitaciones y recompensas');

  await menu(page, 'Ajustes de la cuenta', 'Subir documentos');
  await expect(dialog(page, 'Subir documentos').getByRole('group')).toHaveCount(5);
  await close(page, 'Subir documentos');

  await menu(page, /^Mensajes/);
  await expect(dialog(page, 'Mensajes').getByRole('listitem')).toHaveCount(2);
  await close(page, 'Mensajes');

  // The category sidebar's Treasure and the footer's Refer a friend open the invitations too.
  await page
    .getByRole('navigation', { name: 'Categorías de juegos' })
    .getByRole('button', { name: 'Tesoro' })
    .click();
  await close(page, 'Invitaciones y recompensas');
  await page
    .getByRole('navigation', { name: 'Enlaces rápidos' })
    .getByRole('button', { name: 'Invita a un amigo' })
    .click();
  await expect(dialog(page, 'Invitaciones y recompensas')).toBeVisible();
});

test('uploads each document, in the order the checks ask for them', async ({ page }) => {
  await openAsMember(page);
  await menu(page, 'Ajustes de la cuenta', 'Subir documentos');
  const documents = dialog(page, 'Subir documentos');
  await documents.getByRole('button', { name: 'Guardar documentos' }).click();
  await toast(page, 'Sube los archivos, por favor');

  const upload = async (group: string, name: string) => {
    await documents
      .getByRole('group', { name: group })
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  };
  await upload('Documento de identidad', 'dni.png');
  await documents.getByRole('button', { name: 'Guardar documentos' }).click();
  await toast(page, 'Sube, por favor: Foto tuya sosteniendo tu documento');
  await upload('Foto tuya sosteniendo tu documento', 'selfie.png');
  await upload('Comprobante de domicilio', 'factura.png');
  await upload('Comprobante del método de pago', 'tarjeta.png');
  await upload('Origen de los fondos', 'nomina.png');
  await expect(documents.getByText('Listo para guardar')).toHaveCount(5);
  await documents.getByRole('button', { name: 'Guardar documentos' }).click();
  await toast(page, 'Documentos guardados correctamente');
  await expect(documents).toHaveCount(0);

  await menu(page, 'Ajustes de la cuenta', 'Subir documentos');
  await expect(dialog(page, 'Subir documentos').getByText('En revisión')).toHaveCount(5);
});

test('redeems a VIP package for its points', async ({ page }) => {
  await openAsMember(page);
  await menu(page, 'Tienda VIP');
  const store = dialog(page, 'Tienda VIP');
  const item = store.getByRole('listitem').filter({ hasText: '100 puntos' });
  await expect(item).toContainText(/1,00\s€/);
  // A redeem starts a bonus: it says what that means and asks first; "Ahora no" changes nothing.
  await item.getByRole('button', { name: 'Canjear' }).click();
  let ask = page.getByRole('alertdialog', { name: /¿Canjear 100 puntos por un bono de 1,00\s€\?/ });
  await expect(ask).toContainText(/cuando apuestes 50,00\s€ \(50 veces el bono\)/);
  await expect(ask).toContainText('un retiro de tu propio dinero espera');
  await ask.getByRole('button', { name: 'Ahora no' }).click();
  await expect(store).toContainText('Puntos disponibles: 100');
  await item.getByRole('button', { name: 'Canjear' }).click();
  ask = page.getByRole('alertdialog', { name: /¿Canjear 100 puntos/ });
  await ask.getByRole('button', { name: 'Canjear' }).click();
  await toast(page, /Canjeado: 1,00\s€ añadido a tu saldo de bonos/);
  await expect(store).toContainText('Puntos disponibles: 0');
  await expect(store.getByText('Aún no hay paquetes a tu alcance')).toBeVisible();
  await close(page, 'Tienda VIP');

  await menu(page, 'Ajustes de la cuenta', 'Saldos');
  await expect(dialog(page, 'Saldos')).toContainText(/Saldo de bonos\s*1,00\s€/);
  await expect(dialog(page, 'Saldos')).toContainText(/Puntos VIP acumulados\s*100/);
});

test('shows what makes an invitee count, and pays a reward as bonus money', async ({ page }) => {
  await openAsMember(page);
  await menu(page, 'Invitaciones y recompensas');
  let invite = dialog(page, 'Invitaciones y recompensas');
  const figures = () => invite.getByLabel('Tus invitaciones');
  // Two signed up with the code; only the one who deposited and played counts.
  await expect(figures()).toContainText(/Amigos invitados\s*2/);
  await expect(figures()).toContainText(/1 cuenta para las recompensas/);
  await expect(figures()).toContainText(/Saldo de recompensas\s*5,00\s€/);
  await expect(invite).toContainText(
    /Un amigo cuenta cuando ha activado su cuenta, ha hecho un depósito de al menos 10,00\s€ y ha apostado al menos 10,00\s€ en juegos\. Una cuenta por persona/,
  );
  const rewards = () => invite.getByRole('list', { name: 'Recompensas por invitación' });
  const one = () => rewards().getByRole('listitem').filter({ hasText: 'Invita a 1 amigo' });
  await expect(
    rewards().getByRole('listitem').filter({ hasText: 'Invita a 3 amigos' }).getByRole('button'),
  ).toBeDisabled();
  // The VIP package's bonus is still running: one bonus at a time, so the reward waits.
  await one().getByRole('button', { name: 'Obtener' }).click();
  await toast(page, 'Ya tienes un bono activo: solo puede haber un bono activo a la vez.');
  await close(page, 'Invitaciones y recompensas');

  const token = await page.evaluate(() => localStorage.getItem('casino361:token'));
  const left = await page.request.post('/api/sys/bonus/forfeit', {
    headers: { Authorization: token ?? '', 'CF-IPCountry': 'ES' },
  });
  expect((await left.json()).error).toBe(0);

  await menu(page, 'Invitaciones y recompensas');
  invite = dialog(page, 'Invitaciones y recompensas');
  await one().getByRole('button', { name: 'Obtener' }).click();
  await toast(page, 'Recompensa reclamada: está en tu saldo de bono');
  await expect(one().getByRole('button', { name: 'Reclamada' })).toBeDisabled();
  await expect(figures()).toContainText(/Total recibido\s*5,00\s€/);
  await expect(figures()).toContainText(/Saldo de recompensas\s*0,00\s€/);
  await close(page, 'Invitaciones y recompensas');
  await menu(page, 'Ajustes de la cuenta', 'Saldos');
  await expect(dialog(page, 'Saldos')).toContainText(/Saldo de bonos\s*5,00\s€/);
});

test('reads a message, and the unread count falls', async ({ page }) => {
  await openAsMember(page);
  // The VIP package's and the invitation's bonuses and each invitee's activation told the member in
  // the news, in their language.
  const bell = page.getByRole('banner').getByRole('button', { name: 'Mensajes, 4 sin leer' });
  await bell.click();
  const news = dialog(page, 'Mensajes');
  const messages = news.getByRole('listitem');
  await expect(messages).toHaveCount(4);
  const activation = messages.filter({ hasText: 'Un amigo que invitaste ha activado su cuenta' }).first();
  await activation.getByRole('button').click();
  await expect(activation.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await close(page, 'Mensajes');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mensajes, 3 sin leer' })).toBeVisible();
  await menu(page);
  await expect(
    page
      .getByRole('dialog', { name: member.username })
      .getByRole('button', { name: /^Mensajes\s*3 sin leer$/ }),
  ).toBeVisible();
});
