import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type GameRng, uniformFloat, uniformInt } from './sampling';

/** 32 bytes from node:crypto, hex; the HMAC key of every round until the pair is rotated. */
export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown to the player before play: SHA-256 of the seed's raw bytes, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/**
 * Provably fair outcome stream: block k of a round is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`),
 * read as big-endian 32-bit words. Integers use rejection sampling so no value is favoured by modulo.
 */
export class FairRng implements GameRng {
  private readonly key: Buffer;
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(
    serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new Error('server seed must be 32 bytes of hex');
    this.key = Buffer.from(serverSeed, 'hex');
  }

  nextUint32(): number {
    if (this.offset >= this.block.length) {
      this.block = createHmac('sha256', this.key)
        .update(`${this.clientSeed}:${this.nonce}:${this.cursor}`)
        .digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const word = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return word;
  }

  int(n: number): number {
    return uniformInt(() => this.nextUint32(), n);
  }

  float(): number {
    return uniformFloat(() => this.nextUint32());
  }
}

const TWO_POW_32 = 0x1_0000_0000;

/** sfc32: a small seeded generator for simulations only (never for real rounds). */
export class SimulationRng implements GameRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    // uniformInt's rejection inlined (same draws): the bench draws some 10^9 times, a closure each showed
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`bad range ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % n;
    }
  }

  float(): number {
    return uniformFloat(() => this.nextUint32());
  }
}
