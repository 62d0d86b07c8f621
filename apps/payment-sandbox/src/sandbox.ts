import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import qs from 'qs';
import { cashSandbox } from './cash/cash';
import { type ApiFault, Faults, type WebhookFault } from './faults';
import { paypalSandbox } from './paypal/paypal';
import { stripeSandbox } from './stripe/stripe';
import { type Deliver, fetchDeliver, WebhookSender } from './webhooks';

/** Redelivery schedule of a refused webhook (BTCPay's: 10 s, 1 min, then every 10 min). */
export const defaultRetryDelaysMs = [10_000, 60_000, 600_000, 600_000, 600_000, 600_000];

/** The sandbox's state: its fault switches and its webhook sender, shared by every provider stand-in. */
export class Sandbox {
  readonly faults = new Faults();
  readonly sender: WebhookSender;

  constructor(options: { deliver?: Deliver; retryDelaysMs?: number[] } = {}) {
    this.sender = new WebhookSender(
      options.deliver ?? fetchDeliver,
      this.faults,
      options.retryDelaysMs ?? defaultRetryDelaysMs,
      (body) => {
        try {
          return String((JSON.parse(body) as { id?: unknown }).id ?? '');
        } catch {
          return '';
        }
      },
    );
  }
}

export interface SandboxOptions {
  /** Where the sandbox is reachable from a browser, e.g. http://127.0.0.1:8080/sandbox */
  publicUrl: string;
  stripe: { secretKey: string; webhookUrl: string; webhookSecret: string };
  paypal: { clientId: string; clientSecret: string; webhookUrl: string; webhookId: string };
  cash: { apiKey: string; webhookUrl: string; webhookSecret: string };
  sandbox?: Sandbox;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const webhookFaults: WebhookFault[] = ['drop', 'delay', 'duplicate', 'reorder'];
const apiFaults: ApiFault[] = ['timeout', '500'];

/**
 * The payment providers' stand-ins (README.md): each provider's API, hosted pages and signed
 * webhooks under its own prefix, and the fault controls, which answer loopback callers only.
 */
export const paymentSandbox: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const sandbox = options.sandbox ?? new Sandbox();
  const local = (request: FastifyRequest) => loopback.has(request.ip);

  // Providers' form bodies nest (Stripe's line_items[0][price_data][currency]): parsed as qs does.
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, qs.parse(body as string));
    },
  );

  app.post('/faults', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    const body = (request.body ?? {}) as {
      webhooks?: { mode?: string; count?: number; delayMs?: number };
      api?: { mode?: string; count?: number; hangMs?: number };
    };
    const webhook = body.webhooks?.mode as WebhookFault | undefined;
    const api = body.api?.mode as ApiFault | undefined;
    if ((webhook && !webhookFaults.includes(webhook)) || (api && !apiFaults.includes(api))) {
      return reply
        .status(400)
        .send({ error: `webhooks.mode: ${webhookFaults.join('|')}; api.mode: ${apiFaults.join('|')}` });
    }
    if (webhook) sandbox.faults.armWebhooks(webhook, body.webhooks?.count, body.webhooks?.delayMs);
    if (api) sandbox.faults.armApi(api, body.api?.count, body.api?.hangMs);
    return { armed: { webhooks: webhook ?? null, api: api ?? null } };
  });

  app.delete('/faults', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    sandbox.faults.clear();
    return { armed: { webhooks: null, api: null } };
  });

  app.get('/webhooks', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    return sandbox.sender.log.slice(-200);
  });

  await app.register(stripeSandbox, {
    prefix: '/stripe',
    publicUrl: `${options.publicUrl}/stripe`,
    ...options.stripe,
    faults: sandbox.faults,
    sender: sandbox.sender,
  });
  await app.register(paypalSandbox, {
    prefix: '/paypal',
    publicUrl: `${options.publicUrl}/paypal`,
    ...options.paypal,
    faults: sandbox.faults,
    sender: sandbox.sender,
  });
  await app.register(cashSandbox, {
    prefix: '/cash',
    publicUrl: `${options.publicUrl}/cash`,
    ...options.cash,
    faults: sandbox.faults,
    sender: sandbox.sender,
  });
};
