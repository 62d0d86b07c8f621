import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlackjackState } from '../games/blackjack/engine';
import { findHouseGame } from '../games/catalogue';
import { coinLadder, stakeLadder } from '../games/stakes';
import { COIN_CENTS, MAX_COINS } from '../games/videopoker/engine';
import { createLaunchToken, type LaunchTokenInput } from '../http/launchToken';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { WalletClient } from '../wallet/client';
import { tieMaxCents } from './baccaratRound';
import { HouseVendor } from './houseVendor';
import { sessionTable } from './sessions';

const SECRETS = testSecrets('bitcoin-table');
const MEMBER = 8;
// the casino's tile limits converted at its reference rate: 0.20 to 100.00 at 40,000.00 a bitcoin
const SLOT_LIMITS = { minBet: '0.00000500', maxBet: '0.00250000' };

/** A bitcoin member plays in satoshis: every amount on the wire carries the currency's 8 decimals. */
describe('a table in bitcoin', () => {
  let casino: FakeCasinoWallet;
  let vendor: HouseVendor;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { [MEMBER]: '0.01000000' }, { [MEMBER]: 'BTC' });
    vendor = new HouseVendor({
      store: createMemoryStore(),
      wallet: new WalletClient({ walletUrl: casino.url, secrets: SECRETS, attempts: 1, retryDelayMs: 1 }),
      launchSecret: SECRETS.launch,
      // no jackpot draw: the balances below follow the round's own win
      jackpotOdds: 1_000_000_000,
    });
  });
  afterAll(async () => {
    await casino.close();
  });

  async function table(gameCode: string, limits: Pick<LaunchTokenInput, 'minBet' | 'maxBet'>) {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: MEMBER,
      gameId: 31,
      gameCode,
      currency: 'BTC',
      mode: 'real',
      ...limits,
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return (await vendor.findSession(opened.data.sessionId))!;
  }

  const calls = (operation: string) => casino.requests.filter((call) => call.operation === operation);

  it("opens no bitcoin table without the tile's converted limits", async () => {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: MEMBER,
      gameId: 31,
      gameCode: 'house_fruit_fortune',
      currency: 'BTC',
      mode: 'real',
    });
    expect(await vendor.openSession(token)).toMatchObject({ ok: false, message: 'gameUnavailable' });
  });

  it("shows the page the tile's limits in satoshis, not the game's cents", async () => {
    const session = await table('house_fruit_fortune', SLOT_LIMITS);
    const state = await vendor.state(session);
    if (!state.ok) throw new Error(state.message);
    expect(state.data.game).toMatchObject({
      minBetCents: 500,
      maxBetCents: 250_000,
      minBet: '0.00000500',
      maxBet: '0.00250000',
      exponent: 8,
    });
    expect(state.data.balance).toBe('0.01000000');
  });

  it('spins a slot in satoshis: the bet and the win go with 8 decimals, the balance follows exactly', async () => {
    const session = await table('house_fruit_fortune', SLOT_LIMITS);
    const before = casino.balances.get(MEMBER)!;
    const spin = await vendor.slotSpin(session, '0.00001000');
    if (!spin.ok) throw new Error(spin.message);
    expect(calls('bet').at(-1)!.body).toMatchObject({ amount: '0.00001000', currency: 'BTC' });
    const win = calls('win').at(-1)!.body;
    expect(win.amount).toMatch(/^\d+\.\d{8}$/);
    expect(casino.balances.get(MEMBER)).toBe(before - 1000 + spin.data.outcome.payoutCents);
    expect(spin.data.balance).toMatch(/^\d+\.\d{8}$/);
  });

  it('refuses a stake under the converted minimum, or not a whole satoshi a line, asking nothing', async () => {
    const session = await table('house_fruit_fortune', SLOT_LIMITS);
    const before = calls('bet').length;
    expect(await vendor.slotSpin(session, '0.00000480')).toMatchObject({ ok: false, message: 'slotBet' });
    expect(await vendor.slotSpin(session, '0.00000510')).toMatchObject({ ok: false, message: 'slotBet' });
    expect(await vendor.slotSpin(session, '0.000005001')).toMatchObject({ ok: false, message: 'slotBet' });
    expect(calls('bet').length).toBe(before);
  });

  it('spins roulette and settles a blackjack hand in satoshis', async () => {
    const wheel = await table('house_roulette', { minBet: '0.00000250', maxBet: '0.02500000' });
    const spin = await vendor.rouletteSpin(wheel, [
      { kind: 'red', amount: '0.00000300' },
      { kind: 'straight', numbers: [17], amount: '0.00000250' },
    ]);
    if (!spin.ok) throw new Error(spin.message);
    expect(calls('bet').at(-1)!.body).toMatchObject({
      amount: '0.00000550',
      rouletteBets: [
        { kind: 'red', amount: '0.00000300' },
        { kind: 'straight', numbers: [17], amount: '0.00000250' },
      ],
    });
    expect(await vendor.rouletteSpin(wheel, [{ kind: 'red', amount: '0.00000200' }])).toMatchObject({
      ok: false,
      message: 'rouletteBadBet',
      values: { min: '0.00000250' },
    });

    const felt = await table('house_blackjack', { minBet: '0.00002500', maxBet: '0.01250000' });
    const before = casino.balances.get(MEMBER)!;
    const dealt = await vendor.blackjackDeal(felt, '0.00002502');
    if (!dealt.ok) throw new Error(dealt.message);
    let hand = dealt.data.blackjack as unknown as BlackjackState;
    if (hand.phase !== 'settled') {
      const stood = await vendor.blackjackAction(felt, dealt.data.roundId, 'stand');
      if (!stood.ok) throw new Error(stood.message);
      hand = stood.data.blackjack as unknown as BlackjackState;
    }
    expect(hand.phase).toBe('settled');
    expect(casino.balances.get(MEMBER)).toBe(before - 2502 + hand.payoutCents);
    expect(await vendor.blackjackDeal(felt, '0.00002000')).toMatchObject({
      ok: false,
      values: { min: '0.00002500', max: '0.01250000' },
    });
  });

  it('offers stakes, chips and coins stepped from the converted minimum, each one the game accepts', async () => {
    const slot = { minBetCents: 510, maxBetCents: 250_000, exponent: 8 };
    // 510 is no whole satoshi a line of 20: the ladder starts at 520
    expect(stakeLadder([20, 40, 60, 100, 200, 400, 1000, 2000, 5000, 10000], slot, 20)).toEqual([
      520, 1040, 1560, 2600, 5200, 10_400, 26_000, 52_000, 130_000,
    ]);
    // fiat keeps the catalogue's own values
    expect(stakeLadder([20, 40, 60, 100], { minBetCents: 40, maxBetCents: 60 }, 20)).toEqual([40, 60]);
    expect(
      coinLadder(COIN_CENTS, { minBetCents: 250, maxBetCents: 125_000, exponent: 8 }, MAX_COINS),
    ).toEqual([250, 500, 1250, 2500, 5000, 12_500, 25_000]);
    const poker = await table('house_videopoker', { minBet: '0.00000250', maxBet: '0.00125000' });
    expect(await vendor.videoPokerDeal(poker, 2, '0.00000500')).toMatchObject({ ok: true });
    expect(calls('bet').at(-1)!.body).toMatchObject({ amount: '0.00001000' });
    expect(await vendor.videoPokerDeal(poker, 1, '0.00000300')).toMatchObject({ ok: false });
  });

  it("keeps baccarat's tie cap at its share of the table's maximum, a whole banker chip", async () => {
    const session = await table('house_baccarat', { minBet: '0.00002500', maxBet: '0.01250011' });
    const game = sessionTable(SECRETS.launch, () => new Date(), session)!;
    expect(findHouseGame('house_baccarat')!.betMaxCents!.tie).toBe(10_000);
    // 1,250,011 x 10,000 / 50,000 = 250,002.2, down to a multiple of 20
    expect(tieMaxCents(game)).toBe(250_000);
    const tooMuch = await vendor.baccaratDeal(session, [{ side: 'tie', amount: '0.00250020' }]);
    expect(tooMuch).toMatchObject({ ok: false, message: 'baccaratTieMax', values: { max: '0.00250000' } });
    const dealt = await vendor.baccaratDeal(session, [{ side: 'banker', amount: '0.00002520' }]);
    expect(dealt).toMatchObject({ ok: true });
    expect(calls('bet').at(-1)!.body).toMatchObject({ amount: '0.00002520' });
  });
});
