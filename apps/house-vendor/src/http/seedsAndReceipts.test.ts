import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RoundReceipt } from '../fairness/receipt';
import { verifyReceipt } from '../fairness/verifier';
import { pluginApp, pluginStores, real } from '../testing/pluginSuite';

/** Provable fairness through the page: committed seeds, their rotation and receipts the player checks. */
describe.each(pluginStores())('house vendor plugin: seeds and receipts ($name)', ({ make }) => {
  const t = pluginApp(make);
  const { open, call, cents } = t;

  it('keeps receipts secret until rotation and shows no verdict of its own', async () => {
    const session = await open(real('house_roulette'));
    const first = (await call(session, '/session')).data.seeds;
    for (let i = 0; i < 3; i += 1)
      await call(session, '/roulette/spin', { bets: [{ kind: 'dozen', index: 2, amount: '1.00' }] });
    const hidden = (await call(session, '/receipts')).data;
    expect(hidden.map((r: { nonce: number }) => r.nonce)).toEqual([
      first.nonce + 2,
      first.nonce + 1,
      first.nonce,
    ]);
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await call(session, '/seeds/rotate', {
      clientSeed: 'my-lucky-seed',
      nextServerSeedHash: first.nextServerSeedHash,
    });
    expect(rotated.data.revealed.serverSeedHash).toBe(first.serverSeedHash);
    const shown = (await call(session, '/receipts')).data;
    expect(
      shown.every((r: { serverSeed: string }) => r.serverSeed === rotated.data.revealed.serverSeed),
    ).toBe(true);
    // the check is the player's (fairness/verifier.ts in the page), not a flag the vendor could set
    expect(shown.some((r: object) => 'verified' in r)).toBe(false);

    const next = rotated.data.seeds.nextServerSeedHash;
    expect(
      (await call(session, '/seeds/rotate', { clientSeed: 'bad:seed', nextServerSeedHash: next })).error,
    ).toBe(1);
  });

  it('commits the next server seed before the client seed is chosen, and rotates only to that one', async () => {
    const session = await open(real('house_fruit_fortune'));
    const before = (await call(session, '/session')).data.seeds;
    expect(before.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nextServerSeedHash).not.toBe(before.serverSeedHash);
    // the commitment does not move while the player plays
    await call(session, '/slot/spin', { bet: '1.00' });
    expect((await call(session, '/session')).data.seeds.nextServerSeedHash).toBe(before.nextServerSeedHash);

    // a rotation must name the commitment the player saw: none, or a stale one, changes nothing
    expect((await call(session, '/seeds/rotate', { clientSeed: 'mine' })).error).toBe(1);
    const stale = await call(session, '/seeds/rotate', {
      clientSeed: 'mine',
      nextServerSeedHash: 'a'.repeat(64),
    });
    expect(stale).toMatchObject({ error: 2, data: null });
    expect(stale.message).toMatch(/rotated meanwhile/);
    expect((await call(session, '/session')).data.seeds).toEqual({ ...before, nonce: before.nonce + 1 });

    const rotated = await call(session, '/seeds/rotate', {
      clientSeed: 'chosen-after-the-hash',
      nextServerSeedHash: before.nextServerSeedHash,
    });
    expect(rotated.data.seeds).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'chosen-after-the-hash',
      nonce: 0,
    });
    await call(session, '/slot/spin', { bet: '1.00' });
    const again = await call(session, '/seeds/rotate', {
      nextServerSeedHash: rotated.data.seeds.nextServerSeedHash,
    });
    // the seed the chosen client seed was paired with is the one committed before it was chosen
    const revealed = again.data.revealed.serverSeed;
    expect(createHash('sha256').update(Buffer.from(revealed, 'hex')).digest('hex')).toBe(
      before.nextServerSeedHash,
    );
  });

  it("the player's verifier reproduces real rounds of every game and refuses tampered receipts", async () => {
    const slot = await open(real('house_fruit_fortune'));
    const roulette = await open(real('house_roulette'));
    const table = await open(real('house_blackjack'));
    for (let i = 0; i < 2; i += 1) {
      expect((await call(slot, '/slot/spin', { bet: '2.00' })).error).toBe(0);
      const bets = [
        { kind: 'red', amount: '1.00' },
        { kind: 'corner', numbers: [1, 2, 4, 5], amount: '0.50' },
      ];
      expect((await call(roulette, '/roulette/spin', { bets })).error).toBe(0);
    }
    for (let hand = 0; hand < 3; hand += 1) {
      let state = (await call(table, '/blackjack/deal', { bet: '10.00' })).data.blackjack;
      while (state.phase === 'player') {
        const [action] = ['split', 'double', 'hit'].filter((a) => state.legalActions.includes(a));
        const move = action === 'hit' && state.hands.length > 1 ? 'stand' : (action ?? 'stand');
        state = (await call(table, '/blackjack/action', { roundId: state.roundId, action: move })).data
          .blackjack;
      }
    }
    const { nextServerSeedHash } = (await call(slot, '/session')).data.seeds;
    expect((await call(slot, '/seeds/rotate', { nextServerSeedHash })).error).toBe(0);
    const receipts: (RoundReceipt & { gameCode: string; payout: string })[] = (await call(slot, '/receipts'))
      .data;
    expect(new Set(receipts.map((receipt) => receipt.game))).toEqual(
      new Set(['slot', 'roulette', 'blackjack']),
    );
    expect(receipts).toHaveLength(7);
    for (const receipt of receipts) {
      const checked = await verifyReceipt(receipt, webcrypto.subtle as typeof globalThis.crypto.subtle);
      expect(checked).toEqual({ ok: true, payoutCents: cents(receipt.payout) });
    }

    const [first] = receipts;
    const otherSeed = createHash('sha256').update('another seed').digest('hex');
    expect(await verifyReceipt({ ...first!, serverSeed: otherSeed })).toEqual({
      ok: false,
      reason: 'hash-mismatch',
    });
    // a seed that does hash to the commitment cannot come with another client seed, nonce or outcome
    expect((await verifyReceipt({ ...first!, clientSeed: `${first!.clientSeed}x` })).ok).toBe(false);
    expect((await verifyReceipt({ ...first!, nonce: first!.nonce + 1 })).ok).toBe(false);
    const outcome = { ...first!.outcome, payoutCents: first!.outcome.payoutCents + 1 };
    expect(await verifyReceipt({ ...first!, outcome })).toEqual({ ok: false, reason: 'outcome-mismatch' });
  });
});
