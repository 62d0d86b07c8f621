import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlackjackState } from '../games/blackjack/engine';
import { createLaunchToken } from '../http/launchToken';
import { migrateHouseVendor } from '../storage/kyselySchema';
import { createKyselyStore } from '../storage/kyselyStore';
import { createMemoryStore } from '../storage/memoryStore';
import type { HouseStore } from '../storage/store';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRETS = testSecrets('vendor-secret');

// biome-ignore lint/suspicious/noExplicitAny: test database without a schema type
let database: Kysely<any> | null = null;

const STORES: { name: string; make: () => Promise<HouseStore> }[] = [
  { name: 'memory store', make: async () => createMemoryStore() },
  {
    name: 'Kysely store on PGlite',
    make: async () => {
      // one database for the file (PGlite takes seconds to start), emptied for every test
      if (!database) {
        database = new Kysely({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
        await migrateHouseVendor(database);
      }
      await sql`truncate house_session, house_seed_pair, house_round, house_wallet_call`.execute(database);
      return createKyselyStore(database);
    },
  },
];

afterAll(async () => {
  await database?.destroy();
});

describe.each(STORES)('settlement that outlives the casino being down ($name)', ({ make }) => {
  let casino: FakeCasinoWallet;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 5: '50.00' });
  });
  afterAll(async () => {
    await casino.close();
  });
  let store: HouseStore;
  beforeEach(async () => {
    store = await make();
  });

  it('keeps an unanswered win pending and resends it later with the same id, paid once', async () => {
    const wallet = new WalletClient({
      walletUrl: casino.url,
      secrets: SECRETS,
      attempts: 2,
      retryDelayMs: 5,
    });
    const warnings: object[] = [];
    const vendor = new HouseVendor({
      store,
      wallet,
      launchSecret: SECRETS.launch,
      log: { warn: (details) => warnings.push(details) },
    });
    const token = createLaunchToken(SECRETS.launch, {
      memberId: 5,
      gameId: 1,
      gameCode: 'house_roulette',
      currency: 'EUR',
      mode: 'real',
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    const session = (await vendor.findSession(opened.data.sessionId))!;

    casino.dropAnswers('win', 2);
    const spin = await vendor.rouletteSpin(session, [
      { kind: 'straight', numbers: [0], amount: '1.00' },
      { kind: 'low', amount: '1.00' },
    ]);
    if (!spin.ok) throw new Error(spin.message);
    const payout = spin.data.outcome.payoutCents;
    // both attempts lost their answer: the vendor does not know the balance and keeps the win pending
    expect(spin.data.balance).toBeNull();
    expect((await store.listPendingWalletCalls(10)).map((call) => call.operation)).toEqual(['win']);
    expect(warnings).toEqual([expect.objectContaining({ operation: 'win', roundId: spin.data.roundId })]);

    expect(await vendor.retryPendingWalletCalls()).toBe(1);
    expect(await store.listPendingWalletCalls(10)).toEqual([]);
    const wins = casino.requests.filter((request) => request.operation === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((win) => win.body.transactionId)).size).toBe(1);
    expect(casino.balances.get(5)).toBe(5000 - 200 + payout);
    expect((await store.findRound(spin.data.roundId))?.status).toBe('settled');
  });

  /** A vendor process on this store whose clock the test moves. */
  async function vendorAt(clock: { now: Date }, memberId: number) {
    const wallet = new WalletClient({
      walletUrl: casino.url,
      secrets: SECRETS,
      attempts: 2,
      retryDelayMs: 5,
    });
    const vendor = new HouseVendor({ store, wallet, launchSecret: SECRETS.launch, now: () => clock.now });
    const token = createLaunchToken(
      SECRETS.launch,
      { memberId, gameId: 1, gameCode: 'house_roulette', currency: 'EUR', mode: 'real' },
      { ttlSeconds: 3600, now: clock.now },
    );
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return { vendor, wallet, session: (await vendor.findSession(opened.data.sessionId))! };
  }

  it('rolls back a bet the casino took when the vendor died before storing its round (finding 8)', async () => {
    const clock = { now: new Date() };
    casino.balances.set(7, 5000);
    const { vendor, wallet, session } = await vendorAt(clock, 7);
    // What a vendor that died right after the casino's answer leaves: the bet stored as pending
    // before it was sent, taken by the casino, and no round.
    const bet = {
      transactionId: 'died-bet-1',
      sessionToken: session.launchToken,
      gameId: 1,
      roundId: 'died',
      amount: '10.00',
      currency: 'EUR',
      rouletteBets: [{ kind: 'red', amount: '10.00' }],
    };
    await store.saveWalletCall({
      transactionId: bet.transactionId,
      roundId: 'died',
      operation: 'bet',
      amountCents: 1000,
      body: JSON.stringify(bet),
      status: 'pending',
      code: null,
      updatedAt: clock.now,
    });
    expect((await wallet.bet(bet)).kind).toBe('ok');
    expect(casino.balances.get(7)).toBe(4000);

    // A bet in flight is left alone; one pending for over a minute was interrupted.
    expect(await vendor.retryPendingWalletCalls()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await vendor.retryPendingWalletCalls()).toBe(1);
    expect(casino.balances.get(7)).toBe(5000);
    // The rollback names the bet; the positions stay the bet's own.
    const rollback = casino.requests.filter((request) => request.operation === 'rollback').at(-1)?.body;
    expect(rollback).toMatchObject({ referenceTransactionId: 'died-bet-1', amount: '10.00' });
    expect(rollback).not.toHaveProperty('rouletteBets');
    expect(await store.listPendingWalletCalls(10)).toEqual([]);
    expect(await vendor.retryPendingWalletCalls()).toBe(0);
  });

  it("sends a roulette round's positions with its bet, so the casino can tell even-money hedges", async () => {
    casino.balances.set(9, 5000);
    const { vendor, session } = await vendorAt({ now: new Date() }, 9);
    const spin = await vendor.rouletteSpin(session, [
      { kind: 'red', amount: '10.00' },
      { kind: 'black', amount: '4.00' },
      { kind: 'split', numbers: [2, 1], amount: '0.50' },
      { kind: 'dozen', index: 3, amount: '1.00' },
    ]);
    if (!spin.ok) throw new Error(spin.message);
    const calls = casino.requests.filter((request) => request.body.roundId === spin.data.roundId);
    expect(calls.map((call) => call.operation)).toEqual(['bet', 'win']);
    expect(calls[0]?.body).toMatchObject({
      amount: '15.50',
      rouletteBets: [
        { kind: 'red', amount: '10.00' },
        { kind: 'black', amount: '4.00' },
        { kind: 'split', numbers: [2, 1], amount: '0.50' },
        { kind: 'dozen', index: 3, amount: '1.00' },
      ],
    });
    expect(calls[1]?.body).not.toHaveProperty('rouletteBets');
  });

  it('gives back the stake of a slot or roulette round left open by a vendor that died mid-round', async () => {
    const clock = { now: new Date() };
    casino.balances.set(8, 5000);
    const { vendor, session } = await vendorAt(clock, 8);
    const spin = await vendor.rouletteSpin(session, [{ kind: 'low', amount: '5.00' }]);
    if (!spin.ok) throw new Error(spin.message);
    const after = casino.balances.get(8)!;
    // The same round as a vendor that died after the bet and before the win would have left it.
    const round = (await store.findRound(spin.data.roundId))!;
    await store.updateRound({ ...round, status: 'open', outcome: null, payoutCents: 0 });
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    expect(await vendor.settleAbandonedRounds(30 * 60_000)).toBe(1);
    expect((await store.findRound(spin.data.roundId))?.status).toBe('void');
    const rollbacks = casino.requests.filter((request) => request.operation === 'rollback');
    expect(rollbacks.at(-1)?.body.referenceTransactionId).toBe(`${spin.data.roundId}-bet-1`);
    // The fake casino refunds the stake the round took (its win, already paid, stays paid here).
    expect(casino.balances.get(8)).toBe(after + 500);
  });

  it('finishes a blackjack hand the player walked away from, after the launch token expired', async () => {
    let now = new Date();
    const wallet = new WalletClient({
      walletUrl: casino.url,
      secrets: SECRETS,
      attempts: 2,
      retryDelayMs: 5,
    });
    const vendor = new HouseVendor({ store, wallet, launchSecret: SECRETS.launch, now: () => now });
    casino.balances.set(6, 10_000);
    const token = createLaunchToken(
      SECRETS.launch,
      { memberId: 6, gameId: 2, gameCode: 'house_blackjack', currency: 'EUR', mode: 'real' },
      { ttlSeconds: 600, now },
    );
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    const session = (await vendor.findSession(opened.data.sessionId))!;
    let dealt = await vendor.blackjackDeal(session, '10.00');
    // a natural blackjack settles at once; deal again until a hand waits for the player
    while (dealt.ok && dealt.data.blackjack.phase === 'settled')
      dealt = await vendor.blackjackDeal(session, '10.00');
    if (!dealt.ok) throw new Error(dealt.message);
    const { roundId } = dealt.data;

    now = new Date(now.getTime() + 10 * 60_000);
    expect(await vendor.settleAbandonedRounds(30 * 60_000)).toBe(0);
    now = new Date(now.getTime() + 25 * 60_000);
    expect(await vendor.settleAbandonedRounds(30 * 60_000)).toBe(1);

    const round = (await store.findRound(roundId))!;
    expect(round.status).toBe('settled');
    expect((round.state as BlackjackState).actions.every((action) => action === 'stand')).toBe(true);
    const win = casino.requests.filter(
      (request) => request.body.roundId === roundId && request.operation === 'win',
    );
    expect(win).toHaveLength(1);
    const cents = (amount: unknown) => Number(String(amount).replace('.', ''));
    const mine = casino.requests.filter((request) => request.body.sessionToken === token);
    const total = (operation: string) =>
      mine
        .filter((request) => request.operation === operation)
        .reduce((sum, request) => sum + cents(request.body.amount), 0);
    expect(cents(win[0]!.body.amount)).toBe(round.payoutCents);
    expect(casino.balances.get(6)).toBe(10_000 - total('bet') + total('win'));
  });
});

