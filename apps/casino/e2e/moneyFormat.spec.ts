import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { articlePopups } from '../src/features/help/articlePopups';
import { type DialogName, dialogCatalogue } from '../src/features/shell/dialogs';
import { openApp } from './helpers';
import { credit, playSlot, registerMember, type ScriptedMember } from './memberScript';

/*
 * Issue 32 §15: one money format. A member with some history (a card deposit, a credit, slot rounds
 * with a win big enough for the ticker) is walked over every player screen in Spanish and in English;
 * every amount-like text on each must be exactly what the app's one formatter (packages/ui formatMoney:
 * Intl.NumberFormat in the player's language and currency) writes for its value.
 */

/**
 * Dialogs with nothing of the member's to show, or that leave the app, and the articles: the operator's
 * prose (help pages, rules, terms), which the app shows as written. Not walked.
 */
const skipped: DialogName[] = [
  ...(Object.keys(articlePopups) as DialogName[]),
  'login',
  'join',
  'forgotPassword',
  'facebookSignUp',
  'changePassword',
  'activationPrompt',
  'contact',
  'promotionPopup',
  'game',
  'payStatus',
];
const dialogs = (Object.keys(dialogCatalogue) as DialogName[]).filter((name) => !skipped.includes(name));
/** Routes a member reads: home with the tiles, jackpots and ticker; Play safe; the statement. */
const routes = ['/', '/playSafe', '/statement'];

/**
 * Every amount-like text the page shows: a number with two decimals, with or without a currency symbol
 * or code, or a whole number beside one ('50 €' on a quick-amount button), each with the currency it
 * names (the member's when none) and the text Intl writes for it in `locale`.
 */
async function amountsOn(page: Page, locale: string, currency: string) {
  return page.evaluate(
    ({ locale, currency }) => {
      // Spaces within a text (a table's cells are joined by tabs, which no amount holds).
      const space = '[ \u00a0\u202f]';
      const marker = String.raw`(?:R\$|US\$|[€$£]|\b(?:EUR|USD|BRL|GBP)\b)`;
      const number = String.raw`(?:\d{1,3}(?:[.,]\d{3}|${space}\d{3})+|\d+)`;
      const pattern = new RegExp(
        String.raw`(?<![\w.,])-?(?:${marker}${space}?)?-?${number}(?:[.,]\d{2})?(?!\d|${space}?%|[.,]\d)(?:${space}?${marker})?`,
        'gu',
      );
      const symbols: Record<string, string> = { '€': 'EUR', $: 'USD', US$: 'USD', R$: 'BRL', '£': 'GBP' };
      const found: { text: string; expected: string }[] = [];
      // An open dialog is the screen; the page under it was read on its own.
      const screen =
        document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? document.body;
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, a table's cells apart)
      for (const match of screen.innerText.matchAll(pattern)) {
        const text = match[0].trim();
        const named = /R\$|US\$|[€$£]|EUR|USD|BRL|GBP/.exec(text)?.[0];
        const decimals = /[.,]\d{2}$/.test(
          text.replace(/[ \u00a0\u202f]?(R\$|US\$|[€$£]|EUR|USD|BRL|GBP)$/, ''),
        );
        // A whole number counts only beside a currency; a bare one is a count, a year, a page number.
        if (!named && !decimals) continue;
        const figures = text.replace(/[^\d]/g, '');
        const value = decimals ? `${figures.slice(0, -2) || '0'}.${figures.slice(-2)}` : figures;
        const signed = text.includes('-') ? `-${value}` : value;
        const inCurrency = named ? (symbols[named] ?? named) : currency;
        // The formatter's options (packages/ui Amount.tsx): the pass asks Intl exactly what the app must.
        const digits = decimals ? 2 : 0;
        const expected = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: inCurrency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          signDisplay: 'negative',
        }).format(signed as Intl.StringNumericLiteral);
        found.push({ text, expected });
      }
      return found;
    },
    { locale, currency },
  );
}

