import { webcrypto } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundReceipt } from '../fairness/receipt';
import { verifyReceipt } from '../fairness/verifier';
import { handOf, PAY_TABLE, type VideoPokerOutcome } from '../games/videopoker/engine';
import { createLaunchToken, type LaunchTokenInput } from '../http/launchToken';
import { houseVendorPlugin } from '../http/plugin';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { testStores } from '../testing/stores';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRETS = testSecrets('videopoker-round');
const MEMBER = 52;
const STORES = testStores();

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the page reads them, untyped JSON
type Envelope = { error: number; message: string; reason?: string; data: any };

/** Jacks or Better over the vendor's page API: a bet at the deal, the hand kept open, a win at the draw. */
describe('a video poker round over the API', () => {
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
    for (const store of STORES) await store.close();
  });

  async function open(gameCode: string, extra: Partial<LaunchTokenInput> = {}): Promise<string> {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: MEMBER,
      gameId: 52,
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
  const balanceCents = () => casino.balances.get(MEMBER)!;
  const walletCalls = (roundId: string) =>
    casino.requests.filter((request) => request.body.roundId === roundId);

  /** The casino calls that move money: opening a page reads the balance for the page's state. */
  const moneyCalls = () => casino.requests.filter((request) => request.operation !== 'balance').length;

  it('states the return with the best hold and the limits of 1 to 5 coins', async () => {
    const state = await call(await open('house_videopoker'), '/session');
    expect(state.data.game).toMatchObject({
      code: 'house_videopoker',
      name: 'Jacks or Better',
      engine: 'videopoker',
      rtp: '99.544',
      minBet: '0.10',
      maxBet: '50.00',
    });
    expect(state.data.videoPoker).toBeNull();
  });

  it('takes the stake at the deal, resumes the open hand, and pays the draw in one win', async () => {
    const session = await open('house_videopoker');
    for (let round = 0; round < 6; round += 1) {
      const before = balanceCents();
      const dealt = await call(session, '/videopoker/deal', { coins: 5, coinValue: '0.20' });
      expect(dealt.error).toBe(0);
      const { roundId, videoPoker } = dealt.data;
      expect(videoPoker).toMatchObject({
        phase: 'hold',
        coins: 5,
        coinCents: 20,
        betCents: 100,
        outcome: null,
      });
      expect(videoPoker.dealt).toHaveLength(5);
      expect(balanceCents()).toBe(before - 100);
      expect(dealt.data.balance).toBe(((before - 100) / 100).toFixed(2));
      // a reload finds the hand where it was, and no second hand is dealt meanwhile
      const resumed = await call(session, '/session');
      expect(resumed.data.videoPoker).toEqual(videoPoker);
      expect(await call(session, '/videopoker/deal', { coins: 1, coinValue: '0.20' })).toMatchObject({
        error: 2,
        reason: 'handInPlay',
      });
      expect((await call(session, '/videopoker/draw', { roundId, held: [2, 2] })).error).toBe(1);
      const held = round % 2 === 0 ? [0, 1] : [];
      const drawn = await call(session, '/videopoker/draw', { roundId, held });
      expect(drawn.error).toBe(0);
      const outcome = drawn.data.videoPoker.outcome as VideoPokerOutcome;
      expect(drawn.data.videoPoker.phase).toBe('settled');
      for (const i of held) expect(outcome.hand[i]).toBe(videoPoker.dealt[i]);
      for (const i of [0, 1, 2, 3, 4].filter((p) => !held.includes(p))) {
        expect(videoPoker.dealt).not.toContain(outcome.hand[i]);
      }
      const result = handOf(outcome.hand);
      const paid = result === null ? 0 : PAY_TABLE[result] * 100;
      expect(outcome).toMatchObject({ result, betCents: 100, payoutCents: paid });
      expect(walletCalls(roundId).map((request) => [request.operation, request.body.amount])).toEqual([
        ['bet', '1.00'],
        ['win', (paid / 100).toFixed(2)],
      ]);
      expect(balanceCents()).toBe(before - 100 + paid);
      expect((await call(session, '/videopoker/draw', { roundId, held })).reason).toBe('noHand');
    }
    expect((await call(session, '/session')).data.videoPoker).toBeNull();
  });

  it('refuses a stake off the table before asking the casino for money', async () => {
    const session = await open('house_videopoker', { minBet: '0.50', maxBet: '5.00' });
    const before = moneyCalls();
    for (const body of [
      { coins: 1, coinValue: '0.30' },
      { coins: 1, coinValue: '0.20' },
      { coins: 3, coinValue: '2.00' },
    ]) {
      expect(await call(session, '/videopoker/deal', body)).toMatchObject({
        error: 1,
        reason: 'videoPokerBet',
        message: 'coins, coinValue: 1 to 5 coins of a listed coin value, from 0.50 to 5.00 in all.',
      });
    }
    expect((await call(session, '/videopoker/deal', { coins: 6, coinValue: '0.10' })).error).toBe(1);
    expect(
      (await call(await open('house_baccarat'), '/videopoker/deal', { coins: 1, coinValue: '1.00' })).error,
    ).toBe(1);
    expect(moneyCalls()).toBe(before);
  });

  it('plays for fun on the demo balance, and the player can replay a hand from its revealed seeds', async () => {
    const session = await open('house_videopoker', { mode: 'fun', memberId: null });
    const before = casino.requests.length;
    const dealt = await call(session, '/videopoker/deal', { coins: 2, coinValue: '1.00' });
    // the seeds cannot be revealed while the hand's other cards are still to be drawn
    const early = await call(session, '/seeds/rotate', {
      nextServerSeedHash: dealt.data.seeds.nextServerSeedHash,
    });
    expect(early.reason).toBe('roundInPlay');
    const drawn = await call(session, '/videopoker/draw', { roundId: dealt.data.roundId, held: [4] });
    const outcome = drawn.data.videoPoker.outcome as VideoPokerOutcome;
    expect(drawn.data.balance).toBe(((100_000 - 200 + outcome.payoutCents) / 100).toFixed(2));
    expect(casino.requests.length).toBe(before);

    const rotated = await call(session, '/seeds/rotate', {
      nextServerSeedHash: drawn.data.seeds.nextServerSeedHash,
    });
    expect(rotated.error).toBe(0);
    const receipts = (await call(session, '/receipts')).data as RoundReceipt[];
    const receipt = receipts.find((round) => round.roundId === dealt.data.roundId)!;
    expect(receipt).toMatchObject({ game: 'videopoker', coins: 2, coinCents: 100, held: [4] });
    const subtle = webcrypto.subtle as typeof globalThis.crypto.subtle;
    expect(await verifyReceipt(receipt, subtle)).toEqual({ ok: true, payoutCents: outcome.payoutCents });
    const forged = { ...receipt, outcome: { ...outcome, hand: outcome.dealt } };
    expect((await verifyReceipt(forged, subtle)).ok).toBe(false);
  });

  describe.each(STORES)('a hand walked away from ($name)', ({ make }) => {
    it('is drawn holding all five cards as dealt, and paid once', async () => {
      let now = new Date();
      const store = await make();
      const wallet = new WalletClient({
        walletUrl: casino.url,
        secrets: SECRETS,
        attempts: 2,
        retryDelayMs: 5,
      });
      const vendor = new HouseVendor({ store, wallet, launchSecret: SECRETS.launch, now: () => now });
      const token = createLaunchToken(
        SECRETS.launch,
        { memberId: MEMBER, gameId: 52, gameCode: 'house_videopoker', currency: 'EUR', mode: 'real' },
        { ttlSeconds: 600, now },
      );
      const opened = await vendor.openSession(token);
      if (!opened.ok) throw new Error(opened.message);
      const session = (await vendor.findSession(opened.data.sessionId))!;
      const dealt = await vendor.videoPokerDeal(session, 1, '1.00');
      if (!dealt.ok) throw new Error(dealt.message);
      // the stored hand is the one dealt (through the database's JSON for the Kysely store)
      expect((await vendor.state(session)).ok && (await vendor.state(session))).toMatchObject({
        data: { videoPoker: { dealt: dealt.data.videoPoker.dealt } },
      });
      now = new Date(now.getTime() + 40 * 60_000);
      expect(await vendor.settleAbandonedRounds(30 * 60_000)).toBe(1);
      const round = (await store.findRound(dealt.data.roundId))!;
      expect(round.status).toBe('settled');
      const outcome = round.outcome as VideoPokerOutcome;
      expect(outcome).toMatchObject({ held: [0, 1, 2, 3, 4], hand: dealt.data.videoPoker.dealt });
      const wins = walletCalls(round.id).filter((request) => request.operation === 'win');
      expect(wins.map((request) => request.body.amount)).toEqual([(outcome.payoutCents / 100).toFixed(2)]);
      expect(await vendor.settleAbandonedRounds(30 * 60_000)).toBe(0);
    });
  });
});
