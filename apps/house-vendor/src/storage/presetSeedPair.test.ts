import { afterAll, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/rng';
import { createSeedPair } from '../fairness/seeds';
import { testStores } from '../testing/stores';
import { presetSeedPair } from './presetSeedPair';

const [pglite] = testStores().filter((store) => store.name.includes('PGlite'));
afterAll(() => pglite!.close());

const SEED = '0e20000000000000000000000000000000000000000000000000000000000001';

describe('a preset seed pair (development and e2e only)', () => {
  it("becomes the member's first pair, and a member who has a pair keeps it", async () => {
    const store = await pglite!.make();
    expect(await presetSeedPair(pglite!.database(), 7, SEED, 'split-945')).toBe(true);
    const pair = await store.activeSeedPair('m:7', createSeedPair);
    expect(pair).toMatchObject({ serverSeed: SEED, clientSeed: 'split-945', nonce: 0 });
    expect(pair.serverSeedHash).toBe(hashServerSeed(SEED));

    const other = createSeedPair('mine');
    expect(await presetSeedPair(pglite!.database(), 7, other.serverSeed, 'other')).toBe(false);
    expect((await store.activeSeedPair('m:7', createSeedPair)).serverSeed).toBe(SEED);
  });

  it('refuses what is not a server seed', async () => {
    await pglite!.make();
    await expect(presetSeedPair(pglite!.database(), 8, 'guessable', 'x')).rejects.toThrow(RangeError);
  });
});
