/**
 * Arithmetic on the server's money strings in their own decimals (issue 25): '5.00' for fiat,
 * '0.00008333' for a BTC account, in BigInt minor units so a satoshi is never lost to a float or
 * refused by code that expects cents.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,8}))?$/;

function parse(amount: string): { units: bigint; decimals: number } {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: "${amount}"`);
  const fraction = match[3] ?? '';
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] ? -units : units, decimals: fraction.length };
}

function format(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** `amount` times a whole `factor`, in the amount's decimals: '0.00008333' × 50 is '0.00416650'. */
export function multiplyAmount(amount: string, factor: number): string {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Not a whole factor: ${factor}`);
  const { units, decimals } = parse(amount);
  return format(units * BigInt(factor), decimals);
}

/** Currencies whose amounts do not have two decimals: a bitcoin counts in satoshis (issue 25). */
const EXPONENTS: Readonly<Record<string, number>> = { BTC: 8 };

/** Decimals of a currency's amounts: 8 for BTC, 2 for EUR, USD and BRL. */
export function exponentOf(currency: string | undefined): number {
  return (currency && EXPONENTS[currency.toUpperCase()]) || 2;
}

/**
 * A money string ('12.5', '-0.00512345') in minor units of a currency with `exponent` decimals
 * (cents, satoshis), exactly; more decimals than the currency has is no amount of it.
 */
export function toUnits(amount: string, exponent: number): bigint {
  const { units, decimals } = parse(amount);
  if (decimals > exponent) throw new RangeError(`"${amount}" has more than ${exponent} decimals`);
  return units * 10n ** BigInt(exponent - decimals);
}

/** Minor units as a money string with exactly the currency's decimals ('0.00512345', '12.50'). */
export function fromUnits(units: bigint, exponent: number): string {
  return format(units, exponent);
}
