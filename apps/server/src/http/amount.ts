import { exponentOf } from '../shared/money.js';

/**
 * The one reading of an amount the API accepts (issue 26 finding 13): plain decimal digits, no sign,
 * no exponent, no hexadecimal, no leading zeros, at most the currency's decimals (2 for EUR, USD and
 * BRL, 8 for BTC: issue 25), never a list. A JSON number is read through the same text, so 20 and "20"
 * agree and 1e21 or 0.1e-5 are refused like "1e3".
 */
const AMOUNT = /^(0|[1-9]\d{0,14})(?:\.(\d{1,8}))?$/;

export interface AmountOptions {
  /** Whole currency units only ("20" or "20.00", not "20.50"). */
  wholeUnits?: boolean;
  /** The account's currency, whose exponent bounds the decimals; 2 decimals when not named. */
  currency?: string | null;
}

/**
 * The amount in minor units of the currency (cents for fiat, satoshi for BTC), or undefined when the
 * value is not a plain decimal amount with at most the currency's decimals.
 */
export function parseAmount(raw: unknown, options: AmountOptions = {}): bigint | undefined {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
  if (text === undefined) return undefined;
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const exponent = exponentOf(options.currency);
  const digits = match[2] ?? '';
  if (digits.length > exponent) return undefined;
  const fraction = digits.padEnd(exponent, '0');
  if (options.wholeUnits && /[^0]/.test(fraction)) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(exponent) + BigInt(fraction || '0');
}

/** Plain decimal text of a number field before the schema coerces it: "0x20", "1e3" and " 2" are not. */
export const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