describe.each(STORES)('the progressive jackpot ($name)', ({ make }) => {
  let casino: FakeCasinoWallet;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 7: '50.00' });
  });
  afterAll(async () => {
    await casino.close();
  });

  async function slotSession(mode: 'real' | 'fun', jackpotOdds: number) {
    const wallet = new WalletClient({
      walletUrl: casino.url,
      secrets: SECRETS,
      attempts: 2,
      retryDelayMs: 5,
    });
    const vendor = new HouseVendor({
      store: await make(),
      wallet,
      launchSecret: SECRETS.launch,
      jackpotOdds,
    });
    const token = createLaunchToken(SECRETS.launch, {
      memberId: mode === 'real' ? 7 : null,
      gameId: 3,
      gameCode: 'house_fruit_fortune',
      currency: 'EUR',
      mode,
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return { vendor, session: (await vendor.findSession(opened.data.sessionId))! };
  }

  it('shows the pool the casino answers and claims it, once, after the win of a spin that drew the trigger', async () => {
    casino.jackpot.cents = 123_456;
    const { vendor, session } = await slotSession('real', 1);
    const state = await vendor.state(session);
    expect(state.ok && state.data.jackpot).toBe('1234.56');

    casino.dropAnswers('jackpot', 1);
    const spin = await vendor.slotSpin(session, '1.00');
    if (!spin.ok) throw new Error(spin.message);
    expect((spin.data.outcome as { jackpot?: boolean }).jackpot).toBe(true);
    expect(spin.data.jackpot).toBe('1234.56');
    const claims = casino.requests.filter((request) => request.operation === 'jackpot');
    // the first answer was lost: resent with the same id, paid once
    expect(claims.map((claim) => claim.body.transactionId)).toEqual([
      `${spin.data.roundId}-jackpot`,
      `${spin.data.roundId}-jackpot`,
    ]);
    const order = casino.requests.filter((request) => request.body.roundId === spin.data.roundId);
    expect(order.map((request) => request.operation)).toEqual(['bet', 'win', 'jackpot', 'jackpot']);
    expect(casino.jackpot.cents).toBe(casino.jackpot.seedCents);
    const receipts = await vendor.receipts(session);
    expect(receipts.ok && receipts.data[0]).toMatchObject({ jackpotOdds: 1, outcome: { jackpot: true } });
  });

  it('never draws nor claims it in play for fun, nor on a spin that missed', async () => {
    const fun = await slotSession('fun', 1);
    const funSpin = await fun.vendor.slotSpin(fun.session, '1.00');
    expect(funSpin.ok && (funSpin.data.outcome as { jackpot?: boolean }).jackpot).toBeUndefined();
    const real = await slotSession('real', 2 ** 31);
    const before = casino.requests.length;
    const spin = await real.vendor.slotSpin(real.session, '1.00');
    expect(spin.ok && spin.data.jackpot).toBeNull();
    expect(casino.requests.slice(before).map((request) => request.operation)).toEqual(['bet', 'win']);
  });
});
