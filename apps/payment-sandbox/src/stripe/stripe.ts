import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from '../faults';
import type { WebhookSender } from '../webhooks';
import { type CardBehaviour, cardMethod } from './cards';
import {
  type CheckoutSession,
  id,
  type Metadata,
  now,
  type PaymentIntent,
  type PaymentMethod,
  publicIntent,
} from './objects';
import { hostedPages } from './pages';
import { stripeSignature } from './signature';

export interface StripeOptions {
  /** Where the sandbox's pages are reachable from a browser, e.g. http://127.0.0.1:8080/sandbox/stripe */
  publicUrl: string;
  secretKey: string;
  webhookUrl: string;
  webhookSecret: string;
  faults: Faults;
  sender: WebhookSender;
}

function stripeError(reply: FastifyReply, status: number, error: Record<string, unknown>) {
  return reply.status(status).send({ error });
}

/**
 * Stripe's API as the official SDK calls it (form-encoded bodies, Bearer secret key, Idempotency-Key),
 * the hosted checkout and 3-D Secure pages, and signed webhooks: the subset the casino uses, described
 * in README.md "Stripe".
 */
export const stripeSandbox: FastifyPluginAsync<StripeOptions> = async (app, options) => {
  const intents = new Map<string, PaymentIntent>();
  const sessions = new Map<string, CheckoutSession>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const behaviours = new Map<string, CardBehaviour>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();

  function notify(type: string, object: unknown): void {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2024-06-20',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
    const body = JSON.stringify(event);
    options.sender.send({
      url: options.webhookUrl,
      body,
      headers: () => ({
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(options.webhookSecret, body),
      }),
    });
  }

  function expireDue(session: CheckoutSession): void {
    if (session.status === 'open' && session.expires_at <= now()) {
      session.status = 'expired';
      session.url = null;
      notify('checkout.session.expired', session);
    }
  }
  const sweep = setInterval(() => {
    for (const session of sessions.values()) expireDue(session);
  }, 1000);
  sweep.unref?.();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** API calls: key check, armed faults, then the Idempotency-Key replay (the first answer, 5xx included). */
  async function api(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => { status: number; body: unknown },
  ): Promise<unknown> {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(reply, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
    }
    const fault = options.faults.takeApi();
    if (fault?.mode === '500')
      return stripeError(reply, 500, { type: 'api_error', message: 'sandbox fault' });
    const key = request.headers['idempotency-key'];
    const params = JSON.stringify(request.body ?? {});
    let answer: { status: number; body: unknown };
    const stored = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (stored !== undefined) {
      if (stored.params !== params) {
        return stripeError(reply, 400, {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        });
      }
      answer = stored;
    } else {
      answer = work();
      if (typeof key === 'string' && request.method === 'POST') idempotent.set(key, { params, ...answer });
    }
    // A timeout: the work is done but the answer comes too late, as a lost response would.
    if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.status(answer.status).send(answer.body);
  }

  type Body = Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const meta = (value: unknown): Metadata =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};

  app.post('/v1/checkout/sessions', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as Body;
      const item = ((body.line_items as Body[] | undefined)?.[0] ?? {}) as Body;
      const price = (item.price_data ?? {}) as Body;
      const unit = Number(str(price.unit_amount));
      const quantity = Number(str(item.quantity) ?? '1');
      const successUrl = str(body.success_url);
      if (!Number.isSafeInteger(unit) || unit <= 0 || !successUrl || str(price.currency) === undefined) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'missing amount or urls' } },
        };
      }
      const session: CheckoutSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: 'payment',
        url: null,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unit * quantity,
        currency: String(price.currency).toLowerCase(),
        client_reference_id: str(body.client_reference_id) ?? null,
        metadata: meta(body.metadata),
        payment_intent: null,
        success_url: successUrl,
        cancel_url: str(body.cancel_url) ?? null,
        expires_at: Number(str(body.expires_at) ?? now() + 24 * 3600),
        created: now(),
        livemode: false,
      };
      session.url = `${options.publicUrl}/checkout/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', (request, reply) =>
    api(request, reply, () => {
      const session = sessions.get(request.params.id);
      if (session === undefined) return notFound('checkout.session');
      expireDue(session);
      return { status: 200, body: session };
    }),
  );

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', (request, reply) =>
    api(request, reply, () => {
      const session = sessions.get(request.params.id);
      if (session === undefined) return notFound('checkout.session');
      if (session.status !== 'open') {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'session is not open' } },
        };
      }
      session.status = 'expired';
      session.url = null;
      notify('checkout.session.expired', session);
      return { status: 200, body: session };
    }),
  );

  // A card tokenized on its own (Stripe's POST /v1/payment_methods): charged later by its id only.
  app.post('/v1/payment_methods', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as Body;
      const made = cardMethod((body.card ?? {}) as Body, id('pm'), now());
      if (made === undefined) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'missing card' } } };
      }
      paymentMethods.set(made.method.id, made.method);
      behaviours.set(made.method.id, made.behaviour);
      return { status: 200, body: made.method };
    }),
  );

  app.post('/v1/payment_intents', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as Body;
      const amount = Number(str(body.amount));
      const given = str(body.payment_method);
      const made =
        given === undefined
          ? cardMethod(((body.payment_method_data as Body | undefined)?.card ?? {}) as Body, id('pm'), now())
          : undefined;
      const paymentMethod = given === undefined ? made?.method : paymentMethods.get(given);
      const behaviour = given === undefined ? made?.behaviour : behaviours.get(given);
      if (
        !Number.isSafeInteger(amount) ||
        amount <= 0 ||
        str(body.currency) === undefined ||
        !paymentMethod ||
        !behaviour
      ) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'missing amount or card' } },
        };
      }
      paymentMethods.set(paymentMethod.id, paymentMethod);
      const intent: PaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(body.currency).toLowerCase(),
        status: 'requires_payment_method',
        metadata: meta(body.metadata),
        last_payment_error: null,
        cancellation_reason: null,
        next_action: null,
        return_url: str(body.return_url) ?? null,
        payment_method: paymentMethod.id,
        created: now(),
        livemode: false,
      };
      intents.set(intent.id, intent);
      // confirm=false (the casino stores the intent's id first): the card waits for /confirm.
      if (str(body.confirm) === 'false') {
        intent.status = 'requires_confirmation';
        intent.pendingBehaviour = behaviour;
        return { status: 200, body: publicIntent(intent) };
      }
      return confirm(intent, behaviour);
    }),
  );

  /** What the card does once the intent is confirmed: paid, declined (402) or a 3-D Secure challenge. */
  function confirm(intent: PaymentIntent, behaviour: CardBehaviour): { status: number; body: unknown } {
    intent.pendingBehaviour = undefined;
    if (behaviour.kind === 'success') {
      succeed(intent);
      return { status: 200, body: publicIntent(intent) };
    }
    if (behaviour.kind === 'decline') {
      decline(intent, 'card_declined', behaviour.declineCode);
      return {
        status: 402,
        body: { error: { ...intent.last_payment_error, payment_intent: publicIntent(intent) } },
      };
    }
    intent.status = 'requires_action';
    intent.afterAuth = behaviour.afterAuth;
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${options.publicUrl}/3ds/${intent.id}`, return_url: intent.return_url },
    };
    return { status: 200, body: publicIntent(intent) };
  }

  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/confirm', (request, reply) =>
    api(request, reply, () => {
      const intent = intents.get(request.params.id);
      if (intent === undefined) return notFound('payment_intent');
      if (intent.status !== 'requires_confirmation' || intent.pendingBehaviour === undefined) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          },
        };
      }
      const returnUrl = str(((request.body ?? {}) as Body).return_url);
      if (returnUrl !== undefined) intent.return_url = returnUrl;
      return confirm(intent, intent.pendingBehaviour);
    }),
  );

  // Only the query the casino sends is understood: metadata['key']:'value'.
  app.get<{ Querystring: { query?: string } }>('/v1/payment_intents/search', (request, reply) =>
    api(request, reply, () => {
      const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(request.query.query ?? '');
      if (match === null) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'unsupported query' } },
        };
      }
      const [, key = '', value] = match;
      const data = [...intents.values()].filter((i) => i.metadata[key] === value).map(publicIntent);
      return {
        status: 200,
        body: {
          object: 'search_result',
          data,
          has_more: false,
          next_page: null,
          url: '/v1/payment_intents/search',
        },
      };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', (request, reply) =>
    api(request, reply, () => {
      const intent = intents.get(request.params.id);
      return intent === undefined ? notFound('payment_intent') : { status: 200, body: publicIntent(intent) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/payment_methods/:id', (request, reply) =>
    api(request, reply, () => {
      const found = paymentMethods.get(request.params.id);
      return found === undefined ? notFound('payment_method') : { status: 200, body: found };
    }),
  );

  // Stripe cancels an intent that has not succeeded and is not processing; the reason is kept.
  app.post<{ Params: { id: string } }>('/v1/payment_intents/:id/cancel', (request, reply) =>
    api(request, reply, () => {
      const intent = intents.get(request.params.id);
      if (intent === undefined) return notFound('payment_intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        };
      }
      const reason = str(((request.body ?? {}) as Body).cancellation_reason);
      intent.status = 'canceled';
      intent.next_action = null;
      intent.cancellation_reason =
        reason === 'abandoned' || reason === 'duplicate' || reason === 'fraudulent'
          ? reason
          : 'requested_by_customer';
      notify('payment_intent.canceled', publicIntent(intent));
      return { status: 200, body: publicIntent(intent) };
    }),
  );

  function notFound(kind: string) {
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` },
      },
    };
  }

  function succeed(intent: PaymentIntent): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.next_action = null;
    notify('payment_intent.succeeded', publicIntent(intent));
  }

  function decline(intent: PaymentIntent, code: string, declineCode?: string): void {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message: code === 'card_declined' ? 'Your card was declined.' : 'Authentication failed.',
    };
    notify('payment_intent.payment_failed', publicIntent(intent));
  }

  hostedPages(app, {
    publicUrl: options.publicUrl,
    intents,
    sessions,
    notify,
    expireDue,
    succeed,
    decline,
  });
};
