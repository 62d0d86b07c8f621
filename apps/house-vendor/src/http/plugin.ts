import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findHouseGame } from '../games/catalogue';
import { CATALOGUE_EXPONENT, parseMoney } from '../money';
import { createKyselyStore } from '../storage/kyselyStore';
import type { HouseStore, VendorSession } from '../storage/store';
import { HouseVendor } from '../vendor/houseVendor';
import type { Result } from '../vendor/results';
import { CasinoSettlement } from '../vendor/settlement';
import { SharedTables, type SharedTableTiming } from '../vendor/sharedTable';
import { WalletClient } from '../wallet/client';
import type { VendorSecrets } from '../wallet/signature';
import { loadClientApp } from './clientApp';
import { sendCompressed } from './compress';
import { resolveLang, translate } from './i18n';
import { peekLang } from './launchToken';
import { moneySchema, type RouletteBetsBody, rouletteBetsSchema } from './rouletteBets';
import { sharedTableRoutes } from './sharedTableRoutes';

export interface HouseVendorPluginOptions {
  /** Base of the casino's seamless wallet, e.g. http://127.0.0.1:3000/api/vendor/wallet */
  walletUrl: string;
  /** One secret a purpose: launch tokens, the vendor's wallet calls, the casino's answers. */
  secrets: VendorSecrets;
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
  /** How often unanswered wins and rollbacks are resent (and abandoned hands settled); 0 turns the timer off. 30 s by default. */
  retryIntervalMs?: number;
  /** A blackjack hand left this long is finished by standing; 30 minutes by default. */
  abandonedHandMs?: number;
  /**
   * The shared tables' phases (20 s of bets by default) and lease; `tickMs` 0 stops their schedule here;
   * `holder` names this instance in the lease (random by default).
   */
  sharedTable?: SharedTableTiming & { tickMs?: number; holder?: string };
  now?: () => Date;
}

const SESSION_HEADER = 'x-house-session';

/** The casino's envelope; a refusal also names its message key, which the client words in its language. */
type Envelope = { error: number; message: string; data: unknown; reason?: string };
const envelope = (result: Result<unknown>, lang: string): Envelope =>
  result.ok
    ? { error: 0, message: '', data: result.data }
    : {
        error: result.error,
        message: translate(lang, result.message, result.values),
        data: null,
        reason: result.message,
      };

