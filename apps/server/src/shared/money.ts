/**
 * Money crosses the wallet as decimal strings ('12.50') and is compared or added as integer cents in
 * BigInt, never as a float (preamble). The database keeps numeric(20,2).
 */
export type Money = string;

const DECIMAL = /^(-?)(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** Cents of a decimal string with at most 2 decimals; undefined when it is not one. */
export function toCents(text: string): bigint | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** '1234.50' from 123450n: the Money schema (exactly 2 decimals, minus sign when negative). */
export function formatCents(cents: bigint): Money {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A numeric the database answered ('12.5', '12.50', '0') as Money with exactly 2 decimals. */
export function money(value: string | number | bigint | null | undefined): Money {
  if (value === null || value === undefined) return '0.00';
  if (typeof value === 'bigint') return formatCents(value);
  const cents = toCents(String(value));
  if (cents === undefined) throw new RangeError(`not a money amount: ${String(value)}`);
  return formatCents(cents);
}
