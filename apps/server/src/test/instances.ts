import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { serverRoot } from '../config.js';
import type { Db } from '../db/database.js';
import { toCents } from '../shared/money.js';
import { signRequest } from '../vendorWallet/signature.js';
import { freePort } from './freePort.js';
import { type RoundRobin, startRoundRobin } from './roundRobin.js';
import { type ServerProcess, startServer } from './serverProcess.js';

/*
 * What a test of several server instances behind one balancer needs (src/instances.test.ts): the
 * instances, the balancer and the payment sandbox as processes of their own, and calls through the
 * balancer as a player, a vendor and a provider make them, each retried as its sender would retry it.
 */

/** The house vendor's request secret every instance of a cluster shares. */
export const clusterSecret = `request-${'r'.repeat(40)}`;

export interface Cluster {
  proxy: RoundRobin;
  sandbox: Sandbox;
  instances: ServerProcess[];
  /** Which instances answered the requests to paths starting `path` logged since `from`. */
  answeredBy(path: string, from?: number): Set<string>;
  /** Kills whatever still runs and removes the cluster's Redis keys. */
  stop(): Promise<void>;
}

/**
 * Three instances of src/server.ts on one PostgreSQL database and the Redis at REDIS_URL (keys under
 * a prefix of this run's own: both engines' passes and other worktrees share the Redis), behind a
 * round-robin balancer, with the same secrets, the payment sandbox as a process of its own, and the
 * vendor mounted in each instance booking its rounds through the balancer as a vendor would.
 */
export async function startCluster(databaseUrl: string, settings: Record<string, string>): Promise<Cluster> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `test:instances:${randomUUID()}:`;
  const stripeKey = 'sk_test_instances';
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const proxy = await startRoundRobin();
  const sandboxPort = await freePort();
  const sandboxStarting = startSandbox(sandboxPort, {
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_WEBHOOK_URL: `${proxy.url}/api/payments/webhook/stripe`,
    SANDBOX_RETRY_DELAYS_MS: '200,500,1000,2000',
  });
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PUBLIC_URL: proxy.url,
    HOUSE_VENDOR_LAUNCH_SECRET: `launch-${clusterSecret}`,
    HOUSE_VENDOR_REQUEST_SECRET: clusterSecret,
    HOUSE_VENDOR_ANSWER_SECRET: `answer-${clusterSecret}`,
    HOUSE_VENDOR_WALLET_URL: `${proxy.url}/api/vendor/wallet`,
    PAYMENT_SANDBOX: 'off',
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${sandboxPort}/sandbox/stripe`,
    ...settings,
  };
  // Three starts (and the sandbox's) at once on two shared cores: each takes several times one start.
  const [sandboxStart, ...starts] = await Promise.allSettled([
    sandboxStarting,
    ...[0, 1, 2].map(() => startServer(env, 300_000)),
  ]);
  const children = [sandboxStart, ...starts].flatMap((start) =>
    start?.status === 'fulfilled' ? [start.value.child] : [],
  );
  const stop = async () => {
    for (const child of children) child.kill('SIGKILL');
    await proxy.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  };
  const failure = [sandboxStart, ...starts].find((start) => start?.status === 'rejected');
  if (failure?.status === 'rejected' || sandboxStart?.status !== 'fulfilled') {
    await stop();
    throw failure?.status === 'rejected' ? failure.reason : new Error('the cluster did not start');
  }
  const instances = starts.flatMap((start) =>
    start.status === 'fulfilled' ? [start.value as ServerProcess] : [],
  );
  proxy.backends.push(...instances.map((instance) => instance.url));
  return {
    proxy,
    sandbox: sandboxStart.value as Sandbox,
    instances,
    answeredBy: (prefix, from = 0) =>
      new Set(
        proxy.log
          .slice(from)
          .filter((entry) => entry.path.startsWith(prefix) && entry.status !== undefined)
          .map((entry) => entry.backend ?? ''),
      ),
    stop,
  };
}

/** A member's cash in cents. */
export async function cashOf(db: Db, memberId: number): Promise<bigint> {
  const wallet = await db
    .selectFrom('wallet')
    .select('cash')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return toCents(wallet.cash) ?? -1n;
}

/** Asks for the order through the balancer (the member's polling) until the database has it credited. */
export async function settledOrder(db: Db, base: string, orderId: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const order = await db
      .selectFrom('deposit_order')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.status === 'succeeded') return;
    await post(base, '/sys/stripe/findOrder', { orderId }, { token });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} never settled`);
}

export interface Envelope {
  status: number;
  error: number;
  message: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field.
  data: any;
}

/**
 * A form POST to /api as the player app sends it, from the loopback address `from` (127.0.0.1 unless
 * told), on a connection of its own. A request the balancer could not get answered is sent again:
 * every call made here is one a player would repeat (a read, or a call whose second try is refused).
 */
