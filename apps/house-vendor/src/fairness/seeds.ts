import { randomBytes } from 'node:crypto';
import { createServerSeed, hashServerSeed } from './rng';

/** The player's active seed pair; the server seed itself stays secret until rotation. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use; rounds under one pair use 0, 1, 2, ... */
  nonce: number;
}

/** What the player sees before a round: everything but the server seed. */
export interface SeedCommitment {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function createSeedPair(clientSeed: string = defaultClientSeed()): SeedPair {
  const serverSeed = createServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

export function commitmentOf(pair: SeedPair): SeedCommitment {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** Printable text, no colon (the HMAC message separator), at most 64 characters. */
export function isValidClientSeed(clientSeed: string): boolean {
  return /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(clientSeed);
}

/**
 * Rotation ends the pair: the old server seed is revealed so every round played under it can be
 * checked, and a fresh pair starts at nonce 0.
 */
export function rotateSeedPair(
  current: SeedPair,
  nextClientSeed: string = current.clientSeed,
): { revealed: SeedPair; next: SeedPair } {
  return { revealed: current, next: createSeedPair(nextClientSeed) };
}
