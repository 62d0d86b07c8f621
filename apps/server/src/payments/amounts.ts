import { invalid } from '../http/envelope.js';
import { formatCents, toCents } from '../shared/money.js';

/**
 * The amounts an operator sets per account currency (issue 32 item 17): the deposit minimum, the
 * amount the card form starts from and the preset buttons; the cash-out minimum and its buttons. A
 * currency without its own row uses the configuration's top-level figures, as before currencies
 * had rows. Stored as the app reads them: decimal strings, buttons "25/50/100" in whole units.
 */
export interface DepositAmounts {
  minimumAmount: string;
  defaultAmount: string;
  paymentAmounts: string;
  cardAmounts: string;
}

export interface CashOutAmounts {
  minimumAmount: string;
  withdrawAmounts: string;
}

/** The card and wallet flows' fixed ceiling (001 §5.3), which the deposit checks apply. */
export const depositCeilingCents = 500000n;
const MAX_PRESETS = 10;

/** The figures that hold for one currency: its own row over the top-level ones. */
export function amountsFor<C extends { byCurrency?: Record<string, object> }>(
  config: C,
  currency?: string,
): C {
  const own = currency === undefined ? undefined : config.byCurrency?.[currency];
  return own === undefined ? config : { ...config, ...own };
}

/** "25/50/100" as ['25.00', '50.00', '100.00'] for the back office. */
export function presetList(stored: string): string[] {
  return stored
    .split('/')
    .map((item) => toCents(item))
    .filter((cents): cents is bigint => cents !== undefined && cents > 0n)
    .map(formatCents);
}

const wholeCents = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string') return undefined;
  const cents = toCents(value);
  return cents !== undefined && cents > 0n && cents % 100n === 0n ? cents : undefined;
};

/** Whole units between the bounds, or the refusal naming them. */
function amountWithin(value: unknown, low: bigint, high: bigint, refusal: () => Error): bigint {
  const cents = wholeCents(value);
  if (cents === undefined || cents < low || cents > high) throw refusal();
  return cents;
}

/** One to ten different whole amounts between the bounds, stored smallest first as "25/50/100". */
function presets(value: unknown, low: bigint, high: bigint, multiple: bigint, refusal: () => Error): string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PRESETS) throw refusal();
  const cents = value.map((item) => amountWithin(item, low, high, refusal));
  if (cents.some((amount) => (amount / 100n) % multiple !== 0n)) throw refusal();
  const sorted = [...new Set(cents)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (sorted.length !== cents.length) throw refusal();
  return sorted.map((amount) => String(amount / 100n)).join('/');
}

/**
 * The deposit figures of one currency as the back office sends them, checked: a whole minimum from
 * 1.00 up to the ceiling, the card form's starting amount and every preset between the minimum and
 * the ceiling. A refusal names the figure and its bounds.
 */
export function checkDepositAmounts(body: Record<string, unknown>): DepositAmounts {
  const maximum = formatCents(depositCeilingCents);
  const minimum = amountWithin(body.minimumAmount, 100n, depositCeilingCents, () =>
    invalid('settings.minimum', { maximum }),
  );
  const bounds = { minimum: formatCents(minimum), maximum };
  const defaultAmount = amountWithin(body.defaultAmount, minimum, depositCeilingCents, () =>
    invalid('settings.defaultAmount', bounds),
  );
  const refusePresets = () => invalid('settings.presets', bounds);
  return {
    minimumAmount: formatCents(minimum),
    defaultAmount: formatCents(defaultAmount),
    paymentAmounts: presets(body.paymentAmounts, minimum, depositCeilingCents, 1n, refusePresets),
    cardAmounts: presets(body.cardAmounts, minimum, depositCeilingCents, 1n, refusePresets),
  };
}

/**
 * The cash-out figures of one currency, checked against the configuration's step (amounts are
 * multiples of it) and manual maximum, which hold for every currency.
 */
export function checkCashOutAmounts(
  body: Record<string, unknown>,
  rules: { amountMultiple: number; maxManualAmount: string },
): CashOutAmounts {
  const ceiling = toCents(rules.maxManualAmount) ?? 0n;
  const multiple = BigInt(rules.amountMultiple);
  const maximum = formatCents(ceiling);
  const minimum = amountWithin(body.minimumAmount, 100n, ceiling, () =>
    invalid('settings.minimum', { maximum }),
  );
  if ((minimum / 100n) % multiple !== 0n)
    throw invalid('settings.multiple', { multiple: rules.amountMultiple });
  const refusePresets = () =>
    invalid('settings.cashOutPresets', {
      minimum: formatCents(minimum),
      maximum,
      multiple: rules.amountMultiple,
    });
  return {
    minimumAmount: formatCents(minimum),
    withdrawAmounts: presets(body.withdrawAmounts, minimum, ceiling, multiple, refusePresets),
  };
}
