import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';

export interface CashSettings {
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs?: number;
}

interface CashAppOrder {
  id: string;
  amount: string;
  currency: string;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELED';
  payUrl: string;
}

const tolerance = 300;

/** The cash app's protocol (apps/payment-sandbox README "Cash app"). */
export class CashProvider implements DepositProvider {
  readonly name = 'cash';

  constructor(private readonly settings: CashSettings) {}

  private async call(method: string, path: string, body?: unknown): Promise<CashAppOrder> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: { 'x-cash-key': this.settings.apiKey, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(this.name, error);
    }
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`status ${response.status}`));
    return (await response.json()) as CashAppOrder;
  }

  async createOrder(order: DepositOrder, note: string): Promise<{ id: string; payUrl: string }> {
    const created = await this.call('POST', '/v1/orders', {
      merchantOrderId: order.id,
      amount: order.amount,
      currency: order.currency,
      note,
    });
    return { id: created.id, payUrl: created.payUrl };
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    const id = order.provider_payment_id;
    if (id === null) return { status: 'failed', reason: 'no order at the provider' };
    const found = await this.call('GET', `/v1/orders/${encodeURIComponent(id)}`);
    switch (found.status) {
      case 'PAID':
        return { status: 'succeeded', providerPaymentId: id, amount: found.amount, currency: found.currency };
      case 'DECLINED':
        return { status: 'failed', providerPaymentId: id, reason: 'declined' };
      case 'CANCELED':
        return { status: 'canceled', providerPaymentId: id };
      default:
        return { status: 'awaiting_customer', providerPaymentId: id };
    }
  }

  /** X-Cash-Signature t=,v1= over "<t>.<raw body>", timing-safe, 300 s; answers the event and order ids. */
  parseWebhook(
    raw: Buffer,
    header: string | undefined,
  ): { eventId: string; cashOrderId: string } | undefined {
    const parts = Object.fromEntries(
      (header ?? '').split(',').map((part) => part.split('=') as [string, string]),
    );
    const at = Number(parts.t);
    if (!Number.isSafeInteger(at) || Math.abs(Date.now() / 1000 - at) > tolerance || !parts.v1)
      return undefined;
    const expected = createHmac('sha256', this.settings.webhookSecret)
      .update(Buffer.concat([Buffer.from(`${at}.`), raw]))
      .digest();
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const event = JSON.parse(raw.toString('utf8')) as { id?: unknown; orderId?: unknown };
    if (typeof event.id !== 'string' || typeof event.orderId !== 'string') return undefined;
    return { eventId: event.id, cashOrderId: event.orderId };
  }
}
