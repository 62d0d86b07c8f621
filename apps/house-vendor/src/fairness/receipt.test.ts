import { describe, expect, it } from 'vitest';
import { applyAction, dealBlackjack, legalActions, shuffleShoe } from '../games/blackjack/engine';
import { type GameInput, playRound, type RoundReceipt, summarizeBlackjack } from './receipt';
import { FairRng, hashServerSeed } from './rng';
import { createSeedPair, rotateSeedPair } from './seeds';
import { verifyReceipt } from './verifier';

// Fixed seeds keep the alterations below meaningful: a roulette round has 1 chance in 37 of landing on the
// same pocket under another nonce, so random seeds would make this suite fail now and then.
const SERVER_SEED = 'c0ffee'.repeat(10).concat('abcd');

/** Plays `input` under a known seed pair at nonce 5, rotates the pair and returns the receipt. */
function playedReceipt(input: GameInput): RoundReceipt {
  const pair = {
    ...createSeedPair('receipt-test'),
    serverSeed: SERVER_SEED,
    serverSeedHash: hashServerSeed(SERVER_SEED),
    nonce: 5,
  };
  const outcome = playRound(new FairRng(pair.serverSeed, pair.clientSeed, pair.nonce), input);
  const { revealed } = rotateSeedPair(pair);
  return {
    ...input,
    roundId: 'r1',
    serverSeedHash: pair.serverSeedHash,
    serverSeed: revealed.serverSeed,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    outcome,
  };
}

const INPUTS: { name: string; input: GameInput }[] = [
  { name: 'slot', input: { game: 'slot', slotConfig: 'rtp96', betCents: 200 } },
  {
    name: 'roulette',
    input: {
      game: 'roulette',
      bets: [
        { kind: 'red', amountCents: 100 },
        { kind: 'straight', numbers: [7], amountCents: 10 },
      ],
    },
  },
  { name: 'blackjack', input: { game: 'blackjack', betCents: 500, actions: [] } },
  {
    name: 'French roulette',
    input: {
      game: 'roulette',
      variant: 'french',
      bets: [
        { kind: 'voisins', amountCents: 900 },
        { kind: 'red', amountCents: 100 },
      ],
    },
  },
  {
    name: 'no-hole-card blackjack',
    input: { game: 'blackjack', betCents: 500, actions: [], ruleSet: 'enhc' },
  },
];

// Rounds are played with FairRng (node:crypto) and checked with the player's verifier (Web Crypto): two
// implementations of the scheme that must agree.
describe("receipts checked by the player's verifier", () => {
  it.each(INPUTS)('a $name round recomputes from its revealed seeds', async ({ input }) => {
    const receipt = playedReceipt(input);
    expect(await verifyReceipt(receipt)).toEqual({ ok: true, payoutCents: receipt.outcome.payoutCents });
  });

  it.each(INPUTS)('a $name receipt fails when any seed or the nonce is altered', async ({ input }) => {
    const receipt = playedReceipt(input);
    const otherSeed = 'b'.repeat(64);
    expect(await verifyReceipt({ ...receipt, serverSeed: otherSeed })).toEqual({
      ok: false,
      reason: 'hash-mismatch',
    });
    expect(await verifyReceipt({ ...receipt, clientSeed: 'receipt-tesT' })).toEqual({
      ok: false,
      reason: 'outcome-mismatch',
    });
    expect(await verifyReceipt({ ...receipt, nonce: receipt.nonce + 1 })).toEqual({
      ok: false,
      reason: 'outcome-mismatch',
    });
    expect(await verifyReceipt({ ...receipt, serverSeed: null })).toEqual({
      ok: false,
      reason: 'seed-not-revealed',
    });
  });

  it('a receipt whose recorded payout was changed fails', async () => {
    const receipt = playedReceipt(INPUTS[1]!.input);
    const outcome = { ...receipt.outcome, payoutCents: receipt.outcome.payoutCents + 100 };
    expect(await verifyReceipt({ ...receipt, outcome })).toEqual({ ok: false, reason: 'outcome-mismatch' });
  });

  it('a blackjack round with player actions replays the same cards from the seeds', async () => {
    const pair = createSeedPair('actions');
    let state = dealBlackjack(shuffleShoe(new FairRng(pair.serverSeed, pair.clientSeed, 0)), 1000);
    const actions: ('hit' | 'stand')[] = [];
    while (state.phase === 'player') {
      const action = legalActions(state).includes('hit') && actions.length < 1 ? 'hit' : 'stand';
      actions.push(action);
      state = applyAction(state, action);
    }
    const receipt: RoundReceipt = {
      game: 'blackjack',
      betCents: 1000,
      actions,
      roundId: 'bj',
      serverSeedHash: pair.serverSeedHash,
      serverSeed: pair.serverSeed,
      clientSeed: pair.clientSeed,
      nonce: 0,
      outcome: summarizeBlackjack(state),
    };
    expect(await verifyReceipt(receipt)).toEqual({ ok: true, payoutCents: state.payoutCents });
    // the outcome survives a trip through a database that reorders JSON keys
    const reordered = Object.fromEntries(
      Object.entries(receipt.outcome).reverse(),
    ) as RoundReceipt['outcome'];
    expect(Object.keys(reordered)).not.toEqual(Object.keys(receipt.outcome));
    expect((await verifyReceipt({ ...receipt, outcome: reordered })).ok).toBe(true);
  });
});
