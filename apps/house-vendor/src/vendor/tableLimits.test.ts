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

  it('refuses a voisins of 90.00 on a French tile whose maximum is 50, and a chip under the minimum', async () => {
    const session = await table('house_roulette_french', { minBet: '0.10', maxBet: '50.00' });
    const before = bets();
    expect(await vendor.rouletteSpin(session, [{ kind: 'voisins', amount: '90.00' }])).toMatchObject({
      ok: false,
      message: 'rouletteMax',
      values: { max: '50.00' },
    });
    // nine chips of 0.05: each under the wheel's 0.10 chip
    expect(await vendor.rouletteSpin(session, [{ kind: 'voisins', amount: '0.45' }])).toMatchObject({
      ok: false,
      message: 'rouletteBadBet',
    });
    expect(await vendor.rouletteSpin(session, [{ kind: 'red', amount: '0.15' }])).toMatchObject({
      ok: false,
      message: 'rouletteBadBet',
    });
    expect(bets()).toBe(before);
  });

  it('refuses called bets on the European tile', async () => {
    const session = await table('house_roulette', { minBet: '0.10', maxBet: '50.00' });
    expect(await vendor.rouletteSpin(session, [{ kind: 'tiers', amount: '6.00' }])).toMatchObject({
      ok: false,
      message: 'rouletteBadBet',
    });
  });

  it('plays a called bet on the French tile, sent to the casino as the chips it puts on the layout', async () => {
    const session = await table('house_roulette_french', { minBet: '0.10', maxBet: '50.00' });
    const state = await vendor.state(session);
    expect(state.ok && state.data.game).toMatchObject({ ruleSet: 'french', rtp: '97.297' });
    const spin = await vendor.rouletteSpin(session, [
      { kind: 'voisins', amount: '9.00' },
      { kind: 'red', amount: '1.00' },
    ]);
    expect(spin).toMatchObject({ ok: true, data: { outcome: { betCents: 1000 } } });
    const call = casino.requests.filter((request) => request.operation === 'bet').at(-1)!;
    const positions = call.body.rouletteBets as { kind: string; amount: string }[];
    expect(positions).toHaveLength(8);
    expect(positions[0]).toEqual({ kind: 'street', numbers: [0, 2, 3], amount: '2.00' });
    expect(call.body.amount).toBe('10.00');
  });

  it('deals the no-hole-card rule set on the European blackjack tile and states its return', async () => {
    const session = await table('house_blackjack_enhc', { minBet: '1.00', maxBet: '50.00' });
    const state = await vendor.state(session);
    expect(state.ok && state.data.game).toMatchObject({ ruleSet: 'enhc', rtp: '99.318' });
    const deal = await vendor.blackjackDeal(session, '10.00');
    expect(deal).toMatchObject({ ok: true, data: { blackjack: { holeCard: false } } });
    const classic = await vendor.state(await table('house_blackjack', {}));
    expect(classic.ok && classic.data.game).toMatchObject({ ruleSet: 'classic', rtp: '99.430' });
  });
});
