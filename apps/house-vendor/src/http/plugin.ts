import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findHouseGame } from '../games/catalogue';
import { parseMoney } from '../money';
import { createKyselyStore } from '../storage/kyselyStore';
import type { HouseStore, VendorSession } from '../storage/store';
import { HouseVendor, type Result } from '../vendor/houseVendor';
import { WalletClient } from '../wallet/client';
import { BLACKJACK_BODY, BLACKJACK_CSS, BLACKJACK_JS } from './pages/blackjackPage';
import { ROULETTE_BODY, ROULETTE_CSS, ROULETTE_JS } from './pages/roulettePage';
import { errorHtml, shellHtml } from './pages/shell';
import { SLOT_BODY, SLOT_CSS, SLOT_JS } from './pages/slotPage';

export interface HouseVendorPluginOptions {
  /** Base of the casino's seamless wallet, e.g. http://127.0.0.1:3000/api/vendor/wallet */
  walletUrl: string;
  /** Shared secret: signs wallet calls and answers, and launch tokens. */
  secret: string;
  /** Where the pages and their API are served; the launch URL is `${publicPath}/play?token=...`. */
  publicPath?: string;
  /** Vendor storage: a store, or a Kysely database holding the `house_` tables (run migrateHouseVendor first). */
  storage?: HouseStore;
  // biome-ignore lint/suspicious/noExplicitAny: the vendor's tables are its own; the host's schema type is irrelevant here.
  db?: Kysely<any>;
  /** Demo balance of a play-for-fun session, decimal string; 1000.00 by default. */
  funBalance?: string;
  /** Who may frame the pages (CSP frame-ancestors); the casino origin when it differs from the vendor's. */
  frameAncestors?: string;
  wallet?: { timeoutMs?: number; attempts?: number; retryDelayMs?: number; fetch?: typeof fetch };
  /** How often unanswered wins and rollbacks are resent; 0 turns the timer off. 30 s by default. */
  retryIntervalMs?: number;
  now?: () => Date;
}

const SESSION_HEADER = 'x-house-session';

type Envelope = { error: number; message: string; data: unknown };
const envelope = (result: Result<unknown>): Envelope =>
  result.ok
    ? { error: 0, message: '', data: result.data }
    : { error: result.error, message: result.message, data: null };

const money = { type: 'string', maxLength: 16 } as const;
const noBody = { type: 'object', additionalProperties: true } as const;

/**
 * The house vendor as a Fastify plugin: the pages the launch URL opens, their JSON API (outcomes drawn
 * here, never taken from the page) and settlement through the casino's signed wallet API.
 */
