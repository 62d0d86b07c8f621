/**
 * Money crosses the wallet as decimal strings ('12.50') and is compared or added as integers of the
 * currency's minor unit in BigInt, never as a float (preamble). Each currency keeps its own exponent
 * (ISO 4217's minor units; 8 for BTC, which ISO does not list): 2 for EUR, USD and BRL, so fiat code
 * works in cents. The database keeps numeric(28, 8), room for the largest exponent (migration 2140).
 */
export type Money = string;

/** The database's scale for money: the largest exponent of an account currency. */
export const MONEY_SCALE = 8;

/** Currencies whose exponent is not 2, as the currency table's `decimals` holds them (seeds/currencies.json). */
const EXPONENTS: Readonly<Record<string, number>> = { BTC: 8 };

/** Decimals of one currency's amounts: 8 for BTC, 2 for the others. */
export function exponentOf(currency: string | null | undefined): number {
  return (currency && EXPONENTS[currency.toUpperCase()]) || 2;
}

const DECIMAL = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,8}))?$/;

/**
 * The amount in minor units of a currency with `exponent` decimals; undefined when the text is not a
 * decimal or carries a significant digit beyond the exponent: at exponent 2, '1.005' is refused and
 * the database's '1.50000000' reads as 150.
 */
export function toMinor(text: string, exponent: number): bigint | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  if (/[^0]/.test(fraction.slice(exponent))) return undefined;
  const units =
    BigInt(match[2]!) * 10n ** BigInt(exponent) +
    BigInt(fraction.slice(0, exponent).padEnd(exponent, '0') || '0');
  return match[1] === '-' ? -units : units;
}

/** '1234.50' from 123450n with exponent 2, '0.00012345' from 12345n with exponent 8. */
export function formatMinor(units: bigint, exponent: number): Money {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  if (exponent === 0) return `${sign}${abs}`;
  const base = 10n ** BigInt(exponent);
  return `${sign}${abs / base}.${(abs % base).toString().padStart(exponent, '0')}`;
}

const RATE = /^(\d+)(?:\.(\d{1,10}))?$/;

/** An exchange rate (the currency table's numeric(30, 10), dollars per unit) in 10^-10 units. */
export function rateUnits(rate: string): bigint {
  const match = RATE.exec(rate.trim());
  const units = match ? BigInt(match[1]!) * 10n ** 10n + BigInt((match[2] ?? '').padEnd(10, '0')) : 0n;
  if (units <= 0n) throw new RangeError(`not an exchange rate: ${rate}`);
  return units;
}

/**
 * A figure of the reference currency (exchange rate 1), in its cents, as minor units of a currency
 * with `exponent` decimals at `rate` (the currency table's, reference units per unit): 5.00 at BTC's
 * 60000 is 8333 satoshi. Rounded to the currency's exponent, down for what is paid or allowed (an
 * amount, a cap) and up for what must be reached (a minimum), so a conversion never gives more or
 * asks less than the reference figure.
 */
export function fromReference(
  cents: bigint,
  rate: string,
  exponent: number,
  rounding: 'down' | 'up',
): bigint {
  const numerator = cents * 10n ** BigInt(exponent) * 10n ** 10n;
  const denominator = 100n * rateUnits(rate);
  const units = numerator / denominator;
  return rounding === 'up' && units * denominator < numerator ? units + 1n : units;
}

/** Cents of a decimal string with at most 2 significant decimals; undefined when it is not one. */
export function toCents(text: string): bigint | undefined {
  return toMinor(text, 2);
}

/** '1234.50' from 123450n: the Money schema of a 2-decimal currency (minus sign when negative). */
export function formatCents(cents: bigint): Money {
  return formatMinor(cents, 2);
}

/**
 * A numeric the database answered ('12.5', '12.50000000', '0') as Money. With the currency named:
 * exactly its decimals, and a figure with more significant decimals than that is a fault, not something
 * to round away. Without: two decimals, or eight when the amount needs them (a BTC amount read by code
 * that does not know the currency: a history row), so no view fails on a BTC account. A bigint is cents.
 */
export function money(value: string | number | bigint | null | undefined, currency?: string | null): Money {
  if (currency === undefined || currency === null) {
    if (value === null || value === undefined) return '0.00';
    if (typeof value === 'bigint') return formatCents(value);
    const atoms = toAtoms(String(value));
    if (atoms === undefined) throw new RangeError(`not a money amount: ${String(value)}`);
    return formatAtoms(atoms);
  }
  const exponent = exponentOf(currency);
  if (value === null || value === undefined) return formatMinor(0n, exponent);
  if (typeof value === 'bigint') return formatMinor(value, exponent);
  const units = toMinor(String(value), exponent);
  if (units === undefined) throw new RangeError(`not a money amount: ${String(value)}`);
  return formatMinor(units, exponent);
}

/**
 * Any account currency's amount in 10^-8 units (the database's scale), for code that adds and compares
 * amounts without knowing their currency (the ledger); undefined when the text is no amount.
 */
export function toAtoms(text: string): bigint | undefined {
  return toMinor(text, MONEY_SCALE);
}

/** The text of an amount in 10^-8 units as the database answers it: '12.50', '0.00012345'. */
export function formatAtoms(atoms: bigint): Money {
  return numericText(formatMinor(atoms, MONEY_SCALE));
}

/**
 * The text both database engines answer for a numeric: a money column (scale 8, migration 2140) with
 * no significant digit past the second decimal reads as it did at scale 2 ('12.50000000' as '12.50'),
 * so fiat amounts reach every caller unchanged; a BTC amount keeps its eight ('0.00012345'). Other
 * numerics (rates, jackpot pools at 10 decimals) have another scale and pass as they are.
 */
export function numericText(value: string): string {
  return value.length > 9 && value[value.length - 9] === '.' && value.endsWith('000000')
    ? value.slice(0, -6)
    : value;
}
