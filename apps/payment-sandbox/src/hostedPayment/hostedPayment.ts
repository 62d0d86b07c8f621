import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from '../faults';
import { closingPage, hostedPage, sandboxBase } from '../page';
import { behaviourOf } from '../stripe/cards';
import type { WebhookSender } from '../webhooks';

/** One provider of the hosted-payment-page shape (README "Hosted payment pages"): cash app, CPAY, PingPong. */
export interface HostedPaymentProtocol {
  /** Shown on its pages. */
  title: string;
  /** Prefix of its order ids, e.g. `cash`. */
  idPrefix: string;
  /** Header carrying the merchant's API key, e.g. `x-cash-key`. */
  keyHeader: string;
  /** Header carrying the notification's signature, e.g. `x-cash-signature`. */
  signatureHeader: string;
  /** The merchant sends the card with the order (CPAY). */
  cardWithOrder?: boolean;
  /** The member enters the card on the provider's page (PingPong); the merchant never sees it. */
  cardOnPage?: boolean;
}

export interface HostedPaymentOptions {
  /** Where this provider's pages are reachable, e.g. http://127.0.0.1:8080/sandbox/cash */
  publicUrl: string;
  apiKey: string;
  webhookUrl: string;
  webhookSecret: string;
  faults: Faults;
  sender: WebhookSender;
}

type Status = 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELED';

interface HostedOrder {
  id: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  note: string;
  status: Status;
  /** Why a DECLINED order was declined: `card_declined` or `insufficient_funds`. */
  declineCode?: string;
  /** The card's last four digits, as providers keep them; never the number. */
  cardLast4?: string;
  payUrl: string;
  createdAt: string;
}

/** `<header>: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function hostedSignature(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

/**
 * A provider with no public protocol, given the usual hosted-payment-page shape: create an order, the
 * member pays on the provider's page (or its QR), a signed notification, and the order query the
 * merchant trusts.
 */
export function hostedPaymentSandbox(
  protocol: HostedPaymentProtocol,
): FastifyPluginAsync<HostedPaymentOptions> {
  return async (app, options) => {
    const orders = new Map<string, HostedOrder>();
    const byMerchantId = new Map<string, string>();

    function notify(order: HostedOrder): void {
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
          [protocol.signatureHeader]: hostedSignature(options.webhookSecret, body),
        }),
      });
    }

    async function api(
      request: FastifyRequest,
      reply: FastifyReply,
      work: () => { status: number; body: unknown },
    ) {
      if (request.headers[protocol.keyHeader] !== options.apiKey) {
        return reply.status(401).send({ error: 'bad key' });
      }
      const fault = options.faults.takeApi();
      if (fault?.mode === '500') return reply.status(500).send({ error: 'sandbox fault' });
      const answer = work();
      if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return reply.status(answer.status).send(answer.body);
    }

    app.post('/v1/orders', (request, reply) =>
      api(request, reply, () => {
        const body = (request.body ?? {}) as Partial<
          Record<'merchantOrderId' | 'amount' | 'currency' | 'note', string> & {
            card: Partial<Record<'number' | 'cvc' | 'expMonth' | 'expYear', string>>;
          }
        >;
        const { merchantOrderId, amount, currency } = body;
        if (!merchantOrderId || !amount || !/^[0-9]+(\.[0-9]{2})?$/.test(amount) || !currency) {
          return { status: 400, body: { error: 'merchantOrderId, amount and currency are required' } };
        }
        const card = body.card?.number?.replace(/\s/g, '');
        if (protocol.cardWithOrder && (!card || !body.card?.cvc)) {
          return { status: 400, body: { error: 'card.number and card.cvc are required' } };
        }
        // Idempotent by the merchant's id: a retried create answers the first order.
        const existing = orders.get(byMerchantId.get(merchantOrderId) ?? '');
        if (existing) return { status: 200, body: existing };
        const id = `${protocol.idPrefix}_${randomBytes(10).toString('hex')}`;
        // Stripe's test cards mean the same here: a declined card never reaches the payment window.
        const behaviour = card ? behaviourOf(card) : undefined;
        const order: HostedOrder = {
          id,
          merchantOrderId,
          amount,
          currency,
          note: body.note ?? '',
          status: behaviour?.kind === 'decline' ? 'DECLINED' : 'PENDING',
          ...(behaviour?.kind === 'decline' ? { declineCode: behaviour.declineCode } : {}),
          ...(card ? { cardLast4: card.slice(-4) } : {}),
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
      const lines = [
        `Pay ${order.amount} ${order.currency}`,
        ...(order.note ? [`Note: ${order.note}`] : []),
        ...(order.cardLast4 ? [`Card ending ${order.cardLast4}`] : []),
        ...(protocol.cardOnPage ? ['Card: 4242 4242 4242 4242 (sandbox test card)'] : []),
        order.status,
      ];
      return reply.type('text/html; charset=utf-8').send(hostedPage(protocol.title, lines, buttons));
    });

    app.post<{ Params: { id: string; action: string } }>('/pay/:id/:action', (request, reply) => {
      const order = orders.get(request.params.id);
      if (order === undefined) return reply.status(404).send('unknown order');
      if (order.status !== 'PENDING') return reply.status(409).send(`order is ${order.status}`);
      const next = { pay: 'PAID', decline: 'DECLINED', cancel: 'CANCELED' } as const;
      const status = next[request.params.action as keyof typeof next];
      if (status === undefined) return reply.status(404).send('unknown action');
      order.status = status;
      if (status === 'DECLINED') order.declineCode = 'generic_decline';
      notify(order);
      // The window tells the page that opened it, as the spec's card windows do (001 §4, PAY_CLOSE).
      return reply
        .type('text/html; charset=utf-8')
        .send(closingPage(protocol.title, [`Order ${status}`], sandboxBase(options.publicUrl)));
    });
  };
}

export const cashSandbox = hostedPaymentSandbox({
  title: 'Cash app',
  idPrefix: 'cash',
  keyHeader: 'x-cash-key',
  signatureHeader: 'x-cash-signature',
});
export const cpaySandbox = hostedPaymentSandbox({
  title: 'CPAY card window',
  idPrefix: 'cpay',
  keyHeader: 'x-cpay-key',
  signatureHeader: 'x-cpay-signature',
  cardWithOrder: true,
});
export const pingpongSandbox = hostedPaymentSandbox({
  title: 'PingPong checkout',
  idPrefix: 'pp',
  keyHeader: 'x-pingpong-key',
  signatureHeader: 'x-pingpong-signature',
  cardOnPage: true,
});
