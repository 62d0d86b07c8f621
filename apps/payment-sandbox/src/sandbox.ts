import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import qs from 'qs';
import { btcpaySandbox, type CryptoChains } from './btcpay/btcpay';
import { type ApiFault, Faults, type WebhookFault } from './faults';
import { cashSandbox, cpaySandbox, pingpongSandbox } from './hostedPayment/hostedPayment';
import { paypalSandbox } from './paypal/paypal';
import { pixSandbox } from './pix/pix';
import { stripeSandbox } from './stripe/stripe';
import { type Deliver, fetchDeliver, WebhookSender } from './webhooks';

/** Redelivery schedule of a refused webhook (BTCPay's: 10 s, 1 min, then every 10 min). */
export const defaultRetryDelaysMs = [10_000, 60_000, 600_000, 600_000, 600_000, 600_000];

/** The sandbox's state: its fault switches, webhook sender and clock, shared by every provider stand-in. */
export class Sandbox {
  readonly faults = new Faults();
  readonly sender: WebhookSender;
  /** Moved forward by tests and `POST /sandbox/clock`, so an invoice can expire without waiting. */
  clockOffsetMs = 0;
  readonly now = () => Date.now() + this.clockOffsetMs;
  /** The crypto chains (BTCPay's stand-in registers them). */
  chains: CryptoChains | undefined;

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

interface HostedPaymentKeys {
  apiKey: string;
  webhookUrl: string;
  webhookSecret: string;
}

export interface SandboxOptions {
  /** Where the sandbox is reachable from a browser, e.g. http://127.0.0.1:8080/sandbox */
  publicUrl: string;
  stripe: { secretKey: string; webhookUrl: string; webhookSecret: string };
  paypal: { clientId: string; clientSecret: string; webhookUrl: string; webhookId: string };
  cash: HostedPaymentKeys;
  cpay: HostedPaymentKeys;
  pingpong: HostedPaymentKeys;
  /** webhookUrl as registered with a PSP: the sandbox, like one, posts to `<webhookUrl>/pix`. */
  pix: { clientId: string; clientSecret: string; webhookUrl: string; webhookSecret: string };
  btcpay: { storeId: string; apiKey: string; webhookUrl: string; webhookSecret: string };
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

  // The crypto chains, driven as a payer's wallet and the miners would (README "BTCPay").
  app.post('/crypto/send', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    const body = (request.body ?? {}) as { address?: unknown; amount?: unknown };
    if (typeof body.address !== 'string' || typeof body.amount !== 'string' || sandbox.chains === undefined) {
      return reply
        .status(400)
        .send({ error: 'address and amount (a decimal string in coin units) are required' });
    }
    const sent = sandbox.chains.send(body.address, body.amount);
    return 'error' in sent ? reply.status(400).send(sent) : sent;
  });

  app.post('/crypto/mine', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    const body = (request.body ?? {}) as { coin?: unknown; blocks?: unknown };
    if (typeof body.coin !== 'string' || sandbox.chains === undefined) {
      return reply.status(400).send({ error: 'coin and blocks are required' });
    }
    const mined = sandbox.chains.mine(body.coin, Number(body.blocks ?? 1));
    return 'error' in mined ? reply.status(400).send(mined) : mined;
  });

  app.post('/clock', async (request, reply) => {
    if (!local(request)) return reply.status(403).send({ error: 'loopback only' });
    const seconds = Number((request.body as { advanceSeconds?: unknown } | undefined)?.advanceSeconds);
    if (!Number.isFinite(seconds) || seconds <= 0)
      return reply.status(400).send({ error: 'advanceSeconds > 0' });
    sandbox.clockOffsetMs += seconds * 1000;
    return { now: new Date(sandbox.now()).toISOString() };
  });

  app.get('/pay-close.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send("if (window.opener) window.opener.postMessage('PAY_CLOSE', '*');\n"),
  );

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
  for (const [name, plugin] of [
    ['cash', cashSandbox],
    ['cpay', cpaySandbox],
    ['pingpong', pingpongSandbox],
  ] as const) {
    await app.register(plugin, {
      prefix: `/${name}`,
      publicUrl: `${options.publicUrl}/${name}`,
      ...options[name],
      faults: sandbox.faults,
      sender: sandbox.sender,
    });
  }
  await app.register(btcpaySandbox, {
    prefix: '/btcpay',
    publicUrl: `${options.publicUrl}/btcpay`,
    ...options.btcpay,
    faults: sandbox.faults,
    sender: sandbox.sender,
    now: sandbox.now,
    register: (chains) => {
      sandbox.chains = chains;
    },
  });
  await app.register(pixSandbox, {
    prefix: '/pix',
    publicUrl: `${options.publicUrl}/pix`,
    ...options.pix,
    faults: sandbox.faults,
    sender: sandbox.sender,
  });
};