export const houseVendorPlugin: FastifyPluginAsync<HouseVendorPluginOptions> = async (app, options) => {
  const publicPath = (options.publicPath ?? '/vendor/house').replace(/\/$/, '');
  const store = options.storage ?? (options.db ? createKyselyStore(options.db) : null);
  if (!store) throw new Error('houseVendorPlugin needs storage or db');
  const funBalanceCents = parseMoney(options.funBalance ?? '1000.00');
  if (funBalanceCents === null) throw new Error('funBalance must be a decimal string');
  const wallet = new WalletClient({
    walletUrl: options.walletUrl.replace(/\/$/, ''),
    secret: options.secret,
    ...options.wallet,
  });
  const vendor = new HouseVendor({
    store,
    wallet,
    secret: options.secret,
    funBalanceCents,
    now: options.now,
  });

  const retryEvery = options.retryIntervalMs ?? 30_000;
  if (retryEvery > 0) {
    const timer = setInterval(() => {
      vendor
        .retryPendingWalletCalls()
        .catch((error: unknown) => app.log.warn({ err: error }, 'house vendor retry failed'));
    }, retryEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.setErrorHandler((error: { validation?: unknown; message?: string }, request, reply) => {
    if (error.validation) {
      return reply.code(200).send({ error: 1, message: error.message ?? 'Invalid input.', data: null });
    }
    request.log.error({ err: error }, 'house vendor request failed');
    return reply
      .code(200)
      .send({ error: 9, message: 'The game server is busy. Please try again.', data: null });
  });

  app.get(
    `${publicPath}/play`,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 4096 } },
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { token: string } }>, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const opened = await vendor.openSession(request.query.token);
      if (!opened.ok) {
        return reply
          .code(opened.error === 3 ? 404 : 401)
          .header('content-security-policy', "default-src 'none'")
          .type('text/html; charset=utf-8')
          .send(errorHtml(opened.message));
      }
      const nonce = randomBytes(16).toString('base64');
      const page = {
        slot: [SLOT_CSS, SLOT_BODY, SLOT_JS],
        blackjack: [BLACKJACK_CSS, BLACKJACK_BODY, BLACKJACK_JS],
        roulette: [ROULETTE_CSS, ROULETTE_BODY, ROULETTE_JS],
      }[opened.data.game.engine];
      const [css, body, script] = page as [string, string, string];
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${options.frameAncestors ?? "'self'"}`,
        )
        .type('text/html; charset=utf-8')
        .send(
          shellHtml({
            nonce,
            sessionId: opened.data.sessionId,
            apiPath: `${publicPath}/api`,
            title: opened.data.game.name,
            css,
            body,
            script,
          }),
        );
    },
  );

  /** Page API routes: the session comes from the header the page carries, never from the body. */
  const route = <B>(
    path: string,
    body: object,
    handler: (session: VendorSession, body: B) => Promise<Result<unknown>>,
  ) => {
    app.post(
      `${publicPath}/api${path}`,
      { schema: { body } },
      async (request: FastifyRequest<{ Body: B }>, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        const header = request.headers[SESSION_HEADER];
        const session = await vendor.findSession(typeof header === 'string' ? header : undefined);
        if (!session || !findHouseGame(session.gameCode)) {
          return {
            error: -2,
            message: 'This game session is not valid. Close the game and open it again.',
            data: null,
          };
        }
        return envelope(await handler(session, (request.body ?? {}) as B));
      },
    );
  };

  route('/session', noBody, (session) => vendor.state(session));
  route<{ bet: string }>(
    '/slot/spin',
    { type: 'object', required: ['bet'], properties: { bet: money } },
    (session, body) => vendor.slotSpin(session, body.bet),
  );
  route<{ bets: { kind: string; numbers?: number[]; index?: number; amount: string }[] }>(
    '/roulette/spin',
    {
      type: 'object',
      required: ['bets'],
      properties: {
        bets: {
          type: 'array',
          minItems: 1,
          maxItems: 100,
          items: {
            type: 'object',
            required: ['kind', 'amount'],
            properties: {
              kind: { type: 'string', maxLength: 16 },
              numbers: { type: 'array', maxItems: 6, items: { type: 'integer' } },
              index: { type: 'integer' },
              amount: money,
            },
          },
        },
      },
    },
    (session, body) => vendor.rouletteSpin(session, body.bets),
  );
  route<{ bet: string }>(
    '/blackjack/deal',
    { type: 'object', required: ['bet'], properties: { bet: money } },
    (session, body) => vendor.blackjackDeal(session, body.bet),
  );
  route<{ roundId: string; action: string }>(
    '/blackjack/action',
    {
      type: 'object',
      required: ['roundId', 'action'],
      properties: {
        roundId: { type: 'string', maxLength: 64 },
        action: { type: 'string', enum: ['hit', 'stand', 'double', 'split'] },
      },
    },
    (session, body) => vendor.blackjackAction(session, body.roundId, body.action),
  );
  route<{ clientSeed?: string }>(
    '/seeds/rotate',
    { type: 'object', properties: { clientSeed: { type: 'string', maxLength: 64 } } },
    (session, body) => vendor.rotateSeeds(session, body.clientSeed),
  );
  route('/receipts', noBody, (session) => vendor.receipts(session));
};
