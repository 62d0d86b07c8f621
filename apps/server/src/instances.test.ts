import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestDuePeriod } from './bonuses/schedule.js';
import { insertFile } from './files/index.js';
import { markActivated } from './members/index.js';
import { toCents } from './shared/money.js';
import { createTestDatabase, type TestDatabase, testEngine } from './test/db.js';
import { freePort } from './test/freePort.js';
import {
  openHouseGame,
  payAtSandbox,
  post,
  type Sandbox,
  spin,
  startSandbox,
  walletCall,
} from './test/instances.js';
import { depositAndPlay, uniqueMobile } from './test/invitees.js';
import { validRegistration } from './test/members.js';
import { type RoundRobin, startRoundRobin } from './test/roundRobin.js';
import { type ServerProcess, startServer } from './test/serverProcess.js';
import { keepCalling, signedBet } from './test/walletLoad.js';
import { signRequest } from './vendorWallet/signature.js';
import { createLaunch, createMember, createMemberSession, seedGames } from './vendorWallet/testing.js';
import { findBalanceDifferences, findGrantDifferences, findRoundsPaidTwice } from './wallet/reconcile.js';

/**
 * Issue 31's acceptance: three instances of the server (src/server.ts, each a process of its own) on
 * one PostgreSQL database and one Redis, behind a round-robin balancer, with the payment sandbox as a
 * process of its own and the house vendor (mounted in every instance) calling the wallet through the
 * balancer. PostgreSQL only: PGlite is one process's database.
 */

const secret = `request-${'r'.repeat(40)}`;
const stripeKey = 'sk_test_instances';
const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Keys of this run only: both engines' passes and other worktrees share the Redis.
const redisPrefix = `test:instances:${randomUUID()}:`;
const authLimit = 3;

let database: TestDatabase;
let proxy: RoundRobin;
let sandbox: Sandbox;
let instances: ServerProcess[] = [];
const cashbackMembers: number[] = [];
let cashbackKey = '';

// A failed run must not leave its processes behind, busy on the machine's two cores.
afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  sandbox?.child.kill('SIGKILL');
  await proxy?.close();
  if (testEngine === 'postgres') {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
  await database?.destroy();
});

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  database = await createTestDatabase();
  const db = database.db;
  await seedGames(db);
  await db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
  // Three bronze members lost a round last week: each instance's first tick finds last week's
  // cashback due, and each member must be paid once.
  cashbackKey = latestDuePeriod('cashback', new Date()).key;
  for (let i = 0; i < 3; i++) {
    const member = await createMember(db);
    await depositAndPlay(db, member.id, '100.00', '100.00');
    await db
      .updateTable('wallet')
      .set({ vip_lifetime_points: 400 })
      .where('member_id', '=', member.id)
      .execute();
    cashbackMembers.push(member.id);
  }
  const lastWeek = new Date(latestDuePeriod('cashback', new Date()).start.getTime() + 3_600_000);
  await db
    .updateTable('vendor_transaction')
    .set({ created_at: lastWeek })
    .where('member_id', 'in', cashbackMembers)
    .execute();

  proxy = await startRoundRobin();
  const sandboxPort = await freePort();
  const sandboxStarting = startSandbox(sandboxPort, {
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_WEBHOOK_URL: `${proxy.url}/api/payments/webhook/stripe`,
    SANDBOX_RETRY_DELAYS_MS: '200,500,1000,2000',
  });
  const env = {
    DATABASE_URL: database.url ?? '',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    PUBLIC_URL: proxy.url,
    HOUSE_VENDOR_LAUNCH_SECRET: `launch-${secret}`,
    HOUSE_VENDOR_REQUEST_SECRET: secret,
    HOUSE_VENDOR_ANSWER_SECRET: `answer-${secret}`,
    // The vendor mounted in each instance books its rounds through the balancer, as a vendor would.
    HOUSE_VENDOR_WALLET_URL: `${proxy.url}/api/vendor/wallet`,
    PAYMENT_SANDBOX: 'off',
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: `http://127.0.0.1:${sandboxPort}/sandbox/stripe`,
    AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit),
    BONUS_SCHEDULE_SECONDS: '1',
    SHUTDOWN_SECONDS: '20',
  };
  // Three starts (and the sandbox's) at once on two shared cores: each takes several times one start.
  const starting = Promise.all([0, 1, 2].map(() => startServer(env, 300_000)));
  [sandbox, instances] = await Promise.all([sandboxStarting, starting]);
  proxy.backends.push(...instances.map((instance) => instance.url));
}, 360_000);

