import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from '../faults';
import { hostedPage } from '../page';
import type { WebhookSender } from '../webhooks';
import { paypalSignedText, signPaypal } from './signature';

export interface PaypalOptions {
  /** Where the sandbox's PayPal is reachable, e.g. http://127.0.0.1:8080/sandbox/paypal */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  webhookUrl: string;
  webhookId: string;
  faults: Faults;
  sender: WebhookSender;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING';
  amount: { currency_code: string; value: string };
}

interface Order {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: {
    reference_id: string;
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: Capture[] };
  }[];
  links: { rel: string; href: string; method: string }[];
  create_time: string;
  /** The buyer's PayPal account, once they approved. */
  payer?: { payer_id: string };
  /** Sandbox only, never answered: the buyer pressed Decline, so the capture is refused. */
  declined?: boolean;
  returnUrl?: string;
  cancelUrl?: string;
}

/** A PayPal payer id: 13 characters, upper-case letters and digits. */
const randomPayerId = () =>
  Array.from(randomBytes(13), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 36]).join('');

const visible = (order: Order) => {
  const { declined: _d, returnUrl: _r, cancelUrl: _c, ...rest } = order;
  return rest;
};

/**
 * PayPal's Orders v2 as the casino calls it (README "PayPal"): OAuth client credentials, create,
 * read, capture, an approval page, and webhooks signed as PayPal signs them.
 */
