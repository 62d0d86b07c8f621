import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServerSeed, FairRng, hashServerSeed } from './rng';
import { uniformInt } from './sampling';
import { createSeedPair, isValidClientSeed, rotateSeedPair } from './seeds';

const SEED = 'a'.repeat(64);

/** Pearson chi-square of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}
// chi-square quantile 0.99 for 36 degrees of freedom (37 roulette pockets)
const CHI2_99_DF36 = 58.619;

describe('server seed commitment', () => {
  it('is the SHA-256 of the seed bytes, and every new seed is fresh', () => {
    const seed = createServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(createServerSeed()).not.toBe(seed);
  });

  it('rotation reveals the committed seed and starts a new pair at nonce 0', () => {
    const pair = { ...createSeedPair('lucky'), nonce: 12 };
    const { revealed, next } = rotateSeedPair(pair, 'new-seed');
    expect(hashServerSeed(revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(revealed.nonce).toBe(12);
    expect(next).toMatchObject({ clientSeed: 'new-seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(pair.serverSeedHash);
  });

  it('rotation activates the next server seed committed before the client seed was chosen', () => {
    const pair = createSeedPair('lucky');
    expect(hashServerSeed(pair.nextServerSeed)).toBe(pair.nextServerSeedHash);
    const { next } = rotateSeedPair(pair, 'chosen-after-seeing-the-hash');
    expect(next.serverSeed).toBe(pair.nextServerSeed);
    expect(next.serverSeedHash).toBe(pair.nextServerSeedHash);
    expect(hashServerSeed(next.nextServerSeed)).toBe(next.nextServerSeedHash);
    expect(next.nextServerSeed).not.toBe(pair.nextServerSeed);
  });

  it('accepts printable client seeds without the colon separator', () => {
    expect(isValidClientSeed('my-seed_42')).toBe(true);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('with space')).toBe(false);
  });
});

describe('FairRng', () => {
  it('reads HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") as big-endian words, block after block', () => {
    const rng = new FairRng(SEED, 'player', 7);
    const key = Buffer.from(SEED, 'hex');
    const block0 = createHmac('sha256', key).update('player:7:0').digest();
    const block1 = createHmac('sha256', key).update('player:7:1').digest();
    const words = Array.from({ length: 9 }, () => rng.nextUint32());
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(words[8]).toBe(block1.readUInt32BE(0));
  });

  it('gives a different stream for another nonce or client seed', () => {
    const first = (rng: FairRng) => [rng.nextUint32(), rng.nextUint32()];
    const base = first(new FairRng(SEED, 'player', 1));
    expect(first(new FairRng(SEED, 'player', 1))).toEqual(base);
    expect(first(new FairRng(SEED, 'player', 2))).not.toEqual(base);
    expect(first(new FairRng(SEED, 'playeR', 1))).not.toEqual(base);
  });

  it('rejects the words of the incomplete top range instead of folding them by modulo', () => {
    // 2^32 mod 3 = 1: the single word 2^32 - 1 would favour 0, so it is skipped
    const words = [0xffff_ffff, 0xffff_fffe];
    expect(uniformInt(() => words.shift()!, 3)).toBe(0xffff_fffe % 3);
    expect(words).toHaveLength(0);
    const spare = [5, 9];
    expect(uniformInt(() => spare.shift()!, 3)).toBe(2);
    expect(spare).toEqual([9]);
  });

  it('passes chi-square at 99% on one million integer draws over 37 pockets', () => {
    const rng = new FairRng(SEED, 'chi-square', 0);
    const counts = new Array<number>(37).fill(0);
    const draws = 1_000_000;
    for (let i = 0; i < draws; i += 1) counts[rng.int(37)]! += 1;
    expect(chiSquare(counts, draws)).toBeLessThan(CHI2_99_DF36);
  });

  it('passes chi-square at 99% on one million floats scaled to 37 buckets, all in [0, 1)', () => {
    const rng = new FairRng(SEED, 'floats', 3);
    const counts = new Array<number>(37).fill(0);
    const draws = 1_000_000;
    let outside = 0;
    for (let i = 0; i < draws; i += 1) {
      const value = rng.float();
      if (!(value >= 0 && value < 1)) outside += 1;
      counts[Math.floor(value * 37)]! += 1;
    }
    expect(outside).toBe(0);
    expect(chiSquare(counts, draws)).toBeLessThan(CHI2_99_DF36);
  });
});