/** Which instances answered the requests to `path` logged since `from`. */
function answeredBy(path: string, from = 0): Set<string> {
  return new Set(
    proxy.log
      .slice(from)
      .filter((entry) => entry.path.startsWith(path) && entry.status !== undefined)
      .map((entry) => entry.backend ?? ''),
  );
}

async function cash(memberId: number): Promise<bigint> {
  const wallet = await database.db
    .selectFrom('wallet')
    .select('cash')
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return toCents(wallet.cash) ?? -1n;
}

/** Asks for the order (the member's polling) until the database says it is credited. */
async function settled(orderId: string, token: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const order = await database.db
      .selectFrom('deposit_order')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    if (order.status === 'succeeded') return;
    await post(proxy.url, '/sys/stripe/findOrder', { orderId }, { token });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} never settled`);
}

describe.skipIf(testEngine !== 'postgres')('three instances on one PostgreSQL and Redis (issue 31)', () => {
  it('a player signs up, deposits by card, plays and asks for a cash-out, through the balancer', async () => {
    const db = database.db;
    const signUp = await post(proxy.url, '/sys/auth/register', validRegistration({ mobile: uniqueMobile() }));
    expect(signUp.error, signUp.message).toBe(0);
    const { id: memberId, token } = signUp.data as { id: number; token: string };
    await markActivated(db, memberId);

    const order = await post(proxy.url, '/sys/deposit/stripe/depositOrder', { amount: '500' }, { token });
    expect(order.error, order.message).toBe(0);
    await payAtSandbox(order.data.iframe);
    await settled(order.data.orderId, token);
    expect(await cash(memberId)).toBe(50_000n);

    const slot = await db
      .selectFrom('game')
      .select('id')
      .where('game_code', 'like', 'slot:%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const session = await openHouseGame(proxy.url, token, slot.id);
    const walletLogged = proxy.log.length;
    for (let i = 0; i < 4; i++) expect((await spin(proxy.url, session, '1.00')).error).toBe(0);
    // The vendor's wallet calls went through the balancer to more than one instance.
    expect(answeredBy('/api/vendor/wallet/', walletLogged).size).toBeGreaterThan(1);
    const bets = await db
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'BET')
      .execute();
    expect(bets).toHaveLength(4);

    // What a cash-out needs besides money, set as the cash-out tests set it: proofs and play.
    const proofs = [randomUUID(), randomUUID()];
    for (const id of proofs) {
      await insertFile(db, {
        id,
        owner_member_id: memberId,
        mime: 'image/png',
        size: 100,
        width: 10,
        height: 10,
      });
    }
    await db.updateTable('wallet').set({ wagered: '10000.00' }).where('member_id', '=', memberId).execute();
    const before = await cash(memberId);
    const cashOut = await post(
      proxy.url,
      '/sys/withdraw/apply',
      {
        type: '0',
        amount: '300',
        paymentMethod: 'BANK_CARD',
        accountName: 'Ana García',
        dni: '12345678',
        accountNumber: '0011-0222-3333444455',
        interbankAccountNumber: '00211000222333344455',
        idcardProofId: proofs[0] as string,
        paymentProofId: proofs[1] as string,
      },
      { token },
    );
    expect(cashOut.error, cashOut.message).toBe(0);
    expect(await cash(memberId)).toBe(before - 30_000n);
    const requests = await db
      .selectFrom('withdrawal')
      .select('amount')
      .where('member_id', '=', memberId)
      .execute();
    expect(requests.map((r) => r.amount)).toEqual(['300.00']);
    // Every call of the journey was answered by whichever instance the balancer chose: all three served.
    expect(answeredBy('/').size).toBe(3);
    // And all three tick the bonus schedule (the last test finds one run a period all the same).
    for (const instance of instances) {
      const metrics = await (await fetch(`${instance.url}/metrics`)).text();
      expect(metrics).toMatch(/scheduler_runs_total\{job="bonusSchedule",outcome="ok"\} [1-9]/);
    }
  });

  it('the login limit counts failures on every instance together: the same count as one instance', async () => {
    const failedLogins = async (base: string, from: string) => {
      const statuses: number[] = [];
      for (let i = 0; i <= authLimit; i++) {
        const answer = await post(
          base,
          '/sys/auth/login',
          { username: `nobody_${i}`, password: 'wrong-password', type: 'MEMBER' },
          { from },
        );
        statuses.push(answer.status);
      }
      return statuses.indexOf(429);
    };
    // One instance alone, from one address; then another address through the balancer.
    expect(await failedLogins(instances[0]?.url ?? '', '127.0.0.2')).toBe(authLimit);
    const logged = proxy.log.length;
    expect(await failedLogins(proxy.url, '127.0.0.3')).toBe(authLimit);
    expect(answeredBy('/api/sys/auth/login', logged).size).toBe(3);
  });

  it('a signed wallet call replayed to another instance is refused, and debits once', async () => {
    const member = await createMember(database.db, { cash: '10.00' });
    const payload = JSON.stringify({
      sessionToken: await createLaunch(database.db, member.id, 3),
      gameId: 3,
      roundId: 'replayed',
      transactionId: 'replayed-1',
      amount: '2.00',
    });
    const headers = { 'content-type': 'application/json', 'x-signature': signRequest(secret, payload) };
    const send = async (instance: ServerProcess | undefined) => {
      const answer = await fetch(`${instance?.url}/api/vendor/wallet/bet`, {
        method: 'POST',
        headers,
        body: payload,
      });
      return ((await answer.json()) as { data: { code: string } }).data.code;
    };
    expect(await send(instances[0])).toBe('OK');
    expect(await send(instances[1])).toBe('INVALID_SIGNATURE');
    expect(await send(instances[2])).toBe('INVALID_SIGNATURE');
    expect(await cash(member.id)).toBe(800n);
  });

  it('kill -9 of one instance in a wallet and deposit storm: nothing lost, nothing doubled, reconciliation clean', async () => {
    const db = database.db;
    const players = [];
    for (let i = 0; i < 6; i++) {
      const member = await createMember(db, { cash: '100.00' });
      players.push({
        memberId: member.id,
        token: await createMemberSession(db, member.id),
        sessionToken: await createLaunch(db, member.id, 3),
      });
    }
    const orders: { memberId: number; token: string; orderId: string; iframe: string; cents: bigint }[] = [];
    for (const [i, player] of players.entries()) {
      for (const amount of [20 + i, 40 + i]) {
        const created = await post(
          proxy.url,
          '/sys/deposit/stripe/depositOrder',
          { amount: String(amount) },
          { token: player.token },
        );
        expect(created.error, created.message).toBe(0);
        orders.push({ ...player, ...created.data, cents: BigInt(amount) * 100n });
      }
    }
    const paid = orders.filter((_, i) => i % 3 !== 2);

    const victim = instances[2] as ServerProcess;
    const stormLogged = proxy.log.length;
    const sent: { memberId: number; transactionId: string; kind: 'bet' | 'win'; code: string }[] = [];
    let ok = 0;
    let okAtKill = 0;
    let stormOver = false;
    const stop = () => okAtKill > 0 && ok >= okAtKill + 60;
    const calls = players.map(async (player) => {
      for (let round = 0; !stop(); round++) {
        for (const [kind, amount] of [
          ['bet', '0.10'],
          ['win', '0.20'],
        ] as const) {
          const transactionId = `storm-${player.memberId}-${round}-${kind}`;
          const answer = await walletCall(proxy.url, secret, kind, {
            sessionToken: player.sessionToken,
            gameId: 3,
            transactionId,
            roundId: `storm-${player.memberId}-${round}`,
            amount,
          });
          sent.push({ memberId: player.memberId, transactionId, kind, code: answer.code });
          if (answer.code === 'OK') ok += 1;
          if (ok >= 40 && okAtKill === 0) {
            okAtKill = ok;
            victim.child.kill('SIGKILL');
          }
        }
      }
    });
    const storm = Promise.all(calls).finally(() => {
      stormOver = true;
    });
    // A third of the paid orders before the kill, the rest after; the members poll all along.
    const third = Math.ceil(paid.length / 3);
    const payments = (async () => {
      for (const order of paid.slice(0, third)) await payAtSandbox(order.iframe);
      while (okAtKill === 0 && !stormOver) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const order of paid.slice(third)) await payAtSandbox(order.iframe);
    })();
    const polling = (async () => {
      while (!stormOver) {
        for (const order of orders) {
          await post(proxy.url, '/sys/stripe/findOrder', { orderId: order.orderId }, { token: order.token });
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await Promise.all([storm, payments, polling]);
    expect(await victim.exited).toBeNull();
    // The victim was serving the storm when it died.
    expect(answeredBy('/api/vendor/wallet/', stormLogged)).toContain(victim.url);
    for (const order of paid) await settled(order.orderId, order.token);

    // Every call was answered OK in the end (some after a retry past the dead instance).
    expect(sent.filter((call) => call.code !== 'OK')).toEqual([]);
    const booked = await db
      .selectFrom('vendor_transaction')
      .select(['transaction_id', 'member_id'])
      .where(
        'member_id',
        'in',
        players.map((player) => player.memberId),
      )
      .execute();
    expect(booked.map((row) => row.transaction_id).sort()).toEqual(
      sent.map((call) => call.transactionId).sort(),
    );
    const doubled = await sql<{ external_ref: string }>`
      select external_ref from wallet_ledger group by external_ref, class having count(*) > 1`.execute(db);
    expect(doubled.rows).toEqual([]);
    for (const order of orders) {
      const rows = await db
        .selectFrom('wallet_ledger')
        .select('amount')
        .where('reference_ref', '=', order.orderId)
        .execute();
      expect(
        rows.map((row) => toCents(row.amount)),
        order.orderId,
      ).toEqual(paid.includes(order) ? [order.cents] : []);
    }
    for (const player of players) {
      const calls = sent.filter((call) => call.memberId === player.memberId);
      const deposits = paid.filter((order) => order.memberId === player.memberId);
      const expected =
        10_000n +
        deposits.reduce((sum, order) => sum + order.cents, 0n) -
        10n * BigInt(calls.filter((call) => call.kind === 'bet').length) +
        20n * BigInt(calls.filter((call) => call.kind === 'win').length);
      expect(await cash(player.memberId)).toBe(expected);
    }
    expect(await findBalanceDifferences(db)).toEqual([]);
    expect(await findGrantDifferences(db)).toEqual([]);
    expect(await findRoundsPaidTwice(db)).toEqual([]);
    proxy.remove(victim.url);
  });

  it('a SIGTERM under load behind the balancer: every call the instance took in is answered', async () => {
    const db = database.db;
    const member = await createMember(db, { cash: '1000.00' });
    const sessionToken = await createLaunch(db, member.id, 3);
    const leaving = instances[1] as ServerProcess;
    let exited = false;
    void leaving.exited.then(() => {
      exited = true;
    });
    const logged = proxy.log.length;
    let okCount = 0;
    let signalled = false;
    let started = 0;
    let afterExit = 0;
    const outcomes = await keepCalling(
      8,
      async (index) => {
        started = index;
        const outcome = await signedBet(proxy.url, secret, {
          sessionToken,
          gameId: 3,
          transactionId: `term-${index}`,
          amount: '0.10',
        });
        if (outcome.code === 'OK') okCount += 1;
        if (okCount >= 40 && !signalled) {
          signalled = true;
          leaving.child.kill('SIGTERM');
        }
        if (exited) afterExit += 1;
        return outcome;
      },
      // Calls go on until the surviving instances took 40 more; a load that never gets going stops too.
      () => afterExit >= 40 || (!signalled && started > 2000),
    );
    expect(await leaving.exited).toBe(0);
    expect(answeredBy('/api/vendor/wallet/bet', logged)).toContain(leaving.url);
    // Each call is answered by an instance (OK, or 503 on a connection that came in while closing), or
    // dropped by the balancer (502) when the instance never took it in: nothing is booked for those.
    expect(outcomes.every((o) => o.code === 'OK' || o.status === 503 || o.status === 502)).toBe(true);
    const booked = await db
      .selectFrom('vendor_transaction')
      .select('transaction_id')
      .where('member_id', '=', member.id)
      .execute();
    const answeredOk = outcomes.filter((o) => o.code === 'OK').map((o) => o.transactionId);
    expect(booked.map((row) => row.transaction_id).sort()).toEqual(answeredOk.sort());
    expect(await cash(member.id)).toBe(100_000n - 10n * BigInt(answeredOk.length));
    proxy.remove(leaving.url);
  });

  it('each scheduled job ran once per period, whichever instance ran it', async () => {
    const runs = await database.db
      .selectFrom('bonus_job_run')
      .select(['job', 'period_key', 'status', 'credited'])
      .orderBy('job')
      .orderBy('period_key')
      .execute();
    const cashback = runs.filter((run) => run.job === 'cashback');
    expect(cashback).toEqual([{ job: 'cashback', period_key: cashbackKey, status: 'done', credited: 3 }]);
    expect(runs.filter((run) => run.job === 'friday')).toHaveLength(1);
    expect(runs.filter((run) => run.job === 'expiry').length).toBeGreaterThan(0);
    const refs = await database.db
      .selectFrom('wallet_ledger')
      .select(['member_id', 'external_ref'])
      .where('external_ref', 'like', 'cashback:%')
      .orderBy('member_id')
      .execute();
    expect(refs).toEqual(
      cashbackMembers.map((id) => ({ member_id: id, external_ref: `cashback:${cashbackKey}:${id}` })),
    );
  });
});
