import type { FastifyInstance, FastifyReply } from 'fastify';
import { hostedPage } from '../page';
import { type CheckoutSession, id, now, type PaymentIntent } from './objects';

/** What the hosted pages share with the API routes of the same sandbox (stripe.ts). */
export interface HostedPagesState {
  publicUrl: string;
  intents: Map<string, PaymentIntent>;
  sessions: Map<string, CheckoutSession>;
  notify(type: string, object: unknown): void;
  expireDue(session: CheckoutSession): void;
  succeed(intent: PaymentIntent): void;
  decline(intent: PaymentIntent, code: string, declineCode?: string): void;
}

/** The pages a payer sees: Stripe's hosted checkout and its 3-D Secure challenge. */
export function hostedPages(app: FastifyInstance, state: HostedPagesState): void {
  const { publicUrl, intents, sessions, notify, expireDue, succeed, decline } = state;
  const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);
  const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

  // Hosted checkout: Pay, Decline, Cancel.
  app.get<{ Params: { id: string } }>('/checkout/:id', (request, reply) => {
    const session = sessions.get(request.params.id);
    if (session === undefined) return reply.status(404).send('unknown checkout session');
    expireDue(session);
    if (session.status !== 'open')
      return html(reply, hostedPage('Checkout', [`This checkout is ${session.status}.`], []));
    const base = `${publicUrl}/checkout/${session.id}`;
    return html(
      reply,
      hostedPage(
        'Checkout',
        [`Pay ${money(session.amount_total, session.currency)}`],
        [
          { name: 'Pay', action: `${base}/pay` },
          { name: 'Decline', action: `${base}/decline` },
          { name: 'Cancel', action: `${base}/cancel` },
        ],
      ),
    );
  });

  app.post<{ Params: { id: string; action: string } }>('/checkout/:id/:action', (request, reply) => {
    const session = sessions.get(request.params.id);
    if (session === undefined) return reply.status(404).send('unknown checkout session');
    expireDue(session);
    if (session.status !== 'open') return reply.status(409).send(`checkout is ${session.status}`);
    const { action } = request.params;
    if (action === 'pay') {
      const intent = newCheckoutIntent(session);
      succeed(intent);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      notify('checkout.session.completed', session);
      return reply.redirect(session.success_url, 303);
    }
    if (action === 'decline' || action === 'cancel') {
      // A declined checkout is ended as a merchant would end it (sessions.expire), with its failed attempt.
      if (action === 'decline') decline(newCheckoutIntent(session), 'card_declined', 'generic_decline');
      session.status = 'expired';
      session.url = null;
      notify('checkout.session.expired', session);
      return reply.redirect(session.cancel_url ?? session.success_url, 303);
    }
    return reply.status(404).send('unknown action');
  });

  function newCheckoutIntent(session: CheckoutSession): PaymentIntent {
    const intent: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      status: 'processing',
      metadata: session.metadata,
      last_payment_error: null,
      cancellation_reason: null,
      next_action: null,
      return_url: null,
      payment_method: null,
      created: now(),
      livemode: false,
    };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  // 3-D Secure challenge: Complete authentication, Fail authentication.
  app.get<{ Params: { id: string } }>('/3ds/:id', (request, reply) => {
    const intent = intents.get(request.params.id);
    if (intent === undefined || intent.status !== 'requires_action') {
      return reply.status(404).send('no authentication pending');
    }
    const base = `${publicUrl}/3ds/${intent.id}`;
    return html(
      reply,
      hostedPage(
        '3-D Secure',
        [`Authenticate a payment of ${money(intent.amount, intent.currency)}`],
        [
          { name: 'Complete authentication', action: `${base}/complete` },
          { name: 'Fail authentication', action: `${base}/fail` },
        ],
      ),
    );
  });

  app.post<{ Params: { id: string; action: string } }>('/3ds/:id/:action', (request, reply) => {
    const intent = intents.get(request.params.id);
    if (intent === undefined || intent.status !== 'requires_action') {
      return reply.status(409).send('no authentication pending');
    }
    if (request.params.action === 'complete') {
      if (intent.afterAuth === 'decline') decline(intent, 'card_declined', 'generic_decline');
      else succeed(intent);
    } else if (request.params.action === 'fail') {
      decline(intent, 'payment_intent_authentication_failure');
    } else {
      return reply.status(404).send('unknown action');
    }
    return intent.return_url
      ? reply.redirect(intent.return_url, 303)
      : html(reply, hostedPage('3-D Secure', ['Done.'], []));
  });
}
