import { commitmentOf, createSeedPair, rotateSeedPair } from '../fairness/seeds';
import type { HouseStore } from '../storage/store';
import { fail, ok, type Result } from './results';

/**
 * Ends the player's seed pair (its server seed becomes public) and activates the committed next server
 * seed with the player's client seed. `nextServerSeedHash` is the commitment the player saw when choosing
 * it: a rotation from another tab meanwhile changed it, and the player must see the new one first. The
 * caller runs it in the player's queue and has checked the client seed.
 */
export async function rotatePlayerSeeds(
  store: HouseStore,
  playerKey: string,
  nextServerSeedHash: string,
  clientSeed?: string,
) {
  const rotated = await store.rotateSeedPair<Result<never>>(
    playerKey,
    () => createSeedPair(),
    (current, roundOpen) => {
      // the pair is the player's in every game: revealing it while any round of theirs is open (a
      // blackjack or video poker hand in another tab) would reveal the rest of that round's cards
      if (roundOpen) return { refused: fail(2, 'roundInPlay') };
      if (current.nextServerSeedHash !== nextServerSeedHash) return { refused: fail(2, 'seedsChanged') };
      return { next: rotateSeedPair(current, clientSeed ?? current.clientSeed).next };
    },
  );
  if ('refused' in rotated) return rotated.refused;
  const { revealed, next } = rotated;
  return ok({
    revealed: {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      rounds: revealed.nonce,
    },
    seeds: commitmentOf(next),
  });
}
