// No Node import here: the browser verifier is bundled from this module (see verifier.ts).

/** What a game engine draws from; the fair RNG in play, a fast seeded one in long simulations. */
export interface GameRng {
  /** A uniform integer in [0, n), n a positive integer up to 2^32. */
  int(n: number): number;
  /** A uniform float in [0, 1). */
  float(): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/** Rejects the top 2^32 mod n words so that every residue has exactly the same number of preimages. */
export function uniformInt(nextUint32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`bad range ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = nextUint32();
    if (word < limit) return word % n;
  }
}

/** 53 random bits (26 from one word, 27 from the next) scaled into [0, 1). */
export function uniformFloat(nextUint32: () => number): number {
  const high = nextUint32() >>> 6;
  const low = nextUint32() >>> 5;
  return (high * 0x800_0000 + low) / 2 ** 53;
}
