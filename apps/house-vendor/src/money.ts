/**
 * Money inside the vendor is integer minor units (cents) held in JS numbers; every amount is checked
 * to be a safe integer so no float ever carries money. Decimal strings are the wire format (PROTOCOL.md).
 */
export type Cents = number;

const DECIMAL = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** Parses a non-negative decimal string with at most 2 decimals ("12", "12.5", "12.50") exactly. */
export function parseMoney(text: string): Cents | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function formatMoney(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`money must be integer cents, got ${value}`);
}
