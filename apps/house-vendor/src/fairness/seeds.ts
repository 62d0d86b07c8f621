import { randomBytes } from 'node:crypto';
import { createServerSeed, hashServerSeed } from './rng';

/**
 * The player's active seed pair, and the server seed that will follow it. Both server seeds stay secret:
 * the active one until rotation, the next one until the rotation after that.
 */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round will use; rounds under one pair use 0, 1, 2, ... */
  nonce: number;
  /**
   * Drawn before the player chooses the client seed of the next pair, and shown as its hash, so the
   * vendor cannot pick a server seed after seeing the client seed.
   */
  nextServerSeed: string;
  nextServerSeedHash: string;
}

/** What the player sees before a round: everything but the two server seeds themselves. */
export interface SeedCommitment {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeedHash: string;
}

function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function withNextSeed(pair: Omit<SeedPair, 'nextServerSeed' | 'nextServerSeedHash'>): SeedPair {
  const nextServerSeed = createServerSeed();
  return { ...pair, nextServerSeed, nextServerSeedHash: hashServerSeed(nextServerSeed) };
}

export function createSeedPair(clientSeed: string = defaultClientSeed()): SeedPair {
  const serverSeed = createServerSeed();
  return withNextSeed({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 });
}

export function commitmentOf(pair: SeedPair): SeedCommitment {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
}

/** Printable text, no colon (the HMAC message separator), at most 64 characters. */
export function isValidClientSeed(clientSeed: string): boolean {
  return /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(clientSeed);
}

/**
 * Rotation ends the pair: the old server seed is revealed so every round played under it can be
 * checked, the committed next server seed becomes active with the player's client seed at nonce 0, and
 * a new next seed is drawn (and committed by its hash).
 */
export function rotateSeedPair(
  current: SeedPair,
  nextClientSeed: string = current.clientSeed,
): { revealed: SeedPair; next: SeedPair } {
  return {
    revealed: current,
    next: withNextSeed({
      serverSeed: current.nextServerSeed,
      serverSeedHash: current.nextServerSeedHash,
      clientSeed: nextClientSeed,
      nonce: 0,
    }),
  };
}
