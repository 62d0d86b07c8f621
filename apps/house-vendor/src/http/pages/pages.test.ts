import Fastify, { type FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../../testing/fakeCasinoWallet';
import { testSecrets } from '../../testing/secrets';
import { createLaunchToken } from '../launchToken';
import { houseVendorPlugin } from '../plugin';

const SECRETS = testSecrets('pages-secret');

/** The pages in a real browser (the machine's Chromium): they load under their CSP and play rounds. */
describe('game pages in Chromium', () => {
  let casino: FakeCasinoWallet;
  let app: FastifyInstance;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 1: '250.00' });
    app = Fastify();
    await app.register(houseVendorPlugin, {
      walletUrl: casino.url,
      secrets: SECRETS,
      storage: createMemoryStore(),
      retryIntervalMs: 0,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await casino?.close();
  });

  async function open(
    gameCode: string,
    mode: 'real' | 'fun' = 'real',
  ): Promise<{ page: Page; errors: string[] }> {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: mode === 'real' ? 1 : null,
      gameId: 1,
      gameCode,
      currency: 'EUR',
      mode,
      lang: 'en',
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}/vendor/house/play?token=${encodeURIComponent(token)}`);
    await expect.poll(() => page.textContent('#balance')).toMatch(/EUR$/);
    return { page, errors };
  }

  it('slot: spins, shows the balance the casino holds, and verifies receipts after a rotation', async () => {
    const { page, errors } = await open('house_fruit_fortune');
    expect(await page.locator('#reels svg').count()).toBe(15);
    for (let spin = 1; spin <= 2; spin += 1) {
      await page.click('#spin');
      await expect.poll(() => page.textContent('#nonce')).toBe(String(spin));
    }
    await expect
      .poll(() => page.textContent('#balance'))
      .toBe(`${(casino.balances.get(1)! / 100).toFixed(2)} EUR`);
    await page.click('#fair summary');
    const committed = await page.textContent('#next-seed-hash');
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await page.fill('#client-seed', 'chosen-by-me');
    await page.click('#rotate');
    await expect
      .poll(() => page.locator('#receipts tr td:last-child').allTextContents())
      .toEqual(['verified', 'verified']);
    expect(await page.inputValue('#client-seed')).toBe('chosen-by-me');
    // the client seed was paired with the server seed whose hash was shown before it was typed
    expect(await page.textContent('#seed-hash')).toBe(committed);
    expect(await page.textContent('#message')).toMatch(/^Seeds rotated/);
    expect(errors).toEqual([]);
  });

  it('blackjack: deals and plays a hand to the end with the action buttons', async () => {
    const { page, errors } = await open('house_blackjack');
    await page.fill('#bet', '10.00');
    await page.click('#deal');
    await expect.poll(() => page.locator('#hands .card').count()).toBeGreaterThanOrEqual(2);
    for (let step = 0; step < 4 && (await page.isEnabled('#stand')); step += 1) {
      await page.click('#stand');
      await page.waitForTimeout(200);
    }
    await expect.poll(() => page.isEnabled('#deal')).toBe(true);
    expect(await page.textContent('#message')).toMatch(/Paid|Dealer wins/);
    expect(errors).toEqual([]);
  });

  it('roulette for fun: places inside and outside bets on the layout and spins on the demo balance', async () => {
    const { page, errors } = await open('house_roulette', 'fun');
    await page.click('.pocket[data-n="17"]');
    await page.selectOption('#kind', 'corner');
    for (const n of [17, 18, 20, 21]) await page.click(`.pocket[data-n="${n}"]`);
    await page.click('button[data-kind="black"]');
    expect(await page.locator('#bets li').allTextContents()).toEqual([
      'Straight 17: 1.00',
      'Corner 17-18-20-21: 1.00',
      'Black: 1.00',
    ]);
    expect(await page.textContent('#total')).toBe('3.00');
    const requests = casino.requests.length;
    await page.click('#spin');
    await expect.poll(() => page.textContent('#result')).toMatch(/^\d+$/);
    const number = Number(await page.textContent('#result'));
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(number);
    const paid =
      (number === 17 ? 3600 : 0) +
      ([17, 18, 20, 21].includes(number) ? 900 : 0) +
      (number > 0 && !red ? 200 : 0);
    await expect
      .poll(() => page.textContent('#balance'))
      .toBe(`${((100_000 - 300 + paid) / 100).toFixed(2)} EUR`);
    expect(casino.requests.length).toBe(requests);
    expect(errors).toEqual([]);
  });

  it('checks receipts of every game in the page itself: one altered on its way in shows MISMATCH', async () => {
    const { page, errors } = await open('house_roulette');
    // the page's own API helper, as its buttons use it (earlier tests left a slot spin and a blackjack hand)
    await page.evaluate(() =>
      (globalThis as unknown as { api(path: string, body: object): Promise<unknown> }).api('/roulette/spin', {
        bets: [{ kind: 'red', amount: '1.00' }],
      }),
    );
    await page.click('#fair summary');
    await page.click('#rotate');
    const checks = () => page.locator('#receipts tr td:last-child').allTextContents();
    // two slot spins, a blackjack hand and this spin, all replayed in the page
    await expect
      .poll(async () => {
        const texts = await checks();
        return texts.length >= 4 && texts.every((text) => text === 'verified');
      })
      .toBe(true);
    const all = await checks();

    // the vendor (or anyone on the way) claims a bigger payout for the newest round, consistently
    await page.route('**/vendor/house/api/receipts', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      const [newest] = json.data;
      newest.outcome.payoutCents += 3500;
      newest.payout = (newest.outcome.payoutCents / 100).toFixed(2);
      await route.fulfill({ response, json });
    });
    await page.evaluate(() => (globalThis as unknown as { loadReceipts(): void }).loadReceipts());
    await expect.poll(checks).toEqual(['MISMATCH', ...all.slice(1)]);
    expect(errors).toEqual([]);
  });
});
