import { requestIdHeaders } from '../../../http/requestId.js';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';
import { paypalSignedText, verifyPaypal } from './signature.js';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or the sandbox's /sandbox/paypal. */
  apiUrl: string;
  webhookId: string;
  timeoutMs?: number;
}

interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: {
    payments?: {
      captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
  links?: { rel: string; href: string }[];
  /** The buyer's PayPal account, once approved. */
  payer?: { payer_id?: string };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
  ) {
    super(`paypal answered ${status} ${issue ?? ''}`);
  }
}

const webhookTolerance = 300;

/**
 * PayPal Orders v2 over plain HTTPS (PayPal's Node SDK is deprecated): OAuth client credentials,
 * create, read, capture; an APPROVED order is captured when read, so the webhook, the polling calls,
 * /sys/paypal/trigger and reconciliation all settle it, and PayPal-Request-Id makes the capture once.
 */
export class PaypalProvider implements DepositProvider {
  readonly name = 'paypal';
  private token: { value: string; until: number } | undefined;
  private readonly certs = new Map<string, string>();

  constructor(private readonly settings: PaypalSettings) {}

  private async fetch(
    path: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> },
  ): Promise<Response> {
    try {
      return await fetch(`${this.settings.apiUrl}${path}`, {
        ...init,
        headers: { ...init.headers, ...requestIdHeaders() },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(this.name, error);
    }
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`oauth ${response.status}`));
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  private async call<T>(method: string, path: string, body?: unknown, requestId?: string): Promise<T> {
    const response = await this.fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${await this.bearer()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status >= 500)
      throw new ProviderUnavailable(this.name, new Error(`status ${response.status}`));
    const answer = (await response.json().catch(() => ({}))) as T & { details?: { issue?: string }[] };
    if (!response.ok) throw new Refusal(response.status, answer.details?.[0]?.issue);
    return answer;
  }

  async createOrder(order: DepositOrder, returnUrl: string, cancelUrl: string) {
    const created = await this.call<PaypalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.id,
            custom_id: order.id,
            amount: { currency_code: order.currency, value: order.amount },
          },
        ],
        application_context: { return_url: returnUrl, cancel_url: cancelUrl, user_action: 'PAY_NOW' },
      },
      `create:${order.id}`,
    );
    const approve = created.links?.find((link) => link.rel === 'approve')?.href;
    if (approve === undefined) throw new ProviderUnavailable(this.name, new Error('no approve link'));
    return { paypalOrderId: created.id, approveUrl: approve };
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    const id = order.provider_payment_id;
    if (id === null) return { status: 'failed', reason: 'no order at the provider' };
    let current = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (current.status === 'APPROVED') {
      try {
        current = await this.call<PaypalOrder>(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
          {},
          `capture:${order.id}`,
        );
      } catch (error) {
        if (error instanceof Refusal && error.issue === 'INSTRUMENT_DECLINED') {
          return { status: 'failed', providerPaymentId: id, reason: 'INSTRUMENT_DECLINED' };
        }
        if (!(error instanceof Refusal && error.issue === 'ORDER_ALREADY_CAPTURED')) throw error;
        current = await this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
      }
    }
    if (current.status === 'COMPLETED') {
      const capture = current.purchase_units?.[0]?.payments?.captures?.[0];
      if (capture?.status === 'COMPLETED') {
        return {
          status: 'succeeded',
          providerPaymentId: id,
          amount: capture.amount.value,
          currency: capture.amount.currency_code,
          ...(current.payer?.payer_id ? { payerAccount: `payer:${current.payer.payer_id}` } : {}),
        };
      }
      // PENDING: PayPal holds the capture (a review, an eCheck) and may still complete it.
      if (capture?.status === 'PENDING') {
        return { status: 'processing', providerPaymentId: id, reason: 'capture pending at PayPal' };
      }
      if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
        return { status: 'failed', providerPaymentId: id, reason: `capture ${capture.status}` };
      }
      return { status: 'review', providerPaymentId: id, reason: `capture ${capture?.status ?? 'missing'}` };
    }
    if (current.status === 'VOIDED') return { status: 'canceled', providerPaymentId: id };
    return { status: 'awaiting_customer', providerPaymentId: id };
  }

  /**
   * PayPal's local verification on the raw bytes: RSA-SHA256 over id|time|webhook id|CRC32(body),
   * the certificate fetched only from the configured PayPal host, the time within 300 s. Answers the
   * event id and the PayPal order it concerns.
   */
  async parseWebhook(raw: Buffer, headers: Record<string, string | string[] | undefined>) {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const id = header('paypal-transmission-id');
    const time = header('paypal-transmission-time');
    const signature = header('paypal-transmission-sig');
    const certUrl = header('paypal-cert-url');
    if (!id || !time || !signature || !certUrl) return undefined;
    const at = Date.parse(time);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > webhookTolerance * 1000) return undefined;
    if (!certUrl.startsWith(`${this.settings.apiUrl}/`)) return undefined;
    let cert = this.certs.get(certUrl);
    if (cert === undefined) {
      const response = await this.fetch(certUrl.slice(this.settings.apiUrl.length), { method: 'GET' });
      if (!response.ok) return undefined;
      cert = await response.text();
      this.certs.set(certUrl, cert);
    }
    if (!verifyPaypal(cert, paypalSignedText(id, time, this.settings.webhookId, raw), signature))
      return undefined;
    const event = JSON.parse(raw.toString('utf8')) as {
      id?: string;
      resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    const orderId = event.resource?.supplementary_data?.related_ids?.order_id ?? event.resource?.id;
    if (typeof event.id !== 'string' || typeof orderId !== 'string') return undefined;
    return { eventId: event.id, paypalOrderId: orderId };
  }
}
