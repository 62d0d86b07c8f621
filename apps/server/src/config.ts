import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { flag, hostMaps, integer, list, optional } from './configValues.js';
import {
  type BtcpayKeys,
  btcpayKeys,
  type FacebookKeys,
  facebookKeys,
  type HostedPaymentKeys,
  hostedPaymentKeys,
  type PixKeys,
  pixKeys,
} from './providerKeys.js';

export type { BtcpayKeys, FacebookKeys, HostedPaymentKeys, PixKeys } from './providerKeys.js';
export { sandboxFacebookAppId } from './providerKeys.js';

const thisFile = fileURLToPath(import.meta.url);

/**
 * The server's folder (apps/server), so relative defaults do not depend on the working directory:
 * the nearest folder above this code with a package.json, from src/ as from the compiled dist/
 * (where this code may sit in a shared chunk of its own).
 */
export const serverRoot = (() => {
  let folder = path.dirname(thisFile);
  while (!fs.existsSync(path.join(folder, 'package.json')) && path.dirname(folder) !== folder) {
    folder = path.dirname(folder);
  }
  return folder;
})();

/** Whether this is the compiled server (dist/, `pnpm build`) rather than TypeScript run by tsx or vitest. */
export const compiled = !thisFile.endsWith('.ts');

/** Where the running code's tree starts: src/ or dist/, laid out alike. */
export const codeRoot = path.join(serverRoot, compiled ? 'dist' : 'src');

export interface VendorSecrets {
  launch: string;
  request: string;
  answer: string;
}

