import { formatMoney } from '@casino/ui';
import { exponentOf, formatMoney as minorToDecimal, parseMoney } from '../../src/money';

/**
 * Integer minor units of the session's currency (cents; satoshis for bitcoin) to the decimal string the
 * vendor and formatMoney speak, with exactly the currency's decimals (never a float on the way).
 */
export function centsToDecimal(cents: number, exponent: number): string {
  return minorToDecimal(cents, exponent);
}

/** A decimal string of the vendor's in minor units; NaN when it is not one. */
export function decimalToCents(value: string, exponent: number): number {
  const text = value.trim();
  const negative = text.startsWith('-');
  const minor = parseMoney(negative ? text.slice(1) : text, exponent);
  if (minor === null) return Number.NaN;
  return negative ? -minor : minor;
}

export type Money = (cents: number) => string;

/** Money in the player's locale and the session's currency (the casino's own format). */
export const moneyFormat =
  (locale: string, currency: string): Money =>
  (cents) =>
    formatMoney(centsToDecimal(cents, exponentOf(currency)), { currency, locale });
