import type { Kysely } from 'kysely';
import { createServerSeed, hashServerSeed } from '../fairness/rng';
import { isValidClientSeed } from '../fairness/seeds';
import type { HouseTables } from './kyselySchema';

/**
 * Development and end-to-end tests only: makes a chosen server seed a member's first seed pair, so a test
 * knows the hands it will be dealt (a pair to split) while the cards still come from the provably fair
 * chain. A known server seed is no secret, so the host offers this only where it serves its development
 * routes (loopback callers, never in production). A member who already has a pair keeps it: false then.
 */
export async function presetSeedPair(
  // biome-ignore lint/suspicious/noExplicitAny: see migrateHouseVendor.
  host: Kysely<any>,
  memberId: number,
  serverSeed: string,
  clientSeed: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(serverSeed) || !isValidClientSeed(clientSeed)) {
    throw new RangeError('a server seed is 32 bytes of hex and a client seed printable text');
  }
  const inserted = await (host as unknown as Kysely<HouseTables>)
    .insertInto('house_seed_pair')
    .values({
      server_seed_hash: hashServerSeed(serverSeed),
      player_key: `m:${memberId}`,
      server_seed: serverSeed,
      client_seed: clientSeed,
      nonce: 0,
      active: true,
      revealed_at: null,
      next_server_seed: createServerSeed(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}