export interface Config {
  port: number;
  host: string;
  /** Embedded database, outbox-free files and caches live here. */
  dataDir: string;
  /** PostgreSQL connection string; when unset the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** How often the whole embedded PGlite is vacuumed and analyzed (it has no autovacuum; changed tables are analyzed every minute): src/db/maintenance.ts. */
  pgliteVacuumMinutes: number;
  /** nodemailer SMTP URL; when unset mails stay in the outbox table (shown at /dev/mailbox with DEV_ROUTES). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where players reach the site; mail links are built from it. */
  publicUrl: string;
  nodeEnv: string;
  /**
   * DEV_ROUTES=1: /dev/wallet/credit (money without a deposit) and /dev/mailbox (every reset link),
   * answered to loopback callers only. Off unless asked for; a production start refuses it.
   */
  devRoutes: boolean;
  /** How often the server compares every balance with the sum of its ledger rows: src/wallet/reconcile.ts. */
  reconcileMinutes: number;
  /** Only behind Cloudflare may CF-IPCountry and CF-Connecting-IP be believed. */
  trustCloudflare: boolean;
  /** OWASP ASVS level 2 defaults; the settings table may override them (sessionIdleMinutes, sessionLifetimeHours). */
  sessionIdleMinutes: number;
  sessionLifetimeHours: number;
  bodyLimitBytes: number;
  /** Per client address: login, registration, captcha and mail calls. */
  authRateLimitPerMinute: number;
  /** Hosts allowed in frames besides our own origin: game vendors and payment pages. */
  frameHosts: string[];
  /** Hosts allowed for third-party scripts (live chat, analytics) configured by the operator. */
  scriptHosts: string[];
  /**
   * The house game vendor's three secrets, one a purpose, so a MAC made for one can never pass for
   * another: launch tokens (they travel in the game URL), the vendor's wallet calls, and the casino's
   * answers to them. Unset means a random one per start, enough while the vendor runs in this process.
   */
  houseVendorSecrets: VendorSecrets;
  /** Where the in-process house vendor calls the seamless wallet: this server's loopback by default. */
  houseVendorWalletUrl: string;
  /** How long a launch token allows new bets; wins and rollbacks are accepted after it. */
  launchTokenMinutes: number;
  /**
   * Test servers only (REALITY_CHECK_TEST_SECONDS; the e2e server's 5): a reality check this many seconds
   * apart instead of the player's minutes. Unset in production, whose start refuses the setting.
   */
  realityCheckTestSeconds?: number;
  /** How long the shared roulette table takes bets each round (SHARED_TABLE_BETTING_SECONDS, 20; the e2e server's 8). */
  sharedTableBettingSeconds: number;
  /** Per vendor code, hosts of its launch URLs to rewrite (/sys/gameVendor/wrapper/domain). */
  vendorWrapperDomains: Record<string, Record<string, string>>;
  /** The payment sandbox (apps/payment-sandbox) under /sandbox/; never in production. */
  paymentSandbox: boolean;
  /** Stripe secret key; unset in production means the Stripe methods answer "not available". */
  stripeSecretKey: string | undefined;
  /** Stripe's API base; unset means api.stripe.com (the SDK's default), the sandbox outside production. */
  stripeApiUrl: string | undefined;
  /** Endpoint secret of Stripe-Signature; outside production a random one shared with the sandbox. */
  stripeWebhookSecret: string | undefined;
  /** How long a hosted checkout stays payable. */
  stripeCheckoutMinutes: number;
  /** PayPal REST app credentials; unset in production means the PayPal methods answer "not available". */
  paypalClientId: string | undefined;
  paypalClientSecret: string | undefined;
  /** PayPal's API base: api-m.paypal.com in production, the sandbox's otherwise. */
  paypalApiUrl: string;
  /** PayPal's buyer site (c_site of PAYPAL_POLL); the approval page is `<site>/checkoutnow?token=<order>`. */
  paypalSiteUrl: string;
  /** The webhook id PayPal signs with. */
  paypalWebhookId: string;
  /**
   * The hosted-payment-page providers: the cash app (CASH), CPAY and PingPong, each its API base, key
   * and webhook secret (`CASH_API_URL`, `CASH_API_KEY`, `CASH_WEBHOOK_SECRET`, the same with `CPAY_`
   * and `PINGPONG_`); one unset in production answers "not available".
   */
  hostedPayments: Record<'cash' | 'cpay' | 'pingpong', HostedPaymentKeys | undefined>;
  /** Pix at the operator's PSP (BCB Pix API); unset in production means "not available". */
  pix: PixKeys | undefined;
  /** BTCPay Server for CRYPTO and CRYPT; unset in production means "not available". */
  btcpay: BtcpayKeys | undefined;
  /** Facebook Login (sign-up through Facebook); unset means the Facebook button and call are not available. */
  facebook: FacebookKeys | undefined;
  /** The scheduled run re-reads orders not final and untouched this long (0 turns the timer off). */
  depositReconcileMinutes: number;
  /**
   * How often the bonus schedule looks for periods that came due (src/bonuses/schedule.ts); 0 turns the
   * timer off (tests drive the schedule with their own clock).
   */
  bonusScheduleSeconds: number;
  /** How often the lobby's play counts catch up with the rounds played (0: never, for tests). */
  playCountSeconds: number;
  logLevel: string;
  openapiFile: string;
  casinoDistDir: string;
  /** The built back office (apps/backoffice/dist), served under /backoffice/ when it exists. */
  backofficeDistDir: string;
  /** The built Storybook of packages/ui (storybook-static), served under /storybook/ when it exists. */
  storybookDir: string;
  /** Whether /storybook/ answers: on outside production, where designers look; STORYBOOK=1 in production. */
  storybook: boolean;
  /** Operators (issue 19): their TOTP secrets' key (fixed outside production); session idle and total limits. */
  operatorTotpKey: string;
  /** Signs the audit chain head written every auditAnchorMinutes to the log and dataDir (audit/anchor.ts). */
  auditAnchorKey: string;
  auditAnchorMinutes: number;
  operatorIdleMinutes: number;
  operatorSessionHours: number;
  /** Redis shared by every instance (short-lived state, rate limits); unset means this process alone. */
  redisUrl: string | undefined;
  /** Put before every key this server writes in Redis, so several sites (or test runs) can share one. */
  redisPrefix: string;
  /** Addresses (exact, or IPv4 a.b.c.d/n) allowed to read /metrics; empty means loopback only. */
  metricsAllow: string[];
  /** How long a SIGTERM waits for calls in flight before the process exits anyway. */
  shutdownSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080);
  const production = (optional(env.NODE_ENV) ?? 'development') === 'production';
  const paymentSandbox = !production && env.PAYMENT_SANDBOX !== 'off';
  const publicUrl = (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(serverRoot, optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    pgliteVacuumMinutes: integer(env.PGLITE_VACUUM_MINUTES, 60),
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Casino <no-reply@localhost>',
    publicUrl,
    nodeEnv: optional(env.NODE_ENV) ?? 'development',
    devRoutes: flag(env.DEV_ROUTES),
    reconcileMinutes: integer(env.RECONCILE_MINUTES, 60),
    trustCloudflare: flag(env.TRUST_CLOUDFLARE),
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 30),
    sessionLifetimeHours: integer(env.SESSION_LIFETIME_HOURS, 12),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 1024 * 1024),
    authRateLimitPerMinute: integer(env.AUTH_RATE_LIMIT_PER_MINUTE, 20),
    frameHosts: list(env.FRAME_HOSTS),
    scriptHosts: list(env.SCRIPT_HOSTS),
    houseVendorSecrets: {
      launch: optional(env.HOUSE_VENDOR_LAUNCH_SECRET) ?? randomBytes(32).toString('hex'),
      request: optional(env.HOUSE_VENDOR_REQUEST_SECRET) ?? randomBytes(32).toString('hex'),
      answer: optional(env.HOUSE_VENDOR_ANSWER_SECRET) ?? randomBytes(32).toString('hex'),
    },
    houseVendorWalletUrl: (
      optional(env.HOUSE_VENDOR_WALLET_URL) ?? `http://127.0.0.1:${port}/api/vendor/wallet`
    ).replace(/\/+$/, ''),
    launchTokenMinutes: integer(env.LAUNCH_TOKEN_MINUTES, 240),
    // Never in production: there it would replace every player's chosen interval (productionProblems).
    ...(!production && optional(env.REALITY_CHECK_TEST_SECONDS) !== undefined
      ? { realityCheckTestSeconds: integer(env.REALITY_CHECK_TEST_SECONDS, 60) }
      : {}),
    sharedTableBettingSeconds: Math.max(3, integer(env.SHARED_TABLE_BETTING_SECONDS, 20)),
    vendorWrapperDomains: hostMaps(env.VENDOR_WRAPPER_DOMAINS),
    paymentSandbox,
    stripeSecretKey: optional(env.STRIPE_SECRET_KEY) ?? (paymentSandbox ? 'sk_test_sandbox' : undefined),
    stripeApiUrl:
      optional(env.STRIPE_API_URL) ??
      (paymentSandbox ? `http://127.0.0.1:${port}/sandbox/stripe` : undefined),
    stripeWebhookSecret:
      optional(env.STRIPE_WEBHOOK_SECRET) ??
      (paymentSandbox ? `whsec_${randomBytes(24).toString('hex')}` : undefined),
    paypalClientId: optional(env.PAYPAL_CLIENT_ID) ?? (paymentSandbox ? 'sandbox-client' : undefined),
    paypalClientSecret:
      optional(env.PAYPAL_CLIENT_SECRET) ?? (paymentSandbox ? randomBytes(24).toString('hex') : undefined),
    paypalApiUrl: (
      optional(env.PAYPAL_API_URL) ??
      (paymentSandbox ? `http://127.0.0.1:${port}/sandbox/paypal` : 'https://api-m.paypal.com')
    ).replace(/\/+$/, ''),
    paypalSiteUrl: (
      optional(env.PAYPAL_SITE_URL) ??
      (paymentSandbox
        ? `${(optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '')}/sandbox/paypal`
        : 'https://www.paypal.com')
    ).replace(/\/+$/, ''),
    paypalWebhookId: optional(env.PAYPAL_WEBHOOK_ID) ?? `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
    hostedPayments: {
      cash: hostedPaymentKeys(env, 'cash', paymentSandbox, port),
      cpay: hostedPaymentKeys(env, 'cpay', paymentSandbox, port),
      pingpong: hostedPaymentKeys(env, 'pingpong', paymentSandbox, port),
    },
    pix: pixKeys(env, paymentSandbox, port),
    btcpay: btcpayKeys(env, paymentSandbox, port),
    facebook: facebookKeys(env, paymentSandbox, port, publicUrl),
    stripeCheckoutMinutes: integer(env.STRIPE_CHECKOUT_MINUTES, 30),
    depositReconcileMinutes: integer(env.DEPOSIT_RECONCILE_MINUTES, 5),
    bonusScheduleSeconds:
      env.BONUS_SCHEDULE_SECONDS?.trim() === '0' ? 0 : integer(env.BONUS_SCHEDULE_SECONDS, 60),
    playCountSeconds: env.PLAY_COUNT_SECONDS?.trim() === '0' ? 0 : integer(env.PLAY_COUNT_SECONDS, 30),
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    openapiFile: path.resolve(serverRoot, optional(env.OPENAPI_FILE) ?? '../../openapi/dist/openapi.json'),
    casinoDistDir: path.resolve(serverRoot, optional(env.CASINO_DIST_DIR) ?? '../casino/dist'),
    backofficeDistDir: path.resolve(serverRoot, optional(env.BACKOFFICE_DIST_DIR) ?? '../backoffice/dist'),
    storybookDir: path.resolve(serverRoot, optional(env.STORYBOOK_DIR) ?? '../../storybook-static'),
    storybook: production ? flag(env.STORYBOOK) : env.STORYBOOK !== 'off',
    // Not random per start: an enrolled operator's secret must still open after a restart.
    operatorTotpKey:
      optional(env.OPERATOR_TOTP_KEY) ?? 'development-only operator TOTP key, never in production',
    auditAnchorKey:
      optional(env.AUDIT_ANCHOR_KEY) ?? 'development-only audit anchor key, never in production',
    auditAnchorMinutes: integer(env.AUDIT_ANCHOR_MINUTES, 60),
    operatorIdleMinutes: integer(env.OPERATOR_IDLE_MINUTES, 15),
    operatorSessionHours: integer(env.OPERATOR_SESSION_HOURS, 10),
    redisUrl: optional(env.REDIS_URL),
    redisPrefix: optional(env.REDIS_PREFIX) ?? 'casino:',
    metricsAllow: list(env.METRICS_ALLOW),
    shutdownSeconds: integer(env.SHUTDOWN_SECONDS, 25),
  };
}

/**
 * The secrets a production start must be given: each signs something a stranger could otherwise forge
 * (launch tokens, the seamless-wallet calls and their answers). Outside production a missing one is a
 * random value per start. A new secret setting belongs in this list.
 */
export const productionSecrets = [
  'HOUSE_VENDOR_LAUNCH_SECRET',
  'HOUSE_VENDOR_REQUEST_SECRET',
  'HOUSE_VENDOR_ANSWER_SECRET',
  'OPERATOR_TOTP_KEY',
  'AUDIT_ANCHOR_KEY',
] as const;

/** A secret shorter than this is refused in production: HMAC-SHA256 keys of 32 bytes and more. */
const minimumSecretLength = 32;

/**
 * What keeps a production start (NODE_ENV=production) from running, one line per setting, empty when
 * nothing does. Read from the environment rather than the Config, whose defaults (a random secret, a
 * localhost PUBLIC_URL) are right for a developer and wrong for players. server.ts exits with these.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (optional(env.NODE_ENV) !== 'production') return [];
  const problems: string[] = [];
  for (const name of productionSecrets) {
    const value = optional(env[name]);
    if (value === undefined) problems.push(`${name} is not set`);
    else if (value.length < minimumSecretLength) {
      problems.push(`${name} is shorter than ${minimumSecretLength} characters`);
    }
  }
  const publicUrl = optional(env.PUBLIC_URL);
  if (publicUrl === undefined) problems.push('PUBLIC_URL is not set (where players reach the site)');
  else if (!/^https?:\/\/[^/]/.test(publicUrl)) problems.push('PUBLIC_URL is not an http(s) address');
  if (optional(env.SMTP_URL) === undefined && !flag(env.MAIL_OUTBOX)) {
    problems.push('SMTP_URL is not set (or MAIL_OUTBOX=1 to keep mail in the outbox table)');
  }
  if (optional(env.FACEBOOK_APP_ID) !== undefined && optional(env.FACEBOOK_APP_SECRET) === undefined) {
    problems.push('FACEBOOK_APP_ID is set without FACEBOOK_APP_SECRET (Facebook tokens cannot be checked)');
  }
  if (flag(env.DEV_ROUTES))
    problems.push('DEV_ROUTES is set: the development routes never run in production');
  if (optional(env.REALITY_CHECK_TEST_SECONDS) !== undefined)
    problems.push(
      "REALITY_CHECK_TEST_SECONDS is set: a test server's reality check interval never runs in production",
    );
  return problems;
}
