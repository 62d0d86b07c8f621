import { afterAll, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../fairness/rng';
import { createSeedPair, rotateSeedPair } from '../fairness/seeds';
import { testStores } from '../testing/stores';

const STORES = testStores().filter((store) => store.name.startsWith('Kysely'));

afterAll(async () => {
  for (const store of STORES) await store.close();
});

describe.each(STORES)('seed pairs stored before next seeds existed ($name)', ({ make, database }) => {
  it('get a committed next seed on first read, kept by later reads and activated by rotation', async () => {
    const store = await make();
    const old = createSeedPair('from-before');
    // an active pair as the previous version of the vendor stored it: no next seed
    await database()
      .insertInto('house_seed_pair')
      .values({
        server_seed_hash: old.serverSeedHash,
        player_key: 'm:1',
        server_seed: old.serverSeed,
        client_seed: old.clientSeed,
        nonce: 4,
        active: true,
        revealed_at: null,
      })
      .execute();

    const [first, second] = await Promise.all([
      store.activeSeedPair('m:1', createSeedPair),
      store.activeSeedPair('m:1', createSeedPair),
    ]);
    expect(first).toMatchObject({ serverSeedHash: old.serverSeedHash, nonce: 4 });
    expect(hashServerSeed(first.nextServerSeed)).toBe(first.nextServerSeedHash);
    expect(second.nextServerSeedHash).toBe(first.nextServerSeedHash);

    const rotated = await store.rotateSeedPair('m:1', createSeedPair, (current) => ({
      next: rotateSeedPair(current, 'after-upgrade').next,
    }));
    expect('next' in rotated && rotated.next.serverSeedHash).toBe(first.nextServerSeedHash);
    expect(await store.revealedSeed(old.serverSeedHash)).toBe(old.serverSeed);
  });
});
