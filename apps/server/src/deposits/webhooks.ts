import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Providers } from './flows.js';
import type { DepositProvider } from './providers/provider.js';
import {
  type DepositOrder,
  findByProviderPayment,
  findOrder,
  recordEvent,
  setEventOutcome,
} from './repository.js';
import { applyReading } from './settle.js';

/**
 * After the provider's own signature check: the event id is recorded once (a repeat answers 200 and
 * changes nothing; the same id with other bytes is refused), then the order is re-read from the
 * provider and that reading, never what the notification claimed, is applied.
 */
async function settleFromEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: DepositProvider,
  event: { eventId: string; raw: Buffer; order: DepositOrder | undefined },
) {
  const { order } = event;
  // Not ours yet (the create call may still be on its way): refused, so the provider sends it again.
  if (order === undefined || order.provider !== provider.name)
    return reply.status(404).send({ received: false });
  const seen = await recordEvent(app.db, {
    provider: provider.name,
    eventId: event.eventId,
    payloadSha256: createHash('sha256').update(event.raw).digest('hex'),
    orderId: order.id,
    outcome: 'received',
  });
  if (seen === 'conflict') {
    request.log.warn(
      { provider: provider.name, eventId: event.eventId },
      'webhook refused: event id repeated with other content',
    );
    return reply.status(400).send({ received: false });
  }
  if (seen === 'repeat') return { received: true };
  try {
    const reading = await provider.read(order);
    const applied = await applyReading(app.db, order.id, reading, 'webhook');
    const outcome = applied?.changed ? `applied ${applied.order.status}` : `ignored ${reading.status}`;
    await setEventOutcome(app.db, provider.name, event.eventId, outcome);
  } catch (error) {
    // The event stays recorded; the reconciliation run settles the order from the provider later.
    request.log.warn({ orderId: order.id, err: error }, 'webhook: order could not be re-read');
    await setEventOutcome(app.db, provider.name, event.eventId, 'unread');
  }
  return { received: true };
}

/**
 * One path per provider, outside the contract (like the vendor wallet), each checking its provider's
 * signature scheme on the raw bytes before anything is parsed (README "Webhooks").
 */
export async function webhookRoutes(app: FastifyInstance, providers: Providers): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/payments/webhook/stripe', async (request, reply) => {
    const stripe = providers.stripe;
    if (stripe === undefined) return reply.status(404).send({ received: false });
    const raw = request.body;
    const signature = request.headers['stripe-signature'];
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string')
      return reply.status(400).send({ received: false });
    let event: { eventId: string; orderId: string | undefined };
    try {
      event = stripe.parseWebhook(raw, signature);
    } catch {
      request.log.warn('stripe webhook refused: bad or stale signature');
      return reply.status(400).send({ received: false });
    }
    const order = event.orderId === undefined ? undefined : await findOrder(app.db, event.orderId);
    return settleFromEvent(app, request, reply, stripe, { eventId: event.eventId, raw, order });
  });

  for (const hosted of [providers.cash, providers.cpay, providers.pingpong]) {
    if (hosted === undefined) continue;
    app.post(`/api/payments/webhook/${hosted.name}`, async (request, reply) => {
      const raw = request.body;
      const signature = request.headers[hosted.signatureHeader];
      if (!Buffer.isBuffer(raw)) return reply.status(400).send({ received: false });
      let event: { eventId: string; orderId: string } | undefined;
      try {
        event = hosted.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch {
        event = undefined;
      }
      if (event === undefined) {
        request.log.warn(`${hosted.name} webhook refused: bad or stale signature`);
        return reply.status(400).send({ received: false });
      }
      const order = await findByProviderPayment(app.db, hosted.name, event.orderId);
      return settleFromEvent(app, request, reply, hosted, { eventId: event.eventId, raw, order });
    });
  }

  app.post('/api/payments/webhook/btcpay', async (request, reply) => {
    const btcpay = providers.btcpay;
    if (btcpay === undefined) return reply.status(404).send({ received: false });
    const raw = request.body;
    const signature = request.headers['btcpay-sig'];
    if (!Buffer.isBuffer(raw)) return reply.status(400).send({ received: false });
    let event: { eventId: string; invoiceId: string } | undefined;
    try {
      event = btcpay.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch {
      event = undefined;
    }
    if (event === undefined) {
      request.log.warn('btcpay webhook refused: bad signature');
      return reply.status(400).send({ received: false });
    }
    const order = await findByProviderPayment(app.db, 'btcpay', event.invoiceId);
    return settleFromEvent(app, request, reply, btcpay, { eventId: event.eventId, raw, order });
  });

  app.post('/api/payments/webhook/pix', async (request, reply) => {
    const pix = providers.pix;
    if (pix === undefined) return reply.status(404).send({ received: false });
    const raw = request.body;
    const signature = request.headers['x-pix-signature'];
    if (!Buffer.isBuffer(raw)) return reply.status(400).send({ received: false });
    let received: { eventId: string; txid: string }[] | undefined;
    try {
      received = pix.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch {
      received = undefined;
    }
    if (received === undefined || received.length === 0) {
      request.log.warn('pix webhook refused: bad or stale signature');
      return reply.status(400).send({ received: false });
    }
    // One notification may carry several received Pix: each is an event of its own charge.
    for (const pixEvent of received) {
      const order = await findByProviderPayment(app.db, 'pix', pixEvent.txid);
      const answer = await settleFromEvent(app, request, reply, pix, {
        eventId: pixEvent.eventId,
        raw,
        order,
      });
      if (reply.sent) return answer;
    }
    return { received: true };
  });

  app.post('/api/payments/webhook/paypal', async (request, reply) => {
    const paypal = providers.paypal;
    if (paypal === undefined) return reply.status(404).send({ received: false });
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) return reply.status(400).send({ received: false });
    const event = await paypal.parseWebhook(raw, request.headers).catch(() => undefined);
    if (event === undefined) {
      request.log.warn('paypal webhook refused: bad or stale signature');
      return reply.status(400).send({ received: false });
    }
    const order = await findByProviderPayment(app.db, 'paypal', event.paypalOrderId);
    return settleFromEvent(app, request, reply, paypal, { eventId: event.eventId, raw, order });
  });
}