export const paypalSandbox: FastifyPluginAsync<PaypalOptions> = async (app, options) => {
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  const requestIds = new Map<string, unknown>();
  // Made on first use: every casino test app mounts the sandbox, few of them send PayPal webhooks.
  let keys: { publicPem: string; privatePem: string } | undefined;
  const signingKeys = () => {
    if (keys === undefined) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      keys = {
        publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      };
    }
    return keys;
  };

  function notify(eventType: string, resource: unknown): void {
    const body = JSON.stringify({
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith('PAYMENT') ? 'capture' : 'checkout-order',
      event_type: eventType,
      resource,
    });
    options.sender.send({
      url: options.webhookUrl,
      body,
      headers: () => {
        const transmissionId = randomUUID();
        const time = new Date().toISOString();
        return {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${options.publicUrl}/v1/notifications/certs/sandbox`,
          'paypal-transmission-sig': signPaypal(
            signingKeys().privatePem,
            paypalSignedText(transmissionId, time, options.webhookId, body),
          ),
        };
      },
    });
  }

  app.get('/v1/notifications/certs/sandbox', async (_request, reply) =>
    reply.type('text/plain').send(signingKeys().publicPem),
  );

  app.post('/v1/oauth2/token', async (request, reply) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${randomBytes(16).toString('hex')}`;
    tokens.add(token);
    return {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      expires_in: 32400,
    };
  });

  /** Bearer check, armed faults, PayPal-Request-Id replay (the first answer for the same id). */
  async function api(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => { status: number; body: unknown },
  ) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return reply.status(401).send({ name: 'AUTHENTICATION_FAILURE' });
    const fault = options.faults.takeApi();
    if (fault?.mode === '500') return reply.status(500).send({ name: 'INTERNAL_SERVER_ERROR' });
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${request.url}|${requestId}` : undefined;
    let answer = key ? (requestIds.get(key) as { status: number; body: unknown } | undefined) : undefined;
    if (answer === undefined) {
      answer = work();
      if (key) requestIds.set(key, answer);
    }
    if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.status(answer.status).send(answer.body);
  }

  const unprocessable = (issue: string) => ({
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue }],
      message: 'The requested action could not be performed.',
    },
  });

  app.post('/v2/checkout/orders', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as {
        intent?: string;
        purchase_units?: {
          reference_id?: string;
          custom_id?: string;
          amount?: { currency_code?: string; value?: string };
        }[];
        application_context?: { return_url?: string; cancel_url?: string };
      };
      const unit = body.purchase_units?.[0];
      const value = unit?.amount?.value;
      const currency = unit?.amount?.currency_code;
      if (body.intent !== 'CAPTURE' || !value || !/^[0-9]+(\.[0-9]{1,2})?$/.test(value) || !currency) {
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', message: 'intent CAPTURE and an amount are required' },
        };
      }
      const id = randomBytes(8).toString('hex').toUpperCase().slice(0, 17);
      const order: Order = {
        id,
        intent: 'CAPTURE',
        status: 'CREATED',
        purchase_units: [
          {
            reference_id: unit?.reference_id ?? 'default',
            ...(unit?.custom_id ? { custom_id: unit.custom_id } : {}),
            amount: { currency_code: currency, value },
          },
        ],
        links: [
          { rel: 'self', href: `${options.publicUrl}/v2/checkout/orders/${id}`, method: 'GET' },
          { rel: 'approve', href: `${options.publicUrl}/checkoutnow?token=${id}`, method: 'GET' },
          { rel: 'capture', href: `${options.publicUrl}/v2/checkout/orders/${id}/capture`, method: 'POST' },
        ],
        create_time: new Date().toISOString(),
        ...(body.application_context?.return_url ? { returnUrl: body.application_context.return_url } : {}),
        ...(body.application_context?.cancel_url ? { cancelUrl: body.application_context.cancel_url } : {}),
      };
      orders.set(id, order);
      return { status: 201, body: visible(order) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', (request, reply) =>
    api(request, reply, () => {
      const order = orders.get(request.params.id);
      return order
        ? { status: 200, body: visible(order) }
        : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }),
  );

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', (request, reply) =>
    api(request, reply, () => {
      const order = orders.get(request.params.id);
      if (order === undefined) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
      const unit = order.purchase_units[0];
      if (unit === undefined) return unprocessable('ORDER_NOT_APPROVED');
      if (order.declined) {
        order.status = 'VOIDED';
        notify('PAYMENT.CAPTURE.DENIED', {
          id: randomBytes(8).toString('hex'),
          status: 'DECLINED',
          amount: unit.amount,
          supplementary_data: { related_ids: { order_id: order.id } },
        });
        return unprocessable('INSTRUMENT_DECLINED');
      }
      const pending = options.faults.pendingCaptures > 0;
      if (pending) options.faults.pendingCaptures -= 1;
      const capture: Capture = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: pending ? 'PENDING' : 'COMPLETED',
        amount: unit.amount,
      };
      unit.payments = { captures: [capture] };
      order.status = 'COMPLETED';
      // PayPal holds some captures for review (status_details.reason): the money may still come.
      if (pending) {
        notify('PAYMENT.CAPTURE.PENDING', {
          ...capture,
          supplementary_data: { related_ids: { order_id: order.id } },
        });
        return { status: 201, body: visible(order) };
      }
      notify('PAYMENT.CAPTURE.COMPLETED', {
        ...capture,
        supplementary_data: { related_ids: { order_id: order.id } },
      });
      return { status: 201, body: visible(order) };
    }),
  );

  const html = (reply: FastifyReply, text: string) => reply.type('text/html; charset=utf-8').send(text);

  // Approval page: Pay approves (the merchant then captures), Decline approves with a card that the
  // capture will refuse, Cancel voids the order.
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', (request, reply) => {
    const order = orders.get(request.query.token ?? '');
    if (order === undefined) return reply.status(404).send('unknown order');
    if (order.status !== 'CREATED')
      return html(reply, hostedPage('PayPal', [`This order is ${order.status}.`], []));
    const unit = order.purchase_units[0];
    const base = `${options.publicUrl}/checkoutnow/${order.id}`;
    return html(
      reply,
      hostedPage(
        'PayPal',
        [`Pay ${unit?.amount.value} ${unit?.amount.currency_code}`],
        [
          { name: 'Pay', action: `${base}/pay` },
          { name: 'Decline', action: `${base}/decline` },
          { name: 'Cancel', action: `${base}/cancel` },
        ],
      ),
    );
  });

  app.post<{ Params: { id: string; action: string }; Querystring: { payer_id?: string } }>(
    '/checkoutnow/:id/:action',
    (request, reply) => {
      const order = orders.get(request.params.id);
      if (order === undefined) return reply.status(404).send('unknown order');
      if (order.status !== 'CREATED') return reply.status(409).send(`order is ${order.status}`);
      const { action } = request.params;
      if (action === 'pay' || action === 'decline') {
        order.status = 'APPROVED';
        // Each approval is a different sandbox buyer unless the caller names one (README "PayPal").
        const payerId = request.query.payer_id;
        order.payer = {
          payer_id: payerId && /^[A-Z0-9]{13}$/.test(payerId) ? payerId : randomPayerId(),
        };
        if (action === 'decline') order.declined = true;
        notify('CHECKOUT.ORDER.APPROVED', visible(order));
        return order.returnUrl
          ? reply.redirect(`${order.returnUrl}&token=${order.id}`, 303)
          : html(reply, 'approved');
      }
      if (action === 'cancel') {
        order.status = 'VOIDED';
        notify('CHECKOUT.ORDER.VOIDED', visible(order));
        return order.cancelUrl ? reply.redirect(order.cancelUrl, 303) : html(reply, 'canceled');
      }
      return reply.status(404).send('unknown action');
    },
  );
};
