import { exponentOf, formatMinor, toMinor } from '../../../shared/money.js';
import type { Shortfall } from '../provider.js';

/**
 * One payment method of an invoice as BTCPay's Greenfield API reports it: `paymentMethodPaid` what
 * arrived through this method; `totalPaid` what arrived through every method, converted to this
 * method's coin; `due` what is left in this coin (negative when overpaid). All decimal strings.
 */
export interface MethodAccounting {
  currency: string;
  rate: string;
  paymentMethodPaid?: string;
  totalPaid?: string;
  due?: string;
}

/** A non-negative decimal string as an integer and its number of decimals ('49.5' → 495n, 1). */
function scaled(text: string): { units: bigint; decimals: number } | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), decimals: fraction.length };
}

/**
 * What the coins paid through one method are worth in the invoice's currency, in its minor units
 * (cents, or satoshi for a BTC account), rounded down.
 */
function valueIn(method: MethodAccounting, exponent: number): bigint {
  const paid = scaled(method.paymentMethodPaid ?? '0');
  const rate = scaled(method.rate);
  if (paid === undefined || rate === undefined) return 0n;
  // paid × rate has paid.decimals + rate.decimals decimals; the currency keeps `exponent` of them.
  const shift = paid.decimals + rate.decimals - exponent;
  const product = paid.units * rate.units;
  return shift >= 0 ? product / 10n ** BigInt(shift) : product * 10n ** BigInt(-shift);
}

/**
 * What the payer's coins are worth in the invoice's currency at the invoice's locked rate, rounded down
 * to its minor unit (never more than arrived), summed over the methods paid through. Each method counts
 * its own `paymentMethodPaid` only: `totalPaid` repeats every method's payments in each method's coin,
 * so summing it would count a payment once per method the invoice offers. Exact: no floats.
 */
export function receivedInAccountCurrency(methods: readonly MethodAccounting[], currency?: string): string {
  const exponent = exponentOf(currency);
  return formatMinor(
    methods.reduce((sum, method) => sum + valueIn(method, exponent), 0n),
    exponent,
  );
}

const coinAmount = (text: string | undefined) =>
  text !== undefined && scaled(text) !== undefined ? text.trim() : undefined;

/**
 * An invoice paid in part, as the player reads it: in the coin most of it came in (what BTCPay counts
 * as paid and still due in that coin) and in the account's currency. Undefined when nothing arrived.
 */
export function shortfallOf(
  invoice: { amount: string; currency: string; expirationTime: number },
  methods: readonly MethodAccounting[],
): Shortfall | undefined {
  const exponent = exponentOf(invoice.currency);
  const value = (method: MethodAccounting) => valueIn(method, exponent);
  const paid = methods.filter((method) => value(method) > 0n);
  const main = paid.reduce<MethodAccounting | undefined>(
    (best, method) => (best === undefined || value(method) > value(best) ? method : best),
    undefined,
  );
  if (main === undefined) return undefined;
  const receivedValue = receivedInAccountCurrency(methods, invoice.currency);
  const left = (toMinor(invoice.amount, exponent) ?? 0n) - (toMinor(receivedValue, exponent) ?? 0n);
  return {
    coin: main.currency,
    received: coinAmount(main.totalPaid) ?? coinAmount(main.paymentMethodPaid) ?? '0',
    receivedValue,
    // A negative due (overpaid) is nothing missing.
    missing: coinAmount(main.due) ?? '0',
    missingValue: formatMinor(left > 0n ? left : 0n, exponent),
    currency: invoice.currency,
    payBy: new Date(invoice.expirationTime * 1000).toISOString(),
  };
}
