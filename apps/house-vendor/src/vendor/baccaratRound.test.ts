import { webcrypto } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundReceipt } from '../fairness/receipt';
import { verifyReceipt } from '../fairness/verifier';
import type { BaccaratOutcome, BaccaratSide } from '../games/baccarat/engine';
import { createLaunchToken, type LaunchTokenInput } from '../http/launchToken';
import { houseVendorPlugin } from '../http/plugin';
import { parseMoney } from '../money';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';

const SECRETS = testSecrets('baccarat-round');
const MEMBER = 29;

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the page reads them, untyped JSON
type Envelope = { error: number; message: string; reason?: string; data: any };

/** What each bet returns, stake included: the table's rules written out once more, by hand. */
const RETURNS: Record<BaccaratSide, Record<BaccaratSide, (cents: number) => number>> = {
  player: { player: (c) => 2 * c, banker: () => 0, tie: (c) => c },
  // even money less the 5% commission on the win: 10.00 returns 19.50
  banker: { player: () => 0, banker: (c) => c + (c * 95) / 100, tie: (c) => c },
  tie: { player: () => 0, banker: () => 0, tie: (c) => 9 * c },
};

/** Baccarat over the vendor's page API, settled through the signed seamless wallet like every table. */
describe('a baccarat round over the API', () => {
  let casino: FakeCasinoWallet;
  let app: FastifyInstance;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { [MEMBER]: '5000.00' });
    app = Fastify();
    await app.register(houseVendorPlugin, {
      walletUrl: casino.url,
      secrets: SECRETS,
      storage: createMemoryStore(),
      wallet: { attempts: 1, retryDelayMs: 1 },
      retryIntervalMs: 0,
    });
  });
  afterAll(async () => {
    await app.close();
    await casino.close();
  });

  async function open(gameCode: string, extra: Partial<LaunchTokenInput> = {}): Promise<string> {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: MEMBER,
      gameId: 51,
      gameCode,
      currency: 'EUR',
      mode: 'real',
      lang: 'en',
      ...extra,
    });
    const page = await app.inject({ method: 'GET', url: `/vendor/house/play?token=${token}` });
    expect(page.statusCode).toBe(200);
    return /<meta name="house-session" content="([^"]+)">/.exec(page.body)![1]!;
  }
  async function call(session: string, path: string, body: object = {}): Promise<Envelope> {
    const response = await app.inject({
      method: 'POST',
      url: `/vendor/house/api${path}`,
      headers: { 'x-house-session': session },
      payload: body,
    });
    return response.json() as Envelope;
  }
  const deal = (session: string, bets: { side: string; amount: string }[]) =>
    call(session, '/baccarat/deal', { bets });
  const balanceCents = () => casino.balances.get(MEMBER)!;
  const walletCalls = (roundId: string) =>
    casino.requests.filter((request) => request.body.roundId === roundId);

  /** The casino calls that move money: opening a page reads the balance for the page's state. */
  const moneyCalls = () => casino.requests.filter((request) => request.operation !== 'balance').length;

  it('states the banker return for the table and deals as the baccarat engine', async () => {
    const state = await call(await open('house_baccarat'), '/session');
    expect(state.data.game).toMatchObject({
      code: 'house_baccarat',
      name: 'Baccarat',
      engine: 'baccarat',
      rtp: '98.942',
      minBet: '1.00',
      maxBet: '500.00',
      tieMaxCents: 10_000,
    });
  });

  it('settles each bet in one bet and one win: banker less 5%, tie 8:1, a tie returns player and banker', async () => {
    const session = await open('house_baccarat');
    const bets = [
      { side: 'player', amount: '10.00' },
      { side: 'banker', amount: '20.00' },
      { side: 'tie', amount: '1.00' },
    ];
    const seen = new Set<BaccaratSide>();
    // a tie comes about one coup in ten: 200 coups miss one with a chance of 2 in 10^9
    for (let round = 0; round < 200 && seen.size < 3; round += 1) {
      const before = balanceCents();
      const answer = await deal(session, bets);
      expect(answer.error).toBe(0);
      const outcome = answer.data.outcome as BaccaratOutcome;
      seen.add(outcome.winner);
      const expected = bets.map(({ side, amount }) =>
        RETURNS[side as BaccaratSide][outcome.winner](parseMoney(amount, 2)!),
      );
      expect(outcome.bets.map((bet) => bet.payoutCents)).toEqual(expected);
      const paid = expected.reduce((sum, cents) => sum + cents, 0);
      expect(outcome).toMatchObject({ betCents: 3100, payoutCents: paid });
      // the casino saw the round's whole stake, then its whole return (0.00 closes a lost round)
      const calls = walletCalls(answer.data.roundId);
      expect(calls.map((request) => [request.operation, request.body.amount])).toEqual([
        ['bet', '31.00'],
        ['win', (paid / 100).toFixed(2)],
      ]);
      expect(balanceCents()).toBe(before - 3100 + paid);
      expect(answer.data.balance).toBe((balanceCents() / 100).toFixed(2));
      // the cards follow the tableau: two or three each, totals mod 10, the higher total wins
      expect(outcome.player.length).toBeGreaterThanOrEqual(2);
      expect(outcome.banker.length).toBeLessThanOrEqual(3);
      const winner =
        outcome.playerTotal > outcome.bankerTotal
          ? 'player'
          : outcome.bankerTotal > outcome.playerTotal
            ? 'banker'
            : 'tie';
      expect(outcome.winner).toBe(winner);
    }
    expect([...seen].sort()).toEqual(['banker', 'player', 'tie']);
  });

  it('takes the banker commission on a lone banker bet and pushes it on a tie', async () => {
    const session = await open('house_baccarat');
    const seen = new Set<BaccaratSide>();
    for (let round = 0; round < 200 && seen.size < 3; round += 1) {
      const answer = await deal(session, [{ side: 'banker', amount: '10.00' }]);
      const outcome = answer.data.outcome as BaccaratOutcome;
      seen.add(outcome.winner);
      const win = walletCalls(answer.data.roundId).find((request) => request.operation === 'win')!;
      expect(win.body.amount).toBe({ banker: '19.50', tie: '10.00', player: '0.00' }[outcome.winner]);
    }
    expect(seen.size).toBe(3);
  });

  it('refuses bets off the table before asking the casino for money', async () => {
    const session = await open('house_baccarat', { minBet: '2.00', maxBet: '100.00' });
    const before = moneyCalls();
    // a banker bet whose 5% is not whole cents, a side twice, a chip under the table's 1.00
    for (const bets of [
      [{ side: 'banker', amount: '1.10' }],
      [
        { side: 'tie', amount: '1.00' },
        { side: 'tie', amount: '1.00' },
      ],
      [{ side: 'player', amount: '0.50' }],
    ]) {
      expect(await deal(session, bets)).toMatchObject({ error: 1, reason: 'baccaratBet' });
    }
    expect((await deal(session, [{ side: 'dragon', amount: '1.00' }])).error).toBe(1);
    // the tile's limits bound the bets together
    expect(
      await deal(session, [
        { side: 'player', amount: '60.00' },
        { side: 'banker', amount: '60.00' },
      ]),
    ).toMatchObject({ error: 1, reason: 'rouletteMax', message: 'bets: the table maximum is 100.00.' });
    expect(await deal(session, [{ side: 'tie', amount: '1.00' }])).toMatchObject({
      error: 1,
      reason: 'rouletteMin',
    });
    // the tie is capped at 100.00 on a 500.00 table, and at the tile's own maximum below that
    const wide = await open('house_baccarat');
    expect(await deal(wide, [{ side: 'tie', amount: '100.50' }])).toMatchObject({
      error: 1,
      reason: 'baccaratTieMax',
      message: 'bets: the largest tie bet at this table is 100.00.',
    });
    const narrow = await open('house_baccarat', { minBet: '1.00', maxBet: '50.00' });
    expect(await deal(narrow, [{ side: 'tie', amount: '60.00' }])).toMatchObject({
      error: 1,
      reason: 'baccaratTieMax',
      message: 'bets: the largest tie bet at this table is 50.00.',
    });
    // a roulette session cannot deal baccarat
    expect((await deal(await open('house_roulette'), [{ side: 'player', amount: '1.00' }])).error).toBe(1);
    expect(moneyCalls()).toBe(before);
  });

  it('plays for fun on the demo balance, and the player can replay a coup from its revealed seeds', async () => {
    const session = await open('house_baccarat', { mode: 'fun', memberId: null });
    const before = casino.requests.length;
    const answer = await deal(session, [{ side: 'player', amount: '5.00' }]);
    expect(answer.error).toBe(0);
    const outcome = answer.data.outcome as BaccaratOutcome;
    expect(answer.data.balance).toBe(((100_000 - 500 + outcome.payoutCents) / 100).toFixed(2));
    expect(casino.requests.length).toBe(before);

    const { seeds } = answer.data;
    const rotated = await call(session, '/seeds/rotate', { nextServerSeedHash: seeds.nextServerSeedHash });
    expect(rotated.error).toBe(0);
    const receipts = (await call(session, '/receipts')).data as RoundReceipt[];
    const receipt = receipts.find((round) => round.roundId === answer.data.roundId)!;
    expect(receipt).toMatchObject({ game: 'baccarat', bets: [{ side: 'player', amountCents: 500 }] });
    const subtle = webcrypto.subtle as typeof globalThis.crypto.subtle;
    expect(await verifyReceipt(receipt, subtle)).toEqual({ ok: true, payoutCents: outcome.payoutCents });
    const other: BaccaratSide = outcome.winner === 'tie' ? 'player' : 'tie';
    const forged = { ...receipt, outcome: { ...outcome, winner: other } };
    expect((await verifyReceipt(forged, subtle)).ok).toBe(false);
  });
});
