import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoundReceipt } from '../fairness/receipt';
import { hashServerSeed } from '../fairness/rng';
import { verifyReceipt } from '../fairness/verifier';
import type { RouletteOutcome } from '../games/roulette/engine';
import { createLaunchToken } from '../http/launchToken';
import type { HouseStore } from '../storage/store';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { testStores } from '../testing/stores';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';
import { sessionTable } from './sessions';
import { CasinoSettlement } from './settlement';
import { SharedTables, tablePocket } from './sharedTable';

const SECRETS = testSecrets('shared-table');
const TABLE = 'house_roulette_shared';
const STORES = testStores();

afterAll(async () => {
  for (const store of STORES) await store.close();
});

describe.each(STORES)('the shared roulette table ($name)', (testStore) => {
  let casino: FakeCasinoWallet;
  let store: HouseStore;
  let clock: number;
  let vendor: HouseVendor;
  let calls = 0;
  const requests = () => casino.requests.slice(calls);
  const now = () => new Date(clock);
  const wallet = () =>
    new WalletClient({ walletUrl: casino.url, secrets: SECRETS, attempts: 1, retryDelayMs: 1 });
  const instance = (holder: string) =>
    new SharedTables({
      store,
      settlement: new CasinoSettlement(store, wallet(), now),
      now,
      holder,
      bettingMs: 10_000,
      spinMs: 4_000,
      resultMs: 3_000,
      leaseMs: 5_000,
    });

  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 1: '100.00', 2: '100.00', 3: '0.50' });
  });
  afterAll(async () => {
    await casino.close();
  });
  beforeEach(async () => {
    store = await testStore.make();
    clock = Date.now();
    casino.balances.set(1, 10_000);
    casino.balances.set(2, 10_000);
    casino.balances.set(3, 50);
    calls = casino.requests.length;
    vendor = new HouseVendor({ store, wallet: wallet(), launchSecret: SECRETS.launch, now });
  });

  async function seat(memberId: number, maxBet = '100.00') {
    const token = createLaunchToken(
      SECRETS.launch,
      { memberId, gameId: 44, gameCode: TABLE, currency: 'EUR', mode: 'real', minBet: '0.20', maxBet },
      { now: now() },
    );
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    const session = (await vendor.findSession(opened.data.sessionId))!;
    return { session, game: sessionTable(SECRETS.launch, now, session) };
  }

  it('runs bets open, no more bets, the spin and the result, and refuses a bet once bets are closed', async () => {
    const table = instance('a');
    await table.tick();
    const open = (await table.snapshot(TABLE))!;
    expect(open).toMatchObject({ seq: 1, phase: 'betting', serverSeed: null, pocket: null });
    const alice = await seat(1);
    const placed = await table.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '5.00' }]);
    expect(placed).toMatchObject({ ok: true, data: { balance: '95.00' } });
    expect((await table.snapshot(TABLE))!.stakes['real:EUR']).toEqual({ cents: 500, players: 1 });

    clock += 10_000;
    await table.tick();
    const spinning = (await table.snapshot(TABLE))!;
    expect(spinning.phase).toBe('spinning');
    expect(hashServerSeed(spinning.serverSeed!)).toBe(open.serverSeedHash);
    const bets = casino.requests.length;
    const late = await table.placeBet(alice.session, alice.game, [{ kind: 'black', amount: '5.00' }]);
    expect(late).toMatchObject({ ok: false, error: 2, message: 'tableClosed' });
    expect(casino.requests.length).toBe(bets);

    clock += 4_000;
    await table.tick();
    expect((await table.snapshot(TABLE))!.phase).toBe('result');
    clock += 3_000;
    await table.tick();
    expect(await table.snapshot(TABLE)).toMatchObject({ seq: 2, phase: 'betting' });

    // A page a moment behind still shows the first round open: its bet is refused, not moved to the next.
    const requests = casino.requests.length;
    const stale = await table.placeBet(
      alice.session,
      alice.game,
      [{ kind: 'red', amount: '5.00' }],
      open.roundId,
    );
    expect(stale).toMatchObject({ ok: false, error: 2, message: 'tableClosed' });
    expect(casino.requests.length).toBe(requests);
    const next = (await table.snapshot(TABLE))!;
    expect(
      await table.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '5.00' }], next.roundId),
    ).toMatchObject({ ok: true, data: { roundId: expect.any(String) } });
  });

  it('settles a player who left mid-round, once a bet, and every receipt verifies with the revealed seed', async () => {
    const table = instance('a');
    await table.tick();
    const alice = await seat(1);
    const bob = await seat(2);
    await table.placeBet(alice.session, alice.game, [
      { kind: 'straight', numbers: [17], amount: '1.00' },
      { kind: 'red', amount: '2.00' },
    ]);
    await table.placeBet(alice.session, alice.game, [{ kind: 'odd', amount: '1.00' }]);
    await table.placeBet(bob.session, bob.game, [{ kind: 'black', amount: '3.00' }]);
    // both pages close now: nobody asks for anything until the round is over
    for (const step of [10_000, 4_000, 3_000, 10_000, 4_000]) {
      clock += step;
      await table.tick();
      await table.tick();
    }
    const wins = requests().filter((call) => call.operation === 'win');
    expect(wins.map((call) => call.body.transactionId).sort()).toHaveLength(3);
    expect(new Set(wins.map((call) => call.body.transactionId)).size).toBe(3);

    const receipts = await vendor.receipts(alice.session);
    if (!receipts.ok) throw new Error('no receipts');
    expect(receipts.data).toHaveLength(2);
    const pocket = (receipts.data[0]!.outcome as RouletteOutcome).number;
    for (const receipt of receipts.data) {
      expect((receipt.outcome as RouletteOutcome).number).toBe(pocket);
      expect(receipt.serverSeed).not.toBeNull();
      const verdict = await verifyReceipt(receipt as RoundReceipt, webcrypto.subtle as never);
      expect(verdict.ok).toBe(true);
    }
    const bobReceipts = await vendor.receipts(bob.session);
    if (!bobReceipts.ok) throw new Error('no receipts');
    expect((bobReceipts.data[0]!.outcome as RouletteOutcome).number).toBe(pocket);
    expect(
      tablePocket({ serverSeed: receipts.data[0]!.serverSeed!, clientSeed: receipts.data[0]!.clientSeed }),
    ).toBe(pocket);
    // a page that missed the result reads the settlement back
    const last = await table.lastSettled(alice.session);
    expect(last.map((bet) => [bet.status, bet.outcome?.number])).toEqual([
      ['settled', pocket],
      ['settled', pocket],
    ]);
    const paidAlice = receipts.data.reduce((sum, r) => sum + Math.round(Number(r.payout) * 100), 0);
    expect(casino.balances.get(1)).toBe(10_000 - 400 + paidAlice);
  });

  it("enforces the tile's maximum over the player's bets on a round, and shows the casino's refusal", async () => {
    const table = instance('a');
    await table.tick();
    const alice = await seat(1, '5.00');
    expect(await table.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '4.00' }])).toMatchObject({
      ok: true,
    });
    const over = await table.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '2.00' }]);
    expect(over).toMatchObject({ ok: false, error: 1, message: 'rouletteMax', values: { max: '5.00' } });
    const poor = await seat(3);
    const refused = await table.placeBet(poor.session, poor.game, [{ kind: 'red', amount: '1.00' }]);
    expect(refused).toMatchObject({ ok: false, message: 'insufficientFunds' });
  });

  it('prunes the rounds nobody bet on once they are old, keeping those with bets and the latest', async () => {
    const table = instance('a');
    await table.tick();
    const alice = await seat(1);
    await table.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '1.00' }]);
    for (let round = 0; round < 3; round += 1) {
      for (const step of [10_000, 4_000, 3_000]) {
        clock += step;
        await table.tick();
      }
    }
    const latest = (await store.currentTableRound(TABLE))!;
    expect(latest.seq).toBe(4);
    // rounds 2 and 3 had no bet; 1 had Alice's, 4 is the latest
    expect(await store.pruneTableRounds(TABLE, new Date(clock + 60_000))).toBe(2);
    expect(await store.pruneTableRounds(TABLE, new Date(clock + 60_000))).toBe(0);
    expect((await store.currentTableRound(TABLE))!.id).toBe(latest.id);
    const receipts = await vendor.receipts(alice.session);
    expect(receipts.ok && receipts.data[0]!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens one round when two instances tick at the same moment', async () => {
    const instances = ['a', 'b', 'c'].map(instance);
    for (let step = 0; step < 3; step += 1) {
      await Promise.all(instances.map((table) => table.tick()));
    }
    const rounds = await Promise.all(instances.map((table) => table.snapshot(TABLE)));
    expect(rounds.map((round) => `${round!.seq}:${round!.roundId}`)).toEqual(
      Array(3).fill(`1:${rounds[0]!.roundId}`),
    );
  });

  it('keeps one schedule with two instances, and the second continues the round when the first stops', async () => {
    const first = instance('first');
    const second = instance('second');
    await first.tick();
    await second.tick();
    expect((await first.snapshot(TABLE))!.seq).toBe(1);
    expect((await second.snapshot(TABLE))!.seq).toBe(1);
    const alice = await seat(1);
    // a bet taken by the instance that does not lead
    expect(await second.placeBet(alice.session, alice.game, [{ kind: 'red', amount: '1.00' }])).toMatchObject(
      { ok: true },
    );
    for (const step of [4_000, 4_000]) {
      clock += step;
      await first.tick(); // the leader renews its lease (5 s) as it ticks
      await second.tick();
    }
    clock += 2_000;
    await second.tick(); // bets are due to close, but the second does not lead: no parallel schedule
    expect((await second.snapshot(TABLE))!.phase).toBe('betting');
    // the leader stops; its lease runs out and the second takes over the same round
    clock += 3_000;
    await second.tick();
    expect(await second.snapshot(TABLE)).toMatchObject({ seq: 1, phase: 'spinning' });
    clock += 4_000;
    await second.tick();
    await first.tick(); // back, but the lease is the second's now
    expect(await first.snapshot(TABLE)).toMatchObject({ seq: 1, phase: 'result' });
    expect(requests().filter((call) => call.operation === 'win')).toHaveLength(1);
    clock += 3_000;
    await first.tick();
    await second.tick();
    expect((await second.snapshot(TABLE))!.seq).toBe(2);
  });
});
