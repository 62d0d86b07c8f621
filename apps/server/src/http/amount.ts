/**
 * The one reading of an amount the API accepts (issue 26 finding 13): plain decimal digits, no sign,
 * no exponent, no hexadecimal, no leading zeros, at most two decimals, never a list. A JSON number is
 * read through the same text, so 20 and "20" agree and 1e21 or 0.1e-5 are refused like "1e3".
 */
const AMOUNT = /^(0|[1-9]\d{0,14})(?:\.(\d{1,2}))?$/;

export interface AmountOptions {
  /** Whole currency units only ("20" or "20.00", not "20.50"). */
  wholeUnits?: boolean;
}

/** The amount in cents, or undefined when the value is not a plain decimal amount. */
export function parseAmount(raw: unknown, options: AmountOptions = {}): bigint | undefined {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
  if (text === undefined) return undefined;
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (options.wholeUnits && fraction !== '00') return undefined;
  return BigInt(match[1]!) * 100n + BigInt(fraction);
}

/** Plain decimal text of a number field before the schema coerces it: "0x20", "1e3" and " 2" are not. */
export const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;
