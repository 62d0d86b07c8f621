import Stripe from 'stripe';
import { requestIdHeaders } from '../../../http/requestId.js';
import type { Card } from '../../checks.js';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';

export interface StripeSettings {
  secretKey: string;
  /** Unset: api.stripe.com. Else protocol, host, port and a path prefix (the sandbox's /sandbox/stripe). */
  apiUrl?: string;
  webhookSecret: string;
  checkoutMinutes: number;
  timeoutMs?: number;
}

/** A refusal the member should read (declined card, insufficient funds), with the order's new state. */
export class CardRefused extends Error {
  constructor(
    readonly reason: 'declined' | 'insufficientFunds',
    readonly reading: ProviderReading,
  ) {
    super(reason);
    this.name = 'CardRefused';
  }
}

/** The charge's create call did not answer: the intent was never confirmed, so nothing was charged. */
export class NothingCharged extends Error {
  constructor(cause: ProviderUnavailable) {
    super('stripe did not answer before the charge', { cause });
    this.name = 'NothingCharged';
  }
}

export interface Charge {
  reading: ProviderReading;
  /** The 3-D Secure page when the bank asks for authentication. */
  payUrl: string | null;
}

const toCents = (amount: string) => {
  const [units = '0', cents = ''] = amount.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The SDK has host, port and protocol settings but no base path: a prefix is added to each request. */
function client(settings: StripeSettings): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 0, timeout: settings.timeoutMs ?? 20_000 };
  if (settings.apiUrl === undefined) return new Stripe(settings.secretKey, options);
  const url = new URL(settings.apiUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const http = Stripe.createNodeHttpClient();
  const prefixed = Object.create(http) as typeof http;
  prefixed.makeRequest = (host, port, path, ...rest) =>
    http.makeRequest(host, port, `${prefix}${path}`, ...rest);
  return new Stripe(settings.secretKey, {
    ...options,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: prefixed,
  });
}

/** Per-call options with the id of the request that caused the call (the SDK's per-request headers). */
const traced = (options: Stripe.RequestOptions = {}): Stripe.RequestOptions => ({
  ...options,
  headers: requestIdHeaders(),
});

function unclear(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) >= 500)
  );
}

export function intentReading(intent: Stripe.PaymentIntent): ProviderReading {
  const paid = {
    providerPaymentId: intent.id,
    amount: fromCents(intent.amount_received),
    currency: intent.currency.toUpperCase(),
  };
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', ...paid };
    case 'canceled':
      // Cancelled by us for want of authentication: the member let it lapse (see `read`).
      return {
        status: intent.cancellation_reason === 'abandoned' ? 'expired' : 'canceled',
        providerPaymentId: intent.id,
      };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? {
            status: 'failed',
            providerPaymentId: intent.id,
            reason: intent.last_payment_error.code ?? 'declined',
          }
        : { status: 'awaiting_customer', providerPaymentId: intent.id };
    default:
      return { status: 'processing', providerPaymentId: intent.id };
  }
}

/**
 * Stripe through its official SDK: Checkout Sessions for STRIPE, PaymentIntents with the card for the
 * card forms (creditcard, cattl, onlyPay). Webhooks are checked by the SDK's constructEvent.
 */
