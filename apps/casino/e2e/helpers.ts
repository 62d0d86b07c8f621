import { expect, type Page } from '@playwright/test';

/**
 * A player in an allowed country (Spain) opening the app; the app stays hidden until the region check.
 * The promotion pop-up home shows once a browser session is taken as seen, so scenarios about other
 * screens are not interrupted by it (`promotions: true` lets it show).
 */
export async function openApp(page: Page, path = '/', { promotions = false } = {}) {
  await page.setExtraHTTPHeaders({ 'CF-IPCountry': 'ES' });
  if (!promotions) {
    await page.addInitScript(() => sessionStorage.setItem('casino361:promotionPopupShown', '1'));
  }
  // The header is what every scenario waits for; the tiles' artwork may still be loading.
  await page.goto(`/#${path}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('header')).toBeVisible();
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
}

/**
 * A Spanish mobile number of its own: each scripted player is a different person, and the server gives a
 * bonus once per person, matching accounts by phone number (apps/server/src/bonuses/signals.ts).
 */
export function uniquePhone(): string {
  return `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The activation link the server mailed to `email`, read from the development outbox. */
export async function activationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/dev/mailbox')).text();
    const mail = html.split('<article>').find((part) => part.includes(email));
    link = mail?.match(/href="([^"]*activation\?token=[^"]+)"/)?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!.replace(/&amp;/g, '&');
}

/** Picks an option of a ui Select (Radix) by its visible label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The balance in the top bar (members only), as the player reads it. */
export function balance(page: Page) {
  return page.locator('header').getByText(/\d[.,]\d{2}/);
}

/** The join form of a Spanish applicant, as `/sys/auth/register` takes it; `extra` adds or overrides fields. */
export function joinForm(username: string, password: string, extra: Record<string, string> = {}) {
  return {
    email: `${username}@example.com`,
    username,
    password,
    repassword: password,
    mobilePrefix: '+34',
    mobile: uniquePhone(),
    firstName: 'Ana',
    lastName: 'Prueba',
    gender: 'FEMALE',
    birthday: '1990-05-17',
    currency: 'EUR',
    countryCode: 'ES',
    stateCode: 'ES-MD',
    city: 'Madrid',
    postalCode: '28001',
    address: 'Calle Mayor 1',
    agreed: 'true',
    ...extra,
  };
}

/**
 * A member registered through the API (Spain, EUR unless told), so scenarios about later screens skip the join
 * form and the activation page that newcomer.spec.ts covers. Activated with the mailed link's token unless
 * told otherwise.
 */
export async function registeredMember(page: Page, { activate = true, currency = 'EUR' } = {}) {
  const username = uniqueName('e2e_');
  const email = `${username}@example.com`;
  const password = 'Correct horse 42!';
  const registered = await page.request.post('/api/sys/auth/register', {
    headers: { 'CF-IPCountry': 'ES' },
    form: joinForm(username, password, { currency }),
  });
  expect(await registered.json(), 'registration').toMatchObject({ error: 0 });
  if (activate) {
    const token = new URL((await activationLink(page, email)).replace('/#/', '/')).searchParams.get('token');
    const activated = await page.request.post('/api/sys/member/mail/activate', {
      headers: { 'CF-IPCountry': 'ES' },
      form: { token: token! },
    });
    expect(await activated.json(), 'activation').toMatchObject({ error: 0 });
  }
  return { username, email, password };
}

/**
 * Signs the member in through the API and hands the session to the next page the test opens, as a
 * login would leave it in local storage (once: a later logout in the test is not undone by a reload).
 * Scenarios about the login pop-up itself use `logIn`.
 */
export async function signIn(page: Page, member: { username: string; password: string }) {
  const answer = await page.request.post('/api/sys/auth/login', {
    headers: { 'CF-IPCountry': 'ES' },
    form: { username: member.username, password: member.password },
  });
  const body = await answer.json();
  expect(body, 'login').toMatchObject({ error: 0 });
  await page.addInitScript((token: string) => {
    if (sessionStorage.getItem('e2e:signedIn')) return;
    localStorage.setItem('casino361:token', token);
    sessionStorage.setItem('e2e:signedIn', '1');
  }, body.data.token as string);
}

/** The app opened at `path` with the member signed in (`signIn`), once it shows their balance. */
export async function openAppSignedIn(
  page: Page,
  member: { username: string; password: string },
  path = '/',
) {
  await signIn(page, member);
  await openApp(page, path);
  await expect(balance(page)).toBeVisible();
}

/** A member registered, activated and signed in, with the app open on home. */
export async function memberInApp(page: Page, options: { currency?: string } = {}) {
  const member = await registeredMember(page, options);
  await openAppSignedIn(page, member);
  return member;
}

/** Logs in through the login pop-up of the top bar. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  const login = page.getByRole('dialog', { name: 'Bienvenido de nuevo' });
  await login.getByLabel('Usuario / correo electrónico').fill(username);
  await login.getByLabel('Contraseña', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(balance(page)).toBeVisible();
}

/** Funds the account through the server's development-only credit route (apps/server/README.md). */
export async function credit(page: Page, username: string, amount: string) {
  const funded = await page.request.post('/dev/wallet/credit', { data: { username, amount } });
  expect((await funded.json()).error).toBe(0);
}

/** The member's figures as the app reads them (rollingAmount, bonus, withdrawable). */
export async function userInfo(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('casino361:token'));
  const answer = await page.request.post('/api/sys/auth/token/info', {
    headers: { Authorization: token!, 'CF-IPCountry': 'ES' },
  });
  const body = await answer.json();
  expect(body, 'token info').toMatchObject({ error: 0 });
  return body.data as { rollingAmount: string; bonusBalance: string; withdrawableBalance: string };
}
