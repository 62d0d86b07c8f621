import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from '../faults';
import { hostedPage } from '../page';
import type { WebhookSender } from '../webhooks';

export interface CashOptions {
  /** Where the sandbox's cash app is reachable, e.g. http://127.0.0.1:8080/sandbox/cash */
  publicUrl: string;
  apiKey: string;
  webhookUrl: string;
  webhookSecret: string;
  faults: Faults;
  sender: WebhookSender;
}

interface CashOrder {
  id: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  note: string;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELED';
  payUrl: string;
  createdAt: string;
}

/** X-Cash-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>. */
export function cashSignature(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

/**
 * A cash app with no public protocol, given the usual hosted-payment-page shape (README "Cash app"):
 * create an order, the member pays it in the app (the page, or its QR), a signed notification, and
 * the order query the merchant trusts.
 */
export const cashSandbox: FastifyPluginAsync<CashOptions> = async (app, options) => {
  const orders = new Map<string, CashOrder>();
  const byMerchantId = new Map<string, string>();

  function notify(order: CashOrder): void {
    const body = JSON.stringify({
      id: `evt_${randomBytes(10).toString('hex')}`,
      type: 'order.updated',
      orderId: order.id,
    });
    options.sender.send({
      url: options.webhookUrl,
      body,
      headers: () => ({
        'content-type': 'application/json',
        'x-cash-signature': cashSignature(options.webhookSecret, body),
      }),
    });
  }

  async function api(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => { status: number; body: unknown },
  ) {
    if (request.headers['x-cash-key'] !== options.apiKey) return reply.status(401).send({ error: 'bad key' });
    const fault = options.faults.takeApi();
    if (fault?.mode === '500') return reply.status(500).send({ error: 'sandbox fault' });
    const answer = work();
    if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.status(answer.status).send(answer.body);
  }

  app.post('/v1/orders', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as Partial<
        Record<'merchantOrderId' | 'amount' | 'currency' | 'note', string>
      >;
      const { merchantOrderId, amount, currency } = body;
      if (!merchantOrderId || !amount || !/^[0-9]+(\.[0-9]{2})?$/.test(amount) || !currency) {
        return { status: 400, body: { error: 'merchantOrderId, amount and currency are required' } };
      }
      // Idempotent by the merchant's id: a retried create answers the first order.
      const existing = orders.get(byMerchantId.get(merchantOrderId) ?? '');
      if (existing) return { status: 200, body: existing };
      const id = `cash_${randomBytes(10).toString('hex')}`;
      const order: CashOrder = {
        id,
        merchantOrderId,
        amount,
        currency,
        note: body.note ?? '',
        status: 'PENDING',
        payUrl: `${options.publicUrl}/pay/${id}`,
        createdAt: new Date().toISOString(),
      };
      orders.set(id, order);
      byMerchantId.set(merchantOrderId, id);
      return { status: 201, body: order };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/orders/:id', (request, reply) =>
    api(request, reply, () => {
      const order = orders.get(request.params.id);
      return order ? { status: 200, body: order } : { status: 404, body: { error: 'no such order' } };
    }),
  );

  app.get<{ Params: { id: string } }>('/pay/:id', (request, reply) => {
    const order = orders.get(request.params.id);
    if (order === undefined) return reply.status(404).send('unknown order');
    const base = `${options.publicUrl}/pay/${order.id}`;
    const buttons =
      order.status === 'PENDING'
        ? [
            { name: 'Pay', action: `${base}/pay` },
            { name: 'Decline', action: `${base}/decline` },
            { name: 'Cancel', action: `${base}/cancel` },
          ]
        : [];
    return reply
      .type('text/html; charset=utf-8')
      .send(
        hostedPage(
          'Cash app',
          [`Send ${order.amount} ${order.currency}`, `Note: ${order.note}`, order.status],
          buttons,
        ),
      );
  });

  app.post<{ Params: { id: string; action: string } }>('/pay/:id/:action', (request, reply) => {
    const order = orders.get(request.params.id);
    if (order === undefined) return reply.status(404).send('unknown order');
    if (order.status !== 'PENDING') return reply.status(409).send(`order is ${order.status}`);
    const next = { pay: 'PAID', decline: 'DECLINED', cancel: 'CANCELED' } as const;
    const status = next[request.params.action as keyof typeof next];
    if (status === undefined) return reply.status(404).send('unknown action');
    order.status = status;
    notify(order);
    return reply.type('text/html; charset=utf-8').send(hostedPage('Cash app', [`Order ${status}`], []));
  });
};