export class StripeProvider implements DepositProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = client(settings);
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (unclear(error)) throw new ProviderUnavailable(this.name, error);
      throw error;
    }
  }

  async createCheckout(order: DepositOrder, returnUrl: (status: string) => string) {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: toCents(order.amount),
                product_data: { name: 'Deposit' },
              },
            },
          ],
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          success_url: returnUrl('true'),
          cancel_url: returnUrl('false'),
          expires_at: Math.floor(Date.now() / 1000) + this.settings.checkoutMinutes * 60,
        },
        traced({ idempotencyKey: `checkout:${order.id}` }),
      ),
    );
    return { sessionId: session.id, url: session.url ?? '' };
  }

  /**
   * The card to the provider alone, answered by its token (a PaymentMethod id) that a later charge
   * names instead of the card; an error never carries the card.
   */
  async tokenize(card: Card): Promise<string> {
    try {
      const method = await this.call(() =>
        this.stripe.paymentMethods.create(
          {
            type: 'card',
            card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          } as unknown as Stripe.PaymentMethodCreateParams,
          traced(),
        ),
      );
      return method.id;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new CardRefused('declined', {
          status: 'failed',
          reason: error.decline_code ?? error.code ?? 'declined',
        });
      }
      throw error;
    }
  }

  /**
   * The card (or its token from `tokenize`) goes into the create call and nowhere else; an error never
   * carries it. The intent is created unconfirmed and `stored` records its id before the confirm that
   * may take the money, so a lost answer is read back by id, never searched for. A create that did not
   * answer charged nothing.
   */
  async charge(
    order: DepositOrder,
    card: Card | string,
    returnUrl: string,
    stored: (intentId: string) => Promise<void>,
  ): Promise<Charge> {
    const created = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: toCents(order.amount),
          currency: order.currency.toLowerCase(),
          confirm: false,
          metadata: { orderId: order.id },
          // Raw card data: the card forms post the card to the casino (001 §3), which passes it on.
          ...(typeof card === 'string'
            ? { payment_method: card }
            : {
                payment_method_data: {
                  type: 'card',
                  card: {
                    number: card.number,
                    exp_month: card.expMonth,
                    exp_year: card.expYear,
                    cvc: card.cvc,
                  },
                } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
              }),
        },
        traced({ idempotencyKey: `charge:${order.id}` }),
      ),
    ).catch((error: unknown) => {
      throw error instanceof ProviderUnavailable ? new NothingCharged(error) : error;
    });
    await stored(created.id);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.call(() =>
        this.stripe.paymentIntents.confirm(
          created.id,
          { return_url: returnUrl },
          traced({ idempotencyKey: `confirm:${order.id}` }),
        ),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const reading: ProviderReading = {
          status: 'failed',
          reason: error.decline_code ?? error.code ?? 'declined',
          providerPaymentId: created.id,
        };
        throw new CardRefused(
          error.decline_code === 'insufficient_funds' ? 'insufficientFunds' : 'declined',
          reading,
        );
      }
      throw error;
    }
    const redirect = intent.next_action?.redirect_to_url?.url ?? null;
    return { reading: await this.withPayer(intent), payUrl: redirect };
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    return this.call(async () => {
      const id = order.provider_payment_id;
      if (id?.startsWith('cs_')) return this.readCheckout(id);
      if (id) {
        const intent = await this.stripe.paymentIntents.retrieve(id, {}, traced());
        // Stripe keeps an unauthenticated intent open for ever; a 3-D Secure challenge left longer than
        // a checkout stays payable is cancelled, so the order ends (expired) instead of being re-read
        // by every reconciliation run.
        if (intent.status === 'requires_action' && this.lapsed(order)) return this.abandon(order, id);
        return this.withPayer(intent);
      }
      // No id and never past created: no intent of it was ever confirmed (the id is stored first).
      if (order.status === 'created') {
        return this.lapsed(order)
          ? { status: 'expired', reason: 'never charged' }
          : { status: 'awaiting_customer' };
      }
      // An order from before intent ids were stored first: found by the order id it carries. Search
      // is eventually consistent, so "not found" is no answer: the order stays open while the search
      // may lag, then a person looks at it.
      const found = await this.stripe.paymentIntents.search(
        { query: `metadata['orderId']:'${order.id}'` },
        traced(),
      );
      const intent = found.data[0];
      if (intent) return this.withPayer(intent);
      return this.lapsed(order)
        ? { status: 'review', reason: 'no payment found at Stripe for this order' }
        : { status: 'processing', reason: 'not found at Stripe yet' };
    });
  }

  private async abandon(order: DepositOrder, id: string): Promise<ProviderReading> {
    try {
      const canceled = await this.stripe.paymentIntents.cancel(
        id,
        { cancellation_reason: 'abandoned' },
        traced({ idempotencyKey: `abandon:${order.id}` }),
      );
      return intentReading(canceled);
    } catch (error) {
      // Authenticated meanwhile: what the intent is now decides.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      )
        return this.withPayer(await this.stripe.paymentIntents.retrieve(id, {}, traced()));
      throw error;
    }
  }

  /**
   * A paid intent's card as Stripe identifies it: its fingerprint (one per card number), or brand, last
   * four and expiry when Stripe gives none. The payment stands without it: a failed look-up only loses
   * the one-offer-per-person signal, never the deposit.
   */
  private async withPayer(intent: Stripe.PaymentIntent): Promise<ProviderReading> {
    const reading = intentReading(intent);
    const method = intent.payment_method;
    if (reading.status !== 'succeeded' || method === null) return reading;
    try {
      const { card } =
        typeof method === 'string' ? await this.stripe.paymentMethods.retrieve(method, {}, traced()) : method;
      if (!card) return reading;
      const payerAccount = card.fingerprint
        ? `card:${card.fingerprint}`
        : `card:${card.brand}:${card.last4}:${card.exp_month}/${card.exp_year}`;
      return { ...reading, payerAccount };
    } catch {
      return reading;
    }
  }

  private lapsed(order: DepositOrder): boolean {
    return Date.now() - new Date(order.created_at).getTime() > this.settings.checkoutMinutes * 60_000;
  }

  private async readCheckout(id: string): Promise<ProviderReading> {
    const session = await this.stripe.checkout.sessions.retrieve(id, {}, traced());
    if (session.status === 'complete' && session.payment_status === 'paid') {
      return {
        status: 'succeeded',
        providerPaymentId: session.id,
        amount: fromCents(session.amount_total ?? 0),
        currency: (session.currency ?? '').toUpperCase(),
      };
    }
    if (session.status !== 'expired') return { status: 'awaiting_customer', providerPaymentId: session.id };
    const intentId =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (intentId) {
      const intent = await this.stripe.paymentIntents.retrieve(intentId, {}, traced());
      if (intent.last_payment_error)
        return { status: 'failed', providerPaymentId: session.id, reason: 'declined' };
    }
    // Ended before its time without a payment attempt: the customer left (Cancel).
    const early = session.expires_at > Math.floor(Date.now() / 1000);
    return { status: early ? 'canceled' : 'expired', providerPaymentId: session.id };
  }

  /** Verifies Stripe-Signature on the raw bytes (300 s tolerance) and names the order it is about. */
  parseWebhook(raw: Buffer, signature: string): { eventId: string; orderId: string | undefined } {
    const event = this.stripe.webhooks.constructEvent(raw, signature, this.settings.webhookSecret, 300);
    const object = event.data.object as {
      metadata?: Record<string, string> | null;
      client_reference_id?: string | null;
    };
    return {
      eventId: event.id,
      orderId: object.metadata?.orderId ?? object.client_reference_id ?? undefined,
    };
  }
}
