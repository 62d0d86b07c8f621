import { canonicalJson, type GameInput, type GameOutcome, playRound, type RoundReceipt } from './receipt';
import { type GameRng, uniformFloat, uniformInt } from './sampling';

// The player's own check of a receipt, run in their browser: Web Crypto only (no Node import, no answer
// of the vendor's taken on trust), bundled into the game client (client/src/frame/Receipt.tsx).

/** Web Crypto's SubtleCrypto: the browser's, or Node's globalThis.crypto.subtle in tests. */
type Subtle = typeof globalThis.crypto.subtle;

export type VerifyResult =
  | { ok: true; payoutCents: number }
  | { ok: false; reason: 'seed-not-revealed' | 'hash-mismatch' | 'outcome-mismatch' | 'invalid-round' };

/** The bytes of a 64-digit hex seed, or null for anything else. */
function seedBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Signals that a round reads past the HMAC blocks computed so far. */
class NeedMoreBlocks extends Error {}

/** The round's stream over precomputed blocks: the engines draw synchronously, Web Crypto is async. */
class BlockRng implements GameRng {
  private word = 0;

  constructor(private readonly blocks: readonly DataView[]) {}

  private nextUint32(): number {
    const block = this.blocks[this.word >> 3];
    if (!block) throw new NeedMoreBlocks();
    const value = block.getUint32((this.word & 7) * 4, false);
    this.word += 1;
    return value;
  }

  int(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }

  float(): number {
    return uniformFloat(() => this.nextUint32());
  }
}

/** More blocks than any round reads (a blackjack shoe takes about 40): past this, something is wrong. */
const MAX_BLOCKS = 4096;

/**
 * Recomputes a round from its seeds: block k is HMAC-SHA256(key = server seed bytes,
 * `${clientSeed}:${nonce}:${k}`), read as big-endian 32-bit words (README, Provable fairness).
 */
export async function replayRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input: GameInput,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<GameOutcome> {
  const seed = seedBytes(serverSeed);
  if (!seed) throw new RangeError('server seed must be 32 bytes of hex');
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: DataView[] = [];
  for (;;) {
    // doubling: a spin needs one block, a shoe a few dozen
    const more = Array.from({ length: Math.max(1, blocks.length) }, (_, i) =>
      subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:${blocks.length + i}`)),
    );
    for (const block of await Promise.all(more)) blocks.push(new DataView(block));
    try {
      return playRound(new BlockRng(blocks), input);
    } catch (error) {
      if (!(error instanceof NeedMoreBlocks) || blocks.length >= MAX_BLOCKS) throw error;
    }
  }
}

/**
 * Checks a receipt the way a player would: the revealed seed must hash to the commitment shown before
 * play, and the round replayed from it must give exactly the recorded outcome.
 */
export async function verifyReceipt(
  receipt: RoundReceipt,
  subtle: Subtle = globalThis.crypto.subtle,
): Promise<VerifyResult> {
  if (receipt.serverSeed === null) return { ok: false, reason: 'seed-not-revealed' };
  const seed = seedBytes(receipt.serverSeed);
  if (!seed || toHex(await subtle.digest('SHA-256', seed)) !== receipt.serverSeedHash) {
    return { ok: false, reason: 'hash-mismatch' };
  }
  let outcome: GameOutcome;
  try {
    outcome = await replayRound(receipt.serverSeed, receipt.clientSeed, receipt.nonce, receipt, subtle);
  } catch {
    return { ok: false, reason: 'invalid-round' };
  }
  return outcome !== undefined && canonicalJson(outcome) === canonicalJson(receipt.outcome)
    ? { ok: true, payoutCents: outcome.payoutCents }
    : { ok: false, reason: 'outcome-mismatch' };
}
