/**
 * An invoice's accounting as BTCPay's Greenfield API reports it per payment method: `paymentMethodPaid`
 * what arrived through that method, `totalPaid` what arrived through every method converted to that
 * method's coin, `due` what is left in that coin (negative when overpaid). Exact, in base units.
 */

/**
 * A decimal string with at most 8 decimals in 10^-8 units ('65000.5' → 6500050000000n): an invoice's
 * amount in fiat (2 decimals) or in bitcoin (8), and the rates, on one scale.
 */
export const atoms = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** 8n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

/** Coin units due for an invoice amount at a rate, rounded up so the payer never pays short by rounding. */
export function unitsDue(amount: string, rate: string, decimals: number): bigint {
  const numerator = atoms(amount) * 10n ** BigInt(decimals);
  const denominator = atoms(rate);
  return (numerator + denominator - 1n) / denominator;
}

export interface Paid {
  units: bigint;
  decimals: number;
  /** The coin's fiat price locked on the invoice. */
  rate: string;
}

/** The most decimals of any coin (ether's 18): every payment is valued on this common scale. */
const scale = 18;

/**
 * The payments, whatever their coins, as units of the target coin, rounded down (a payer is never
 * told more arrived than did). A payment in the target coin itself converts exactly.
 */
export function convertedUnits(paid: readonly Paid[], target: { decimals: number; rate: string }): bigint {
  let value = 0n;
  for (const payment of paid) {
    value += payment.units * atoms(payment.rate) * 10n ** BigInt(scale - payment.decimals);
  }
  return (value * 10n ** BigInt(target.decimals)) / (10n ** BigInt(scale) * atoms(target.rate));
}
