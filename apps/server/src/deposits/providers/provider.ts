import type { DepositOrder } from '../repository.js';
import type { OrderStatus } from '../status.js';

/** What a provider says about one order when asked (never what a notification claimed). */
export interface ProviderReading {
  status: OrderStatus;
  providerPaymentId?: string;
  /** Decimal string in the order's currency, when the provider reports what was paid. */
  amount?: string;
  currency?: string;
  reason?: string;
  /**
   * Who paid, as the provider identifies the paying account (a card's fingerprint, a PayPal payer id),
   * when it says so; only ever stored hashed, as a one-offer-per-person signal. Never a card number.
   */
  payerAccount?: string;
  /** A crypto invoice paid in part: what arrived, what is missing and until when (issue 32 §4). */
  shortfall?: Shortfall;
}

/**
 * What arrived on an invoice paid short, in the coin it was paid in (exact, that coin's decimals, as a
 * decimal string) and in the account's currency (Money, at the invoice's locked rate).
 */
export interface Shortfall {
  coin: string;
  received: string;
  /** Rounded down to the cent: never more than arrived. */
  receivedValue: string;
  missing: string;
  /** The invoice amount less receivedValue. */
  missingValue: string;
  currency: string;
  /** When the invoice expires (ISO 8601): the rest must arrive before then. */
  payBy: string;
}

/** The provider did not answer clearly (timeout, 5xx, unreadable): the outcome is unknown. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    cause?: unknown,
  ) {
    super(`${provider} did not answer`, { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** One adapter a provider: how to re-read an order from it (webhooks, polling, reconciliation). */
export interface DepositProvider {
  name: string;
  read(order: DepositOrder): Promise<ProviderReading>;
}
