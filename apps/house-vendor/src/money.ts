/**
 * Money inside the vendor is integer minor units of the launch's currency held in JS numbers: cents for
 * fiat (2 decimals), satoshis for bitcoin (8). Every amount is checked to be a safe integer so no float
 * ever carries money. Decimal strings with exactly the currency's decimals are the wire format
 * (PROTOCOL.md).
 */
export type Cents = number;

/** The decimals of the catalogue's own figures (limits, coin values, chips): the casino's fiat. */
export const CATALOGUE_EXPONENT = 2;

/** Currencies whose minor unit is not the cent (ISO 4217's 2); bitcoin counts in satoshis. */
const EXPONENTS: Readonly<Record<string, number>> = { BTC: 8 };

export function exponentOf(currency: string): number {
  return EXPONENTS[currency] ?? CATALOGUE_EXPONENT;
}

// whole digits kept so that the minor units stay a safe integer (15 digits in all)
const decimalPattern = (exponent: number) =>
  new RegExp(`^(0|[1-9]\\d{0,${14 - exponent}})(?:\\.(\\d{1,${exponent}}))?$`);
const PATTERNS = new Map<number, RegExp>();

/** Parses a non-negative decimal string with at most `exponent` decimals ("12", "12.5", "12.50") exactly. */
export function parseMoney(text: string, exponent: number): Cents | null {
  let pattern = PATTERNS.get(exponent);
  if (!pattern) {
    pattern = decimalPattern(exponent);
    PATTERNS.set(exponent, pattern);
  }
  const match = pattern.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(exponent, '0'));
  return whole * 10 ** exponent + fraction;
}

/** Minor units as the decimal string with exactly `exponent` decimals. */
export function formatMoney(cents: Cents, exponent: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const unit = 10 ** exponent;
  return `${sign}${Math.trunc(abs / unit)}.${String(abs % unit).padStart(exponent, '0')}`;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`money must be integer minor units, got ${value}`);
}
