import { formatMoney } from '@casino/ui';

/** Integer cents to the decimal string the vendor and formatMoney speak (never a float on the way). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function decimalToCents(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export type Money = (cents: number) => string;

/** Money in the player's locale and the session's currency (the casino's own format). */
export const moneyFormat =
  (locale: string, currency: string): Money =>
  (cents) =>
    formatMoney(centsToDecimal(cents), { currency, locale });
