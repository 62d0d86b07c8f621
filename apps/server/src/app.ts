import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { operatorGuard, operatorSessions } from './admin/session.js';
import { memberGuard, sessions } from './auth/session.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { countOrdersByStatus } from './deposits/index.js';
import { domains as allDomains } from './domains.js';
import { clientAddress } from './http/clientAddress.js';
import { readContract } from './http/contract.js';
import { contractRoutes } from './http/contractRoutes.js';
import type { Domain } from './http/domain.js';
import { errorHandling } from './http/errors.js';
import { jsonBody } from './http/jsonBody.js';
import { lifecycleRoutes } from './http/lifecycle.js';
import type { HandlerMap } from './http/operations.js';
import { pendingOperations } from './http/pendingOperations.js';
import { SnapshotStore } from './http/rateLimitStore.js';
import { requestContext, requestIdMixin, requestIdOf } from './http/requestId.js';
import { type MailTransport, outboxTransport, smtpTransport } from './mail/transport.js';
import { metricsPlugin } from './metrics/index.js';
import { recordBetLimitHit } from './protection/index.js';
import { openShortLived, RedisState, type ShortLived } from './shared/shortLived.js';
import { backofficePrefix, backofficeSite } from './site/backofficeSite.js';
import { devRoutes } from './site/devRoutes.js';
import { playerSite } from './site/playerSite.js';
import { storybookPrefix, storybookSite } from './site/storybookSite.js';
import { isWalletRoute, onRefusedBet, onWalletBatch } from './vendorWallet/index.js';
import { countCashOutsByStatus } from './withdrawals/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mail: MailTransport;
    /** Replay marks, captcha answers, card tokens: Redis with REDIS_URL, this process otherwise. */
    shortLived: ShortLived;
  }
}

export interface AppOptions {
  config: Config;
  /** Migrated database; closed with the app unless ownsDb is false (tests drop it themselves). */
  db: Db;
  ownsDb?: boolean;
  mail?: MailTransport;
  domains?: Domain[];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Passwords, tokens and card data never reach the logs (preamble). */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'repassword',
  'oldPassword',
  'token',
  'cardNum',
  'cardCvv',
  '*.password',
  '*.repassword',
  '*.oldPassword',
  '*.token',
  '*.cardNum',
  '*.cardCvv',
  '*.*.password',
  '*.*.token',
  '*.*.cardNum',
  '*.*.cardCvv',
  // The card as the deposit flows hold it on its way to the provider (src/deposits/checks.ts).
  'card',
  '*.card',
  'cvc',
  '*.cvc',
];

