import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchToken } from '../http/launchToken';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRET = 'vendor-secret';

describe('settlement that outlives the casino being down', () => {
  let casino: FakeCasinoWallet;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRET, { 5: '50.00' });
  });
  afterAll(async () => {
    await casino.close();
  });

  it('keeps an unanswered win pending and resends it later with the same id, paid once', async () => {
    const store = createMemoryStore();
    const wallet = new WalletClient({ walletUrl: casino.url, secret: SECRET, attempts: 2, retryDelayMs: 5 });
    const warnings: object[] = [];
    const vendor = new HouseVendor({
      store,
      wallet,
      secret: SECRET,
      log: { warn: (details) => warnings.push(details) },
    });
    const token = createLaunchToken(SECRET, {
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
});
