import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestIdHeaders } from '../../../http/requestId.js';
import { exponentOf, formatMinor, toMinor } from '../../../shared/money.js';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';
import { shortfallOf } from './received.js';

/** Coins carry at most 18 decimals (ether's wei); the app shows 8 (depositRules' coinsShown). */
const COIN_EXPONENT = 18;
const SHOWN_DECIMALS = 8;

export interface BtcpaySettings {
  /** The BTCPay Server's base URL, e.g. https://btcpay.example.com */
  apiUrl: string;
  storeId: string;
  /** A Greenfield API key with the store's invoice permissions. */
  apiKey: string;
  /** The secret of the store's webhook (BTCPay-Sig). */
  webhookSecret: string;
  /** How long the rate is locked and the invoice can be paid. */
  invoiceMinutes: number;
  timeoutMs?: number;
  /** The clock the late-payment window is read against (tests move it, as the sandbox's own). */
  now?: () => number;
}

/** What the player pays with: the method's coin, the address and the exact coin amount. */
export interface CryptoPaymentMethod {
  paymentMethodId: string;
  currency: string;
  destination: string;
  paymentLink: string;
  /** Coin amount due, a decimal string in the coin's own decimals. */
  amount: string;
  rate: string;
  /** Coins received through this method. */
  paymentMethodPaid?: string;
  /** Coins received through every method of the invoice, converted to this method's coin. */
  totalPaid?: string;
  /** Coins still due in this method's coin (negative when overpaid). */
  due?: string;
}

interface Invoice {
  id: string;
  amount: string;
  currency: string;
  status: 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';
  additionalStatus: 'None' | 'PaidPartial' | 'PaidOver' | 'PaidLate' | 'Marked';
  /** Unix seconds: the rate is locked and the invoice payable until then. */
  expirationTime: number;
  /** Unix seconds: until then BTCPay still sees a payment made after the invoice expired. */
  monitoringExpiration: number;
}

/**
 * BTCPay Server's Greenfield API: an invoice per deposit in the account currency (the ledger stays
 * in it; BTCPay converts at the rate it locks for the invoice's life), read back before acting on any
 * notification. A short, over or late payment, or one that never confirmed, is never credited by
 * itself: the order goes to review.
 */
export class BtcpayProvider implements DepositProvider {
  readonly name = 'btcpay';

