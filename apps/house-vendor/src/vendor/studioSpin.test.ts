import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioOutcome } from '../fairness/receipt';
import { verifyReceipt } from '../fairness/verifier';
import { HOUSE_GAMES } from '../games/catalogue';
import { withJackpotContribution } from '../games/jackpot';
import { STUDIO_SLOTS } from '../games/slotStudio/slots/index';
import { createLaunchToken } from '../http/launchToken';
import { parseMoney } from '../money';
import { createMemoryStore } from '../storage/memoryStore';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRETS = testSecrets('studio-secret');

describe('studio slots played for money', () => {
  let casino: FakeCasinoWallet;
  let vendor: HouseVendor;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { 7: '500.00' });
    vendor = new HouseVendor({
      store: createMemoryStore(),
      wallet: new WalletClient({ walletUrl: casino.url, secrets: SECRETS, attempts: 1, retryDelayMs: 5 }),
      launchSecret: SECRETS.launch,
    });
  });
  afterAll(async () => {
    await casino.close();
  });

  const open = async (gameCode: string) => {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: 7,
      gameId: 1,
      gameCode,
      currency: 'EUR',
      mode: 'real',
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return (await vendor.findSession(opened.data.sessionId))!;
  };

  it('every studio slot is a game of its own in the catalogue', () => {
    const studio = HOUSE_GAMES.filter((game) => game.engine === 'studio');
    expect(studio.map((game) => game.studio).sort()).toEqual(STUDIO_SLOTS.map((slot) => slot.id).sort());
    expect(new Set(HOUSE_GAMES.map((game) => game.name)).size).toBe(HOUSE_GAMES.length);
  });

  it.each(STUDIO_SLOTS.map((slot) => [slot.id, slot] as const))(
    '%s settles its stake and win with the casino and states its exact RTP',
    async (_, slot) => {
      const session = await open(`house_${slot.id}`);
      const state = await vendor.state(session);
      if (!state.ok) throw new Error(state.message);
      expect(state.data.game.engine).toBe('studio');
      // the slot's exact return and the progressive jackpot's share of every stake (games/jackpot.ts)
      expect(state.data.game.rtp).toBe(withJackpotContribution(slot.declaredRtp));
      expect(state.data.game.studio).toMatchObject({ id: slot.id, volatility: slot.volatility });
      const before = casino.balances.get(7)!;
      const bet = (slot.betUnits * 4) / 100;
      const spin = await vendor.studioSpin(session, bet.toFixed(2), 1);
      if (!spin.ok) throw new Error(spin.message);
      const outcome = spin.data.outcome as StudioOutcome;
      expect(outcome.base.window).toHaveLength(slot.reels.length);
      expect(casino.balances.get(7)).toBe(before - slot.betUnits * 4 + outcome.payoutCents);
      expect(parseMoney(spin.data.balance!, 2)).toBe(casino.balances.get(7));
    },
  );

  it('refuses a stake that is not a whole cent per line or coin, and takes nothing', async () => {
    const session = await open('house_jade_tiger_ways');
    const before = casino.balances.get(7);
    const spin = await vendor.studioSpin(session, '0.30');
    expect(spin).toMatchObject({ ok: false, error: 1, message: 'slotBet' });
    expect(casino.balances.get(7)).toBe(before);
    // a fruit-slot page cannot play a studio round
    const fruit = await open('house_fruit_fortune');
    expect(await vendor.studioSpin(fruit, '1.00')).toMatchObject({ ok: false, message: 'slotBet' });
  });

  it("a studio round's receipt replays in the player's verifier once the seeds are revealed", async () => {
    const session = await open('house_treasure_dig');
    const spin = await vendor.studioSpin(session, '1.00', 4);
    if (!spin.ok) throw new Error(spin.message);
    const state = await vendor.state(session);
    if (!state.ok) throw new Error(state.message);
    await vendor.rotateSeeds(session, state.data.seeds.nextServerSeedHash);
    const receipts = await vendor.receipts(session);
    if (!receipts.ok) throw new Error('receipts');
    const receipt = receipts.data.find((round) => round.roundId === spin.data.roundId)!;
    expect(receipt).toMatchObject({ game: 'studio', slot: 'treasure_dig', pickChoice: 4 });
    expect(await verifyReceipt(receipt)).toEqual({ ok: true, payoutCents: spin.data.outcome.payoutCents });
  });
});
