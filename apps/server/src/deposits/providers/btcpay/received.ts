import { formatCents } from '../../../wallet/index.js';

/** A non-negative decimal string as an integer and its number of decimals ('49.5' → 495n, 1). */
function scaled(text: string): { units: bigint; decimals: number } | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), decimals: fraction.length };
}

/**
 * What the payer's coins are worth in the invoice's currency at the invoice's locked rate, rounded down
 * to the cent (never more than arrived), summed over the invoice's payment methods. Exact: no floats.
 */
export function receivedInAccountCurrency(methods: readonly { totalPaid?: string; rate: string }[]): string {
  let cents = 0n;
  for (const method of methods) {
    const paid = scaled(method.totalPaid ?? '0');
    const rate = scaled(method.rate);
    if (paid === undefined || rate === undefined) continue;
    // paid × rate has paid.decimals + rate.decimals decimals; cents keep 2 of them.
    const shift = paid.decimals + rate.decimals - 2;
    const product = paid.units * rate.units;
    cents += shift >= 0 ? product / 10n ** BigInt(shift) : product * 10n ** BigInt(-shift);
  }
  return formatCents(cents);
}