const errorHtml = (lang: string, message: string) => {
  const text = message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${text}</title></head><body><p>${text}</p></body></html>`;
};

const noBody = { type: 'object', additionalProperties: true } as const;

/**
 * The house vendor as a Fastify plugin: the pages the launch URL opens, their JSON API (outcomes drawn
 * here, never taken from the page) and settlement through the casino's signed wallet API.
 */
export const houseVendorPlugin: FastifyPluginAsync<HouseVendorPluginOptions> = async (app, options) => {
  const publicPath = (options.publicPath ?? '/vendor/house').replace(/\/$/, '');
  const store = options.storage ?? (options.db ? createKyselyStore(options.db) : null);
  if (!store) throw new Error('houseVendorPlugin needs storage or db');
  const funBalanceCents = parseMoney(options.funBalance ?? '1000.00', CATALOGUE_EXPONENT);
  if (funBalanceCents === null) throw new Error('funBalance must be a decimal string');
  const wallet = new WalletClient({
    walletUrl: options.walletUrl.replace(/\/$/, ''),
    secrets: options.secrets,
    ...options.wallet,
  });
  const vendor = new HouseVendor({
    store,
    wallet,
    launchSecret: options.secrets.launch,
    funBalanceCents,
    now: options.now,
    log: app.log,
  });

  const client = loadClientApp();
  const now = options.now ?? (() => new Date());
  const tables = new SharedTables({
    store,
    settlement: new CasinoSettlement(store, wallet, now, app.log),
    now,
    log: app.log,
    ...options.sharedTable,
  });
  const tickEvery = options.sharedTable?.tickMs ?? 500;
  if (tickEvery > 0) {
    let ticking = false;
    const timer = setInterval(() => {
      // a slow database must not stack ticks
      if (ticking) return;
      ticking = true;
      tables
        .tick()
        .catch((error: unknown) => app.log.warn({ err: error }, 'shared table tick failed'))
        .finally(() => {
          ticking = false;
        });
    }, tickEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const retryEvery = options.retryIntervalMs ?? 30_000;
  const abandonAfterMs = options.abandonedHandMs ?? 30 * 60_000;
  if (retryEvery > 0) {
    const timer = setInterval(() => {
      vendor
        .settleAbandonedRounds(abandonAfterMs)
        .then(() => vendor.retryPendingWalletCalls())
        .catch((error: unknown) => app.log.warn({ err: error }, 'house vendor retry failed'));
    }, retryEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  /** The page's language: its session's, else the casino's default. */
  const langOf = async (request: FastifyRequest): Promise<string> => {
    const header = request.headers[SESSION_HEADER];
    const session = await vendor.findSession(typeof header === 'string' ? header : undefined);
    return session?.lang ?? resolveLang(undefined);
  };

  app.setErrorHandler(async (error: { validation?: unknown; message?: string }, request, reply) => {
    const lang = await langOf(request).catch(() => resolveLang(undefined));
    if (error.validation) {
      return reply.code(200).send({
        error: 1,
        message: translate(lang, 'invalidInput', { detail: error.message ?? '' }),
        data: null,
      });
    }
    request.log.error({ err: error }, 'house vendor request failed');
    return reply.code(200).send({ error: 9, message: translate(lang, 'busy'), data: null });
  });

  app.get(
    `${publicPath}/play`,
    {
      // the query holds the launch token: keep it out of the info-level request log
      logLevel: 'warn',
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 4096 } },
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { token: string } }>, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; base-uri 'none'; form-action 'none'; frame-ancestors ${options.frameAncestors ?? "'self'"}`,
        );
      const opened = await vendor.openSession(request.query.token);
      const apiPath = `${publicPath}/api`;
      if (!opened.ok) {
        const lang = resolveLang(peekLang(request.query.token));
        // A reload opens the same URL again: the page resumes with the session this tab keeps.
        if (opened.message === 'linkUsed') {
          return sendCompressed(
            request,
            reply.type('text/html; charset=utf-8'),
            client.page({ lang, title: '', sessionId: '', apiPath }),
          );
        }
        return reply
          .code(opened.error === 3 ? 404 : 401)
          .header('content-security-policy', "default-src 'none'")
          .type('text/html; charset=utf-8')
          .send(errorHtml(lang, translate(lang, opened.message)));
      }
      const { game, sessionId, lang, claims } = opened.data;
      const session = await vendor.findSession(sessionId);
      const state = session ? await vendor.state(session) : undefined;
      return sendCompressed(
        request,
        reply.type('text/html; charset=utf-8'),
        client.page({
          lang,
          title: claims.title?.trim().slice(0, 100) || game.name,
          sessionId,
          apiPath,
          engine: game.engine,
          state: state?.ok ? state.data : undefined,
        }),
      );
    },
  );

  app.get(
    `${publicPath}/assets/:name`,
    async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
      if (client.sendAsset(request, reply, request.params.name)) return reply;
      return reply.code(404).send({ error: 3, message: 'not found', data: null });
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
          return { error: -2, message: translate(resolveLang(undefined), 'sessionInvalid'), data: null };
        }
        return envelope(await handler(session, (request.body ?? {}) as B), session.lang);
      },
    );
  };

  route('/session', noBody, (session) => vendor.state(session));
  route<{ bet: string }>(
    '/slot/spin',
    { type: 'object', required: ['bet'], properties: { bet: moneySchema } },
    (session, body) => vendor.slotSpin(session, body.bet),
  );
  route<{ bet: string; pick?: number }>(
    '/studio/spin',
    {
      type: 'object',
      required: ['bet'],
      properties: { bet: moneySchema, pick: { type: 'integer', minimum: 0, maximum: 99 } },
    },
    (session, body) => vendor.studioSpin(session, body.bet, body.pick),
  );
  route<RouletteBetsBody>('/roulette/spin', rouletteBetsSchema, (session, body) =>
    vendor.rouletteSpin(session, body.bets),
  );
  route<{ bets: { side: string; amount: string }[] }>(
    '/baccarat/deal',
    {
      type: 'object',
      required: ['bets'],
      properties: {
        bets: {
          type: 'array',
          minItems: 1,
          maxItems: 3,
          items: {
            type: 'object',
            required: ['side', 'amount'],
            properties: { side: { type: 'string', enum: ['player', 'banker', 'tie'] }, amount: moneySchema },
          },
        },
      },
    },
    (session, body) => vendor.baccaratDeal(session, body.bets),
  );
  route<{ coins: number; coinValue: string }>(
    '/videopoker/deal',
    {
      type: 'object',
      required: ['coins', 'coinValue'],
      properties: { coins: { type: 'integer', minimum: 1, maximum: 5 }, coinValue: moneySchema },
    },
    (session, body) => vendor.videoPokerDeal(session, body.coins, body.coinValue),
  );
  route<{ roundId: string; held: number[] }>(
    '/videopoker/draw',
    {
      type: 'object',
      required: ['roundId', 'held'],
      properties: {
        roundId: { type: 'string', maxLength: 64 },
        held: { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 0, maximum: 4 } },
      },
    },
    (session, body) => vendor.videoPokerDraw(session, body.roundId, body.held),
  );
  route<{ bet: string }>(
    '/blackjack/deal',
    { type: 'object', required: ['bet'], properties: { bet: moneySchema } },
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
  route<{ clientSeed?: string; nextServerSeedHash: string }>(
    '/seeds/rotate',
    {
      type: 'object',
      required: ['nextServerSeedHash'],
      properties: {
        clientSeed: { type: 'string', maxLength: 64 },
        nextServerSeedHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
    },
    (session, body) => vendor.rotateSeeds(session, body.nextServerSeedHash, body.clientSeed),
  );
  route('/receipts', noBody, (session) => vendor.receipts(session));
  sharedTableRoutes(app, { publicPath, vendor, tables, launchSecret: options.secrets.launch, now }, route);
};