export async function post(
  base: string,
  call: string,
  fields: Record<string, string>,
  options: { token?: string; from?: string } = {},
): Promise<Envelope> {
  const payload = new URLSearchParams(fields).toString();
  for (let attempt = 0; ; attempt++) {
    const answer = await new Promise<{ status: number; body: string } | undefined>((resolve) => {
      const request = http.request(
        `${base}/api${call}`,
        {
          method: 'POST',
          agent: false,
          localAddress: options.from ?? '127.0.0.1',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(payload),
            'x-fe-lang': 'en',
            ...(options.token ? { authorization: options.token } : {}),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () =>
            resolve(
              response.headers['x-proxy-dropped'] ? undefined : { status: response.statusCode ?? 0, body },
            ),
          );
          response.on('error', () => resolve(undefined));
        },
      );
      request.on('error', () => resolve(undefined));
      request.end(payload);
    });
    if (answer !== undefined) return { ...(JSON.parse(answer.body) as Envelope), status: answer.status };
    if (attempt > 20) throw new Error(`${call}: no answer after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What became of one wallet call once answered: its code, and how many sends it took. */
export interface WalletAnswer {
  code: string;
  attempts: number;
}

/**
 * A signed seamless-wallet call as the vendor makes it: an attempt that gets no answer is signed anew
 * (a fresh nonce, so it is no replay) and sent again until one answers, as the house vendor's wallet
 * client retries; the transaction id makes the retries one call.
 */
export async function walletCall(
  base: string,
  secret: string,
  kind: 'bet' | 'win',
  fields: { sessionToken: string; gameId: number; transactionId: string; roundId: string; amount: string },
): Promise<WalletAnswer> {
  const payload = JSON.stringify(fields);
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${base}/api/vendor/wallet/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signRequest(secret, payload) },
      body: payload,
    }).catch(() => undefined);
    if (response !== undefined && response.headers.get('x-proxy-dropped') === null && response.status < 500) {
      const body = (await response.json()) as { data?: { code?: string } };
      return { code: body.data?.code ?? 'NO CODE', attempts: attempt };
    }
    await response?.body?.cancel();
    if (attempt > 20) throw new Error(`${fields.transactionId}: no answer after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Sandbox {
  url: string;
  child: ChildProcess;
}

/** apps/payment-sandbox on `port`, with these settings (its Stripe webhooks' address among them). */
export async function startSandbox(port: number, env: Record<string, string>): Promise<Sandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(serverRoot, '../payment-sandbox'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SANDBOX_PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/sandbox`;
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the payment sandbox exited ${child.exitCode}`);
    const status = await fetch(`${url}/webhooks`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the payment sandbox never answered');
}

/** Pays a Stripe order on the sandbox's card page, as the player's browser does. */
export async function payAtSandbox(iframe: string): Promise<void> {
  const page = await (await fetch(iframe)).text();
  const action = /<form method="post" action="([^"]+)"><button type="submit">Pay<\/button>/.exec(page)?.[1];
  if (action === undefined) throw new Error(`no Pay form at ${iframe}`);
  const paid = await fetch(action, { method: 'POST', redirect: 'manual' });
  if (paid.status >= 400) throw new Error(`paying ${iframe}: ${paid.status}`);
}

/** Opens a house game through the balancer as the player's browser does; answers the page session. */
export async function openHouseGame(base: string, token: string, gameId: number): Promise<string> {
  const launch = await post(base, '/sys/game/getLaunchUrl', { id: String(gameId), channel: 'pc' }, { token });
  if (launch.error !== 0) throw new Error(`launch: ${JSON.stringify(launch)}`);
  const page = await (await fetch(launch.data as string)).text();
  const session = /<meta name="house-session" content="([^"]+)">/.exec(page)?.[1];
  if (session === undefined) throw new Error('the game page opened no session');
  return session;
}

/** One slot spin on the house vendor's page API, which books it through the wallet API. */
export async function spin(base: string, session: string, bet: string): Promise<Envelope> {
  const response = await fetch(`${base}/vendor/house/api/slot/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-house-session': session },
    body: JSON.stringify({ bet }),
  });
  return { ...((await response.json()) as Envelope), status: response.status };
}

/**
 * Failed logins (a different unknown name each) from the loopback address `from`: the index of the
 * first one refused by the rate limit (429), or -1.
 */
export async function firstRefusedLogin(base: string, from: string, attempts: number): Promise<number> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const fields = { username: `nobody_${i}`, password: 'wrong-password', type: 'MEMBER' };
    statuses.push((await post(base, '/sys/auth/login', fields, { from })).status);
  }
  return statuses.indexOf(429);
}
