import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config.js';
import { freePort } from '../test/freePort.js';
import { processDatabase } from '../test/serverProcess.js';
import { memberWithSession } from '../test/sessionFor.js';

/**
 * Issue 15: a server killed with SIGKILL in the middle of a webhook and polling storm, restarted and
 * reconciled, loses no paid order and credits none twice. The casino runs as its own process (as
 * `pnpm start` does) and the payment sandbox as another, so the provider outlives the casino's crash
 * as a real one would.
 */

const sandboxRoot = path.join(serverRoot, '../payment-sandbox');
const secretKey = 'sk_test_killed';
const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

function run(cwd: string, args: string[], env: Record<string, string>): ChildProcess {
  // Node itself with tsx as a loader, not the tsx wrapper: SIGKILL must reach the server, not a parent.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${args.join(' ')} exited ${code}:\n${stderr}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('a casino killed mid-storm', () => {
  it('restarted and reconciled: every paid order credited exactly once, nothing credited for the unpaid', async () => {
    const [casinoPort, sandboxPort] = [await freePort(), await freePort()];
    const casino = `http://127.0.0.1:${casinoPort}`;
    // The suite's migrated template: on PGlite a folder filled from it, on PostgreSQL a copy of it.
    const database = await processDatabase();
    cleanups.push(() => database.destroy());
    const dbEnv = database.env;

    // Members and their sessions are written before the casino starts: the PGlite folder has one owner.
    const members = await database.use(async (db) => {
      await db.updateTable('deposit_payment_method').set({ enabled: 1 }).execute();
      const made = [];
      for (let i = 0; i < 8; i++) made.push(await memberWithSession(db));
      return made;
    });

    const sandbox = run(sandboxRoot, ['src/main.ts'], {
      SANDBOX_PORT: String(sandboxPort),
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_WEBHOOK_URL: `${casino}/api/payments/webhook/stripe`,
      SANDBOX_RETRY_DELAYS_MS: '200,500,1000,2000',
    });
    const casinoEnv = {
      ...dbEnv,
      PORT: String(casinoPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: casino,
      PAYMENT_SANDBOX: 'off',
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${sandboxPort}/sandbox/stripe`,
    };
    let server = run(serverRoot, ['src/server.ts'], casinoEnv);
    await waitFor(`http://127.0.0.1:${sandboxPort}/sandbox/webhooks`, sandbox);
    await waitFor(`${casino}/api/sys/settings/list`, server);

    const post = async (token: string, call: string, fields: Record<string, string>) => {
      const response = await fetch(`${casino}/api${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
        body: new URLSearchParams(fields).toString(),
      });
      return (await response.json()) as { error: number; data: Record<string, string> };
    };
    const orders: { token: string; memberId: number; orderId: string; iframe: string; amount: number }[] = [];
    for (let i = 0; i < 60; i++) {
      const member = members[i % members.length];
      if (member === undefined) throw new Error('no member');
      const amount = 10 + i;
      const created = await post(member.token, '/sys/deposit/stripe/depositOrder', {
        amount: String(amount),
      });
      expect(created.error, JSON.stringify(created)).toBe(0);
      orders.push({
        ...member,
        orderId: created.data.orderId ?? '',
        iframe: created.data.iframe ?? '',
        amount,
      });
    }

    // Two thirds are paid at the provider, a third of those before the kill; the members keep polling.
    const paid = orders.filter((_, i) => i % 3 !== 0);
    const pay = async (iframe: string) => {
      const page = await (await fetch(iframe)).text();
      const action = /<form method="post" action="([^"]+)"><button type="submit">Pay<\/button>/.exec(
        page,
      )?.[1];
      expect(action).toBeDefined();
      expect((await fetch(action ?? '', { method: 'POST', redirect: 'manual' })).status).toBeLessThan(400);
    };
    const poll = () =>
      Promise.all(
        orders.map((o) => post(o.token, '/sys/stripe/findOrder', { orderId: o.orderId }).catch(() => null)),
      );
    const third = Math.floor(paid.length / 3);
    const polling = poll();
    await Promise.all(paid.slice(0, third).map((o) => pay(o.iframe)));
    // Killed once the first notification went through; the rest of the payments happen while it is down.
    for (let attempt = 0; attempt < 500; attempt++) {
      const log = (await (await fetch(`http://127.0.0.1:${sandboxPort}/sandbox/webhooks`)).json()) as {
        status: number | string;
      }[];
      if (log.some((delivery) => delivery.status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.kill('SIGKILL');
    const killedAt = new Date();
    await Promise.all([paid.slice(third).map((o) => pay(o.iframe)), polling, poll(), exited(server)].flat());

    server = run(serverRoot, ['src/server.ts'], casinoEnv);
    await waitFor(`${casino}/api/sys/settings/list`, server);
    // The sandbox redelivers what the dead server missed, and the members poll again.
    await Promise.all(orders.map((o) => post(o.token, '/sys/stripe/findOrder', { orderId: o.orderId })));
    server.kill('SIGTERM');
    await exited(server);

    // The operator's reconciliation settles whatever neither reached.
    const reconcile = run(serverRoot, ['src/deposits/operator.ts', 'reconcile'], casinoEnv);
    await exited(reconcile);
    expect(reconcile.exitCode).toBe(0);

    await database.use(async (db) => {
      for (const o of orders) {
        const order = await db
          .selectFrom('deposit_order')
          .select('status')
          .where('id', '=', o.orderId)
          .executeTakeFirstOrThrow();
        const rows = await db
          .selectFrom('wallet_ledger')
          .select('amount')
          .where('reference_ref', '=', o.orderId)
          .execute();
        const isPaid = paid.includes(o);
        expect(order.status, o.orderId).toBe(isPaid ? 'succeeded' : 'awaiting_customer');
        expect(
          rows.map((r) => r.amount),
          o.orderId,
        ).toEqual(isPaid ? [`${o.amount}.00`] : []);
      }
      // The kill fell inside the storm: some orders were credited before it, the rest after.
      const before = await db
        .selectFrom('deposit_status_change')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('to_status', '=', 'succeeded')
        .where('created_at', '<', killedAt)
        .executeTakeFirstOrThrow();
      expect(Number(before.n)).toBeGreaterThan(0);
      expect(Number(before.n)).toBeLessThan(paid.length);
      for (const member of members) {
        const wallet = await db
          .selectFrom('wallet')
          .select('cash')
          .where('member_id', '=', member.memberId)
          .executeTakeFirstOrThrow();
        const sum = await db
          .selectFrom('wallet_ledger')
          .select((eb) => eb.fn.sum<string>('amount').as('total'))
          .where('member_id', '=', member.memberId)
          .where('class', '=', 1)
          .executeTakeFirst();
        const expected = paid.filter((o) => o.memberId === member.memberId).reduce((t, o) => t + o.amount, 0);
        expect(wallet.cash).toBe(`${expected}.00`);
        expect(Number(sum?.total ?? 0)).toBe(expected);
      }
    });
    sandbox.kill('SIGTERM');
  }, 240_000);
});
