/*
 * The settings screens' own checks, the same the server applies (apps/server payments/amounts.ts,
 * bonuses/ruleForm.ts), so an operator reads what is wrong beside the field before saving. Money is
 * read as integer cents (BigInt), never as a float.
 */

const DECIMAL = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** Cents of '25', '25.5' or '25.50'; undefined for anything else. */
export function centsOf(text: string): bigint | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** '25.00' from 2500n: the contract's money format. */
export function moneyOf(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** A whole amount (no cents) from `low` to `high` cents, as money; undefined otherwise. */
export function wholeWithin(text: string, low: bigint, high: bigint, step = 1n): string | undefined {
  const cents = centsOf(text);
  if (cents === undefined || cents % 100n !== 0n || cents < low || cents > high) return undefined;
  return (cents / 100n) % step === 0n ? moneyOf(cents) : undefined;
}

/** The preset buttons as typed ('25, 50, 100'): one to ten different whole amounts, smallest first. */
export function presetsWithin(text: string, low: bigint, high: bigint, step = 1n): string[] | undefined {
  const items = text.split(/[\s,;/]+/).filter((item) => item !== '');
  if (items.length === 0 || items.length > 10) return undefined;
  const amounts = items.map((item) => wholeWithin(item, low, high, step));
  if (amounts.some((amount) => amount === undefined)) return undefined;
  const cents = [...new Set(amounts.map((amount) => centsOf(amount!)!))];
  if (cents.length !== items.length) return undefined;
  return cents.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(moneyOf);
}

/** The presets as the operator reads them in the field: '25, 50, 100'. */
export const presetText = (amounts: string[]) =>
  amounts.map((amount) => amount.replace(/\.00$/, '')).join(', ');

/** A whole number from `min` to `max` as typed; undefined otherwise. */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

/** An amount of at most two decimals, zero allowed (bonus figures); as money, else undefined. */
export function amountOf(text: string, min = 0n): string | undefined {
  const cents = centsOf(text);
  return cents === undefined || cents < min ? undefined : moneyOf(cents);
}