/** The handlers of the given domains by operationId; every domain's when none are given. */
export function mergeHandlers(domains: Domain[] = allDomains): HandlerMap {
  const merged: HandlerMap = {};
  for (const domain of domains) {
    for (const [operationId, handler] of Object.entries(domain.handlers ?? {})) {
      if (operationId in merged) throw new Error(`operation ${operationId} handled twice (${domain.name})`);
      merged[operationId] = handler;
    }
  }
  return merged;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      mixin: requestIdMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // A caller's x-request-id is kept only when it is a sane token (http/requestId.ts); Fastify's own
    // header option would take any value.
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustCloudflare,
    // A number field must be a finite number: '9' repeated past 1e308 is Infinity, not an integer.
    // A field may take a number or a decimal text (a cash-out amount: whole fiat units or BTC's 8
    // decimals, issue 25).
    ajv: { customOptions: { strictNumbers: true, allowUnionTypes: true } },
  });
  const mail =
    options.mail ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(db));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mail', mail);
  const shortLived = openShortLived(config.redisUrl, config.redisPrefix);
  app.decorate('shortLived', shortLived);
  app.addHook('onClose', async () => {
    mail.close();
    await shortLived.close();
    if (options.ownsDb !== false) await db.destroy();
  });
  // First, so every later hook, handler and outbound call runs knowing its request's id.
  await app.register(requestContext);

  // External plugins.
  // Security headers from one helmet middleware built here: @fastify/helmet built it anew (re-parsing
  // the CSP) on every request, a fifth of a seamless-wallet call's server time in bench/wallet.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...config.scriptHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.scriptHosts],
        // Games (the house vendor under /vendor/house/ and configured vendors) and payment pages run in frames.
        frameSrc: ["'self'", ...config.frameHosts],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...config.frameHosts],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Only meaningful (and harmless) when the site itself is served over https.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  // Seamless-wallet calls come only from vendors' servers and no browser loads their answers, so the
  // browser security headers are left off them (a sixth of what such a call allocated, bench/wallet).
  // Decided from the matched route, never from the raw URL.
  app.addHook('onRequest', (request, reply, done) => {
    if (isWalletRoute(request)) return done();
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(rateLimit, {
    global: false,
    // One count per client address across every instance when they share a Redis.
    ...(shortLived instanceof RedisState
      ? { redis: shortLived.redis, nameSpace: `${config.redisPrefix}rate:` }
      : { store: SnapshotStore }),
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: 'rate limited',
    }),
  });
  // No operation takes plain text; refusing it keeps a stray body from reaching a handler.
  app.removeContentTypeParser('text/plain');
  await app.register(jsonBody);

  // App plugins.
  await app.register(errorHandling);
  await app.register(sessions);
  await app.register(operatorSessions);

  await app.register(lifecycleRoutes);
  await app.register(metricsPlugin, {
    depositOrdersByStatus: () => countOrdersByStatus(db),
    cashOutsByStatus: () => countCashOutsByStatus(db),
  });
  onWalletBatch(db, app.metrics.walletBatch);
  // A bet refused over the player's own limit is a limit hit in the operator's report. Wired here, not
  // imported by the wallet: protection sits above the bonuses, and the bonuses above the wallet.
  onRefusedBet(db, recordBetLimitHit);

  // server.ts refuses DEV_ROUTES in production; this keeps an app built some other way safe too.
  const withDevRoutes = config.devRoutes && config.nodeEnv !== 'production';
  if (fs.existsSync(config.casinoDistDir)) {
    await app.register(playerSite, { root: config.casinoDistDir });
  } else {
    app.get('/', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Casino API</title></head>
<body><h1>The casino API is running</h1>
<p>Calls are under <code>${config.publicUrl}/api</code>; health at <a href="/healthz">/healthz</a>.
The player app is not built: run <code>pnpm build</code> and restart to serve it here.</p>
${withDevRoutes ? '<p>Mails sent without SMTP_URL: <a href="/dev/mailbox">/dev/mailbox</a>.</p>' : ''}
</body></html>`),
    );
  }

  if (fs.existsSync(config.backofficeDistDir)) {
    await app.register(backofficeSite, { root: config.backofficeDistDir, prefix: backofficePrefix });
    app.get('/backoffice', async (_request, reply) => reply.redirect(backofficePrefix));
  }

  if (config.storybook && fs.existsSync(path.join(config.storybookDir, 'index.html'))) {
    await app.register(storybookSite, { root: config.storybookDir, prefix: storybookPrefix });
    app.get('/storybook', async (_request, reply) => reply.redirect(storybookPrefix));
  }

  if (withDevRoutes) await app.register(devRoutes);

  // Domains.
  const domains = options.domains ?? allDomains;
  for (const domain of domains) {
    if (domain.plugin) await app.register(domain.plugin);
  }
  const contract = readContract(config.openapiFile);
  if (contract === undefined) {
    app.log.warn({ file: config.openapiFile }, 'no OpenAPI bundle: no /api routes (run pnpm openapi:bundle)');
  } else {
    await app.register(contractRoutes, {
      contract,
      handlers: mergeHandlers(domains),
      pending: pendingOperations,
      memberGuard,
      operatorGuard,
    });
  }
  return app;
}
