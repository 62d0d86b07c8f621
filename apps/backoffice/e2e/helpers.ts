import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The operator's phone: the current code of the authenticator secret shown at enrolment. */
export function totp(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

export const password = 'Back-Office-Desk-Lamp-42';

/**
 * An operator opens their one-time link in their own browser, scans the code (reads the secret),
 * chooses a password, proves the authenticator and lands on the dashboard signed in.
 */
export async function enrol(browser: Browser, link: string, width = 1280, height = 800) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your back-office account' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await page.getByLabel('Secret (for typing into the app)').inputValue();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password', { exact: true }).fill(password);
  await page.getByLabel('Code shown by the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { page, secret };
}

/** Goes to a section through the navigation, as an operator clicks it. */
export async function open(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: new RegExp(`^${section}`) })
    .click();
}

/** The operator's own session token, as the app holds it, to call the API the way the app does. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('backoffice.session') ?? '{}').token as string,
  );
}

/** A 1x1 PNG, the smallest image the upload accepts as a proof. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A player-app call as the app makes it, answered as the envelope. */
export const api = async (
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  token?: string,
) => {
  const response = await request.post(`/api${path}`, {
    form,
    headers: { 'X-FE-LANG': 'en', 'CF-IPCountry': 'ES', ...(token ? { Authorization: token } : {}) },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the scenario reads answers field by field.
  return (await response.json()) as { error: number; message: string; data: any };
};

/** A player who joined (not yet deposited), by the API as the app calls it. */
export async function joinedPlayer(request: APIRequestContext, prefix: string) {
  const username = `${prefix}_${Date.now().toString(36)}`;
  const joined = await api(request, '/sys/auth/register', {
    email: `${username}@example.com`,
    username,
    password: 'Correct horse 42!',
    repassword: 'Correct horse 42!',
    mobilePrefix: '+34',
    mobile: String(600_000_000 + Math.floor(Math.random() * 99_999_999)),
    firstName: 'Eva',
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
  });
  expect(joined.error, joined.message).toBe(0);
  return { username, token: joined.data.token as string };
}

/** A player who joined, confirmed the e-mail, deposited 1000 EUR and played 400 (a cash-out may be half of it). */
export async function playerReadyToCashOut(page: Page) {
  const request = page.request;
  const username = `bo_${Date.now().toString(36)}`;
  const joined = await api(request, '/sys/auth/register', {
    email: `${username}@example.com`,
    username,
    password: 'Correct horse 42!',
    repassword: 'Correct horse 42!',
    mobilePrefix: '+34',
    mobile: '600123123',
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
  });
  expect(joined.error, joined.message).toBe(0);
  const mailbox = await (await request.get('/dev/mailbox')).text();
  const activation = mailbox
    .split('<article>')
    .find((mail) => mail.includes(username))
    ?.match(/activation\?token=([^"&<]+)/)?.[1];
  expect((await api(request, '/sys/member/mail/activate', { token: activation! })).error).toBe(0);
  const token = joined.data.token as string;
  const funded = await request.post('/dev/wallet/credit', { data: { username, amount: '1000.00' } });
  expect((await funded.json()).error).toBe(0);
  // Four spins of 100 in the house slot, in the vendor's own page.
  const launch = await api(request, '/sys/game/getLaunchUrl', { id: '1', channel: 'pc' }, token);
  expect(launch.error, launch.message).toBe(0);
  await page.goto(launch.data);
  await page.getByRole('combobox').selectOption('100.00');
  // The vendor's page speaks the language the game was launched in.
  const spin = page.getByRole('button', { name: /^(Spin|Girar)$/ });
  for (let round = 0; round < 4; round += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
  }
  await expect(spin).toBeEnabled();
  return { username, token };
}

export async function upload(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post('/api/sys/file/upload', {
    multipart: { file: { name, mimeType: 'image/png', buffer: png } },
    headers: { Authorization: token, 'X-FE-LANG': 'en' },
  });
  const answer = await response.json();
  expect(answer.error, answer.message).toBe(0);
  return answer.data.id as string;
}