  constructor(private readonly settings: BtcpaySettings) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(
        `${this.settings.apiUrl}/api/v1/stores/${encodeURIComponent(this.settings.storeId)}${path}`,
        {
          method,
          headers: {
            authorization: `token ${this.settings.apiKey}`,
            'content-type': 'application/json',
            ...requestIdHeaders(),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
        },
      );
    } catch (error) {
      throw new ProviderUnavailable(this.name, error);
    }
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`status ${response.status}`));
    return (await response.json()) as T;
  }

  /** One invoice for the order, payable with each of `methods` (e.g. BTC-CHAIN); answers what to pay. */
  async createInvoice(
    order: DepositOrder,
    methods: string[],
  ): Promise<{ invoiceId: string; methods: CryptoPaymentMethod[] }> {
    const invoice = await this.call<Invoice>('POST', '/invoices', {
      amount: order.amount,
      currency: order.currency,
      metadata: { orderId: order.id },
      checkout: { expirationMinutes: this.settings.invoiceMinutes, paymentMethods: methods },
    });
    return { invoiceId: invoice.id, methods: await this.paymentMethods(invoice.id) };
  }

  paymentMethods(invoiceId: string): Promise<CryptoPaymentMethod[]> {
    return this.call<CryptoPaymentMethod[]>(
      'GET',
      `/invoices/${encodeURIComponent(invoiceId)}/payment-methods`,
    );
  }

  /**
   * The app shows a coin amount to 8 decimals, rounded up (an ether invoice is due to the wei), so a
   * player who types it pays at most 10^-8 of a coin over: that is the amount asked, credited as the
   * invoice's amount. A larger overpayment waits for an operator, who returns the difference.
   */
  private async overpaidByDust(invoiceId: string): Promise<boolean> {
    const methods = await this.paymentMethods(invoiceId);
    const dust = 10n ** BigInt(COIN_EXPONENT - SHOWN_DECIMALS);
    return methods.some((method) => {
      // overpaid: a negative due, less than a coin
      const over = /^-0\.(\d{1,18})$/.exec(method.due ?? '');
      return over !== null && BigInt(over[1]!.padEnd(COIN_EXPONENT, '0')) <= dust;
    });
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    const id = order.provider_payment_id;
    if (id === null) return { status: 'failed', reason: 'no invoice at BTCPay' };
    const invoice = await this.call<Invoice>('GET', `/invoices/${encodeURIComponent(id)}`);
    const base = { providerPaymentId: id };
    switch (invoice.status) {
      case 'Settled':
        return invoice.additionalStatus === 'PaidOver' && !(await this.overpaidByDust(id))
          ? { ...base, status: 'review', reason: 'paid over the invoice amount' }
          : { ...base, status: 'succeeded', amount: invoice.amount, currency: invoice.currency };
      case 'Processing':
        return { ...base, status: 'processing' };
      case 'Invalid':
        return { ...base, status: 'review', reason: 'payment never confirmed (invoice invalid)' };
      case 'Expired':
        if (invoice.additionalStatus === 'PaidPartial') {
          // The operator reads what arrived in the account's currency, not in coin (issue 32 §4), and
          // may credit that much and no more (issue 26 finding 2): the reading carries it.
          const shortfall = shortfallOf(invoice, await this.paymentMethods(id));
          const exponent = exponentOf(invoice.currency);
          const received = shortfall?.receivedValue ?? formatMinor(0n, exponent);
          const due = formatMinor(toMinor(invoice.amount, exponent) ?? 0n, exponent);
          return {
            ...base,
            status: 'review',
            amount: received,
            currency: invoice.currency,
            reason: `paid short: ${received} ${invoice.currency} received of ${due} ${invoice.currency}`,
            ...(shortfall === undefined ? {} : { shortfall }),
          };
        }
        if (invoice.additionalStatus === 'PaidLate')
          return { ...base, status: 'review', reason: 'paid after expiry' };
        // BTCPay still watches the addresses for a late payment until monitoringExpiration.
        if ((this.settings.now ?? Date.now)() < invoice.monitoringExpiration * 1000) {
          return {
            ...base,
            status: 'processing',
            reason: 'expired; BTCPay still watches for a late payment',
          };
        }
        return { ...base, status: 'expired' };
      default: {
        // Part arrived and the invoice is still open: the player is told what is missing and until when.
        if (invoice.additionalStatus !== 'PaidPartial') return { ...base, status: 'awaiting_customer' };
        const shortfall = shortfallOf(invoice, await this.paymentMethods(id));
        return { ...base, status: 'awaiting_customer', ...(shortfall === undefined ? {} : { shortfall }) };
      }
    }
  }

  /** `BTCPay-Sig: sha256=<hex HMAC-SHA256(secret, raw body)>`; answers the delivery and invoice ids. */
  parseWebhook(raw: Buffer, header: string | undefined): { eventId: string; invoiceId: string } | undefined {
    const hex = /^sha256=([0-9a-f]{64})$/.exec(header ?? '')?.[1];
    if (hex === undefined) return undefined;
    const expected = createHmac('sha256', this.settings.webhookSecret).update(raw).digest();
    const given = Buffer.from(hex, 'hex');
    if (!timingSafeEqual(given, expected)) return undefined;
    const event = JSON.parse(raw.toString('utf8')) as { deliveryId?: unknown; invoiceId?: unknown };
    if (typeof event.deliveryId !== 'string' || typeof event.invoiceId !== 'string') return undefined;
    return { eventId: event.deliveryId, invoiceId: event.invoiceId };
  }
}
