import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSeedPair } from '../fairness/seeds';
import { createLaunchToken } from '../http/launchToken';
import type { HouseStore, VendorSession } from '../storage/store';
import { type FakeCasinoWallet, startFakeCasinoWallet } from '../testing/fakeCasinoWallet';
import { testSecrets } from '../testing/secrets';
import { testStores } from '../testing/stores';
import { WalletClient } from '../wallet/client';
import { HouseVendor } from './houseVendor';

const SECRETS = testSecrets('rotation-secret');
const MEMBER = 21;
const STORES = testStores();

afterAll(async () => {
  for (const store of STORES) await store.close();
});

describe.each(STORES)('seed rotation never reveals the seed of a round in play ($name)', ({ make }) => {
  let casino: FakeCasinoWallet;
  let store: HouseStore;
  beforeAll(async () => {
    casino = await startFakeCasinoWallet(SECRETS, { [MEMBER]: '100000.00' });
  });
  afterAll(async () => {
    await casino.close();
  });
  beforeEach(async () => {
    store = await make();
  });

  /** A vendor process; two of them over one store stand for two vendor processes over one database. */
  const vendorOn = (shared: HouseStore) =>
    new HouseVendor({
      store: shared,
      wallet: new WalletClient({ walletUrl: casino.url, secrets: SECRETS }),
      launchSecret: SECRETS.launch,
    });

  async function open(vendor: HouseVendor, gameCode: string): Promise<VendorSession> {
    const token = createLaunchToken(SECRETS.launch, {
      memberId: MEMBER,
      gameId: 3,
      gameCode,
      currency: 'EUR',
      mode: 'real',
    });
    const opened = await vendor.openSession(token);
    if (!opened.ok) throw new Error(opened.message);
    return (await vendor.findSession(opened.data.sessionId))!;
  }

  /** The next server seed hash the player's page shows, which a rotation must name. */
  async function committedNext(vendor: HouseVendor, session: VendorSession): Promise<string> {
    const state = await vendor.state(session);
    if (!state.ok) throw new Error(state.message);
    return state.data.seeds.nextServerSeedHash;
  }

  /** Deals until a hand waits for the player (a natural settles at once). */
  async function handInPlay(vendor: HouseVendor, table: VendorSession) {
    for (;;) {
      const dealt = await vendor.blackjackDeal(table, '10.00');
      if (!dealt.ok) throw new Error(dealt.message);
      if (dealt.data.blackjack.phase === 'player') return dealt.data;
    }
  }

  it('refuses a rotation from a slot tab while a blackjack hand is open in another tab', async () => {
    const vendor = vendorOn(store);
    const table = await open(vendor, 'house_blackjack');
    const slot = await open(vendor, 'house_fruit_fortune');
    const { roundId } = await handInPlay(vendor, table);
    const hand = (await store.findRound(roundId))!;

    const refused = await vendor.rotateSeeds(slot, await committedNext(vendor, slot), 'from-the-slot-tab');
    expect(refused).toMatchObject({ ok: false, error: 2, message: 'roundInPlay' });
    // the shoe's seed stays secret and the pair is still the one the hand was dealt from
    expect(await store.revealedSeed(hand.serverSeedHash)).toBeNull();
    expect((await store.activeSeedPair(`m:${MEMBER}`, createSeedPair)).serverSeedHash).toBe(
      hand.serverSeedHash,
    );
    // a slot spin meanwhile is fine: it is a round of its own, settled at once
    expect((await vendor.slotSpin(slot, '1.00')).ok).toBe(true);

    const stood = await vendor.blackjackAction(table, roundId, 'stand');
    expect(stood.ok && stood.data.blackjack.phase).toBe('settled');
    const rotated = await vendor.rotateSeeds(slot, await committedNext(vendor, slot), 'from-the-slot-tab');
    expect(rotated.ok && rotated.data.revealed.serverSeedHash).toBe(hand.serverSeedHash);
    expect(await store.revealedSeed(hand.serverSeedHash)).not.toBeNull();
  });

  it('lets no deal racing a rotation from another vendor process play under a revealed seed', async () => {
    const dealer = vendorOn(store);
    const rotator = vendorOn(store);
    const table = await open(dealer, 'house_blackjack');
    const slot = await open(rotator, 'house_fruit_fortune');
    let rotations = 0;
    for (let race = 0; race < 15; race += 1) {
      const next = await committedNext(rotator, slot);
      const [dealt, rotated] = await Promise.all([
        dealer.blackjackDeal(table, '10.00'),
        rotator.rotateSeeds(slot, next, `race-${race}`),
      ]);
      if (rotated.ok) rotations += 1;
      if (!dealt.ok) throw new Error(dealt.message);
      const round = (await store.findRound(dealt.data.roundId))!;
      if (dealt.data.blackjack.phase === 'player') {
        expect(await store.revealedSeed(round.serverSeedHash)).toBeNull();
        await dealer.blackjackAction(table, round.id, 'stand');
      }
    }
    expect(rotations).toBeGreaterThan(0);
    // every round was dealt from a nonce of its pair that no other round used
    const rounds = await store.listRounds(`m:${MEMBER}`, 100);
    expect(new Set(rounds.map((round) => `${round.serverSeedHash}:${round.nonce}`)).size).toBe(rounds.length);
  });

  it('lets exactly one of many concurrent rotations naming the same commitment through', async () => {
    const vendors = Array.from({ length: 5 }, () => vendorOn(store));
    const sessions = await Promise.all(vendors.map((vendor) => open(vendor, 'house_roulette')));
    const next = await committedNext(vendors[0]!, sessions[0]!);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vendors[i % 5]!.rotateSeeds(sessions[i % 5]!, next, `tab-${i}`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.message === 'seedsChanged')).toHaveLength(19);
    const active = await store.activeSeedPair(`m:${MEMBER}`, createSeedPair);
    expect(active.serverSeedHash).toBe(next);
  });

  it('gives concurrent rounds from several vendor processes distinct nonces of the pair', async () => {
    const vendors = [vendorOn(store), vendorOn(store)];
    const sessions = await Promise.all(vendors.map((vendor) => open(vendor, 'house_fruit_fortune')));
    const spins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vendors[i % 2]!.slotSpin(sessions[i % 2]!, '0.20')),
    );
    expect(spins.every((spin) => spin.ok)).toBe(true);
    const rounds = await store.listRounds(`m:${MEMBER}`, 100);
    expect(rounds.map((round) => round.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});
