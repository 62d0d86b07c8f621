import { requestIdHeaders } from '../../../http/requestId.js';
import type { Card } from '../../checks.js';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';
import { verifyTimestamped } from '../timestampedSignature.js';

/**
 * A provider of the hosted-payment-page shape (apps/payment-sandbox README "Hosted payment pages"):
 * the cash app, CPAY and PingPong differ only in their names, headers and whether the card comes with
 * the order (CPAY) or is typed on the provider's page (PingPong).
 */
export interface HostedPaymentSettings {
  name: 'cash' | 'cpay' | 'pingpong';
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs?: number;
}

interface HostedOrder {
  id: string;
  amount: string;
  currency: string;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELED';
  declineCode?: string;
  payUrl: string;
}

export class HostedPaymentProvider implements DepositProvider {
  readonly name: HostedPaymentSettings['name'];
  /** `X-<Name>-Signature` on its notifications. */
  readonly signatureHeader: string;

  constructor(private readonly settings: HostedPaymentSettings) {
    this.name = settings.name;
    this.signatureHeader = `x-${settings.name}-signature`;
  }

  private async call(method: string, path: string, body?: unknown): Promise<HostedOrder> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          [`x-${this.name}-key`]: this.settings.apiKey,
          'content-type': 'application/json',
          ...requestIdHeaders(),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(this.name, error);
    }
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`status ${response.status}`));
    return (await response.json()) as HostedOrder;
  }

  /** The card, when given, goes into this one request body and nowhere else. */
  async createOrder(
    order: DepositOrder,
    extra: { note?: string; card?: Card },
  ): Promise<{ id: string; payUrl: string; reading: ProviderReading }> {
    const { card } = extra;
    const created = await this.call('POST', '/v1/orders', {
      merchantOrderId: order.id,
      amount: order.amount,
      currency: order.currency,
      ...(extra.note === undefined ? {} : { note: extra.note }),
      ...(card === undefined
        ? {}
        : {
            card: {
              number: card.number,
              cvc: card.cvc,
              expMonth: String(card.expMonth).padStart(2, '0'),
              expYear: String(card.expYear),
              holder: `${card.firstName} ${card.lastName}`.trim(),
            },
          }),
    });
    return { id: created.id, payUrl: created.payUrl, reading: readingOf(created) };
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    const id = order.provider_payment_id;
    if (id === null) return { status: 'failed', reason: 'no order at the provider' };
    return readingOf(await this.call('GET', `/v1/orders/${encodeURIComponent(id)}`));
  }

  /** t=,v1= over "<t>.<raw body>", timing-safe, 300 s; answers the event and the provider's order id. */
  parseWebhook(raw: Buffer, header: string | undefined): { eventId: string; orderId: string } | undefined {
    if (!verifyTimestamped(raw, header, this.settings.webhookSecret)) return undefined;
    const event = JSON.parse(raw.toString('utf8')) as { id?: unknown; orderId?: unknown };
    if (typeof event.id !== 'string' || typeof event.orderId !== 'string') return undefined;
    return { eventId: event.id, orderId: event.orderId };
  }
}

function readingOf(found: HostedOrder): ProviderReading {
  const id = found.id;
  switch (found.status) {
    case 'PAID':
      return { status: 'succeeded', providerPaymentId: id, amount: found.amount, currency: found.currency };
    case 'DECLINED':
      return { status: 'failed', providerPaymentId: id, reason: found.declineCode ?? 'declined' };
    case 'CANCELED':
      return { status: 'canceled', providerPaymentId: id };
    default:
      return { status: 'awaiting_customer', providerPaymentId: id };
  }
}