/** The app's API calls still unanswered, per page (counted by `trackCalls`). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackCalls(page: Page) {
  const calls = new Set<Request>();
  inFlight.set(page, calls);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.add(request);
  });
  page.on('requestfinished', (request) => calls.delete(request));
  page.on('requestfailed', (request) => calls.delete(request));
}

/** Goes to an address inside the running app (no reload). */
async function go(page: Page, address: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${address}`);
}

/** Goes to an address inside the running app and waits until its calls have answered. */
async function visit(page: Page, address: string) {
  await go(page, address);
  await settle(page);
}

/** No call in flight for a moment (a screen asks for its data as it renders), then the render after. */
async function settle(page: Page) {
  const calls = inFlight.get(page)!;
  let quietSince = Date.now();
  for (const started = Date.now(); Date.now() - started < 5000; ) {
    await page.waitForTimeout(50);
    if (calls.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
}

/** Every screen's amounts in `locale`, each one not written by the formatter listed with its screen. */
async function walk(page: Page, locale: string, currency: string) {
  const wrong = new Map<string, string>();
  const read = new Set<string>();
  const check = async (screen: string) => {
    for (const { text, expected } of await amountsOn(page, locale, currency)) {
      read.add(`${screen}: ${text}`);
      const key = `"${text}" (formatter: "${expected}")`;
      if (text !== expected && !wrong.has(key)) wrong.set(key, screen);
    }
  };
  const unopened: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    await check(route);
  }
  await visit(page, '/');
  // One dialog replaces the other (dialogs.ts: one open at a time); the one read is marked, so the wait
  // is for the next.
  const fresh = page
    .locator('[role="dialog"]:not([data-read]), [role="alertdialog"]:not([data-read])')
    .first();
  for (const name of dialogs) {
    await go(page, `/?dialog=${name}`);
    if (
      !(await fresh.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      unopened.push(name);
    await settle(page);
    await check(`dialog ${name}`);
    await fresh.evaluate((dialog) => dialog.setAttribute('data-read', '')).catch(() => {});
  }
  await page.keyboard.press('Escape');
  expect(unopened, 'dialogs that did not open').toEqual([]);
  // The pass reads amounts, not nothing: the top bar, the history, the news and the cashier at least.
  expect(read.size, [...read].join('\n')).toBeGreaterThan(30);
  expect(
    [...read].filter((line) => line.startsWith('dialog news:')).length,
    'amounts in the news',
  ).toBeGreaterThan(0);
  return [...wrong].map(([amount, screen]) => `${locale} ${screen}: ${amount}`);
}

/** A card deposit through the API, as the card form sends it: a credited order and its news. */
async function cardDeposit(request: APIRequestContext, member: ScriptedMember, amount: string) {
  const answer = await request.post('/api/sys/deposit/creditcard/deposit', {
    headers: { Authorization: member.token, 'CF-IPCountry': 'ES' },
    form: {
      amount,
      paymentMethod: 'VISA_MASTERCARD',
      bonus: '0',
      cardNum: '4242424242424242',
      cardCvv: '123',
      expireMonth: '12',
      expireYear: String(new Date().getFullYear() + 2),
      cardFirstName: 'Ana',
      cardLastName: 'Ana',
      cardCountry: 'ES',
      cardState: 'ES-MD',
      cardCity: 'Madrid',
      cardAddress: 'Calle Mayor 1',
      cardPostalCode: '28001',
      cardEmail: member.email,
      cardMobile: '600123123',
    },
  });
  expect(await answer.json(), 'card deposit').toMatchObject({ error: 0, message: '', data: { status: 10 } });
}

/** Slot rounds at 100 (the table maximum) until one won at least 100 more than it staked: the ticker then has a line. */
async function winForTheTicker(request: APIRequestContext, member: ScriptedMember) {
  for (let round = 0; round < 80; round += 1) {
    await playSlot(request, member, 1, '100.00');
    const lines = await request.post('/api/sys/latestWin/randomList', { headers: { 'CF-IPCountry': 'ES' } });
    if (((await lines.json()).data as string[]).length > 0) return;
  }
  throw new Error('no win of 100 or more in 80 rounds');
}

/** The member's session in the app, as a login on this device would have stored it, then a reload. */
async function openAs(page: Page, member: ScriptedMember) {
  await page.evaluate((token) => localStorage.setItem('casino361:token', token), member.token);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('header').getByText(/\d[.,]\d{2}/)).toBeVisible();
}

test('every amount on every player screen is the one money format, in Spanish and in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // News is written once, in the language the member last used: a member of each language, each
  // with a deposit; the Spanish one also plays, for the game history and the ticker.
  const spanish = await registerMember(page.request);
  const english = await registerMember(page.request);
  const info = await page.request.post('/api/sys/auth/token/info', {
    headers: { Authorization: english.token, 'CF-IPCountry': 'ES', 'X-FE-Lang': 'en' },
  });
  expect((await info.json()).error).toBe(0);
  for (const member of [spanish, english]) await cardDeposit(page.request, member, '1234');
  await credit(page.request, spanish, '20000.45');
  await winForTheTicker(page.request, spanish);
  await playSlot(page.request, english, 2, '1.00');

  trackCalls(page);
  await openApp(page);
  await openAs(page, spanish);
  const ticker = page.getByRole('region', { name: 'Últimas ganancias' });
  await expect(ticker).toContainText(' ganó ');
  const wrong = await walk(page, 'es', 'EUR');

  // Issue 32 §13: the ticker follows a change of language at once, without a reload.
  await visit(page, '/');
  await page.getByRole('button', { name: 'Menú' }).first().click();
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  const englishTicker = page.getByRole('region', { name: 'Latest wins' });
  await expect(englishTicker).toContainText(' won ');
  await expect(englishTicker).not.toContainText(' ganó ');

  await openAs(page, english);
  wrong.push(...(await walk(page, 'en', 'EUR')));
  expect(wrong, 'amounts not written by the one formatter').toEqual([]);
});
