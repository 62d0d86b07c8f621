import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Providers } from './flows.js';
import { findOrder, recordEvent, setEventOutcome } from './repository.js';
import { applyReading } from './settle.js';

/**
 * One path per provider, outside the contract (like the vendor wallet): each checks its provider's
 * signature on the raw bytes before anything is parsed, records the event id once (a repeat answers
 * 200 and changes nothing; the same id with other bytes is refused), then re-reads the order from the
 * provider and acts on that, never on what the notification claimed.
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
    // Not ours yet (the create call may still be on its way): refused, so the provider sends it again.
    if (order === undefined || order.provider !== 'stripe')
      return reply.status(404).send({ received: false });
    const sha = createHash('sha256').update(raw).digest('hex');
    const seen = await recordEvent(app.db, {
      provider: 'stripe',
      eventId: event.eventId,
      payloadSha256: sha,
      orderId: order.id,
      outcome: 'received',
    });
    if (seen === 'conflict') {
      request.log.warn(
        { eventId: event.eventId },
        'stripe webhook refused: event id repeated with other content',
      );
      return reply.status(400).send({ received: false });
    }
    if (seen === 'repeat') return { received: true };
    try {
      const reading = await stripe.read(order);
      const applied = await applyReading(app.db, order.id, reading, 'webhook');
      await setEventOutcome(
        app.db,
        'stripe',
        event.eventId,
        applied?.changed ? `applied ${applied.order.status}` : `ignored ${reading.status}`,
      );
    } catch (error) {
      // The event stays recorded; the reconciliation run settles the order from the provider later.
      request.log.warn({ orderId: order.id, err: error }, 'stripe webhook: order could not be re-read');
      await setEventOutcome(app.db, 'stripe', event.eventId, 'unread');
    }
    return { received: true };
  });
}
