/** An exact non-negative rational in BigInt, for RTPs that are fractions, not floats. */
export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  constructor(n: bigint, d = 1n) {
    if (d === 0n) throw new RangeError('division by zero');
    const sign = d < 0n ? -1n : 1n;
    const divisor = gcd(n < 0n ? -n : n, d < 0n ? -d : d) || 1n;
    this.n = (sign * n) / divisor;
    this.d = (sign * d) / divisor;
  }

  static of(value: number): Fraction {
    if (!Number.isInteger(value)) throw new RangeError(`not an integer: ${value}`);
    return new Fraction(BigInt(value));
  }

  add(other: Fraction): Fraction {
    return new Fraction(this.n * other.d + other.n * this.d, this.d * other.d);
  }

  sub(other: Fraction): Fraction {
    return new Fraction(this.n * other.d - other.n * this.d, this.d * other.d);
  }

  mul(other: Fraction): Fraction {
    return new Fraction(this.n * other.n, this.d * other.d);
  }

  div(other: Fraction): Fraction {
    return new Fraction(this.n * other.d, this.d * other.n);
  }

  /** Percent with `decimals` places, rounded half up: the figure a PAR sheet publishes. */
  percent(decimals = 4): string {
    const scale = 10n ** BigInt(decimals);
    const scaled = (this.n * 100n * scale * 2n + this.d) / (this.d * 2n);
    const whole = scaled / scale;
    const part = (scaled % scale).toString().padStart(decimals, '0');
    return decimals === 0 ? whole.toString() : `${whole}.${part}`;
  }

  toNumber(): number {
    return Number(this.n) / Number(this.d);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
