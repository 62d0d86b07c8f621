import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchToken, type LaunchTokenInput } from '../http/launchToken';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRETS = testSecrets('table-limits');

/**
 * Several catalogue tiles play on one house game with their own stakes; the launch carries the tile's
 * limits (issue 26, finding 10: "Roulette Low Stakes", max 50, took 900).
 */
describe("the catalogue tile's table limits", () => {
  let casino: FakeCasinoWallet;
  let vendor: HouseVendor;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 7: '5000.00' });
    vendor = new HouseVendor({
      store: createMemoryStore(),
      wallet: new WalletClient({ walletUrl: casino.url, secrets: SECRETS, attempts: 1, retryDelayMs: 1 }),
      launchSecret: SECRETS.launch,
    });
  });
  afterAll(async () => {
    await casino.close();
  });

  async function table(gameCode: string, limits: Pick<LaunchTokenInput, 'minBet' | 'maxBet'>) {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: 7,
      gameId: 30,
      gameCode,
      currency: 'EUR',
      mode: 'real',
      ...limits,
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return (await vendor.findSession(opened.data.sessionId))!;
  }

  const bets = () => casino.requests.filter((call) => call.operation === 'bet').length;

  it('refuses 900 on a roulette tile whose maximum is 50, before asking the casino', async () => {
    const session = await table('house_roulette', { minBet: '0.50', maxBet: '50.00' });
    const before = bets();
    const spin = await vendor.rouletteSpin(session, [{ kind: 'red', amount: '900.00' }]);
    expect(spin).toMatchObject({ ok: false, error: 1, message: 'rouletteMax', values: { max: '50.00' } });
    expect(bets()).toBe(before);
    expect(await vendor.rouletteSpin(session, [{ kind: 'red', amount: '50.00' }])).toMatchObject({
      ok: true,
    });
  });

  it('refuses 400 on a blackjack tile whose maximum is 50', async () => {
    const session = await table('house_blackjack', { minBet: '0.50', maxBet: '50.00' });
    const before = bets();
    const deal = await vendor.blackjackDeal(session, '400.00');
    expect(deal).toMatchObject({ ok: false, error: 1, values: { min: '1.00', max: '50.00' } });
    expect(bets()).toBe(before);
  });

  it('refuses 0.10 on a roulette tile whose minimum is 20, counting the whole layout', async () => {
    const session = await table('house_roulette', { minBet: '20.00', maxBet: '1000.00' });
    const before = bets();
    const spin = await vendor.rouletteSpin(session, [{ kind: 'red', amount: '0.10' }]);
    expect(spin).toMatchObject({ ok: false, error: 1, message: 'rouletteMin', values: { min: '20.00' } });
    expect(bets()).toBe(before);
    const layout = [
      { kind: 'red', amount: '10.00' },
      { kind: 'dozen', index: 2, amount: '10.00' },
    ];
    expect(await vendor.rouletteSpin(session, layout)).toMatchObject({ ok: true });
  });

  it("shows the page the tile's limits, narrowed within the house game's own", async () => {
    const session = await table('house_roulette', { minBet: '20.00', maxBet: '5000.00' });
    const state = await vendor.state(session);
    if (!state.ok) throw new Error(state.message);
    expect(state.data.game).toMatchObject({ minBet: '20.00', maxBet: '1000.00' });
  });
});
