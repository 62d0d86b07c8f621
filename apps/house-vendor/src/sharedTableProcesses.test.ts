import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLaunchToken } from './http/launchToken';
import type { HouseTables } from './storage/kyselySchema';
import { type FakeCasinoWallet, startFakeCasinoWallet } from './testing/fakeCasinoWallet';
import { testSecrets } from './testing/secrets';
import { postgresDatabase } from './testing/stores';

/**
 * Issue 29, "one schedule, leader by the database": two house vendors started as an operator starts
 * them (`pnpm start`: src/main.ts, each a process of its own) on one PostgreSQL database. PostgreSQL
 * only (TEST_DB=postgres): PGlite is one process's database. The table runs fast here (2 s of bets).
 */
const SECRETS = testSecrets('processes');
const TABLE = 'house_roulette_shared';
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const settings = {
  SHARED_TABLE_BETTING_MS: '2000',
  SHARED_TABLE_SPIN_MS: '500',
  SHARED_TABLE_RESULT_MS: '500',
  SHARED_TABLE_LEASE_MS: '1500',
  SHARED_TABLE_TICK_MS: '100',
};

interface Vendor {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

interface TableState {
  table: { roundId: string; seq: number; phase: string; closesAt: string; now: string };
  last: { tableRoundId: string; status: string; outcome: { number: number } | null }[];
}

/** A bet's answer: the bet's own round (its wallet calls carry it) and the table round it is on. */
interface Placed {
  roundId: string;
  mine: { roundId: string; tableRoundId: string }[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startVendor(name: string, env: Record<string, string>): Promise<Vendor> {
  const port = await freePort();
  // one process (tsx as a loader, not its wrapper), so a signal reaches the vendor itself
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOUSE_VENDOR_PORT: String(port),
      HOUSE_VENDOR_INSTANCE: name,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt += 1) {
    const status = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { name, url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`vendor ${name} not ready:\n${output}`);
}

/** Opens the shared table for a member on one vendor, as the casino's launch URL does. */
async function seat(vendor: Vendor, memberId: number): Promise<string> {
  const token = createLaunchToken(SECRETS.launch, {
    memberId,
    gameId: 44,
    gameCode: TABLE,
    currency: 'EUR',
    mode: 'real',
    minBet: '0.20',
    maxBet: '100.00',
  });
  const page = await (await fetch(`${vendor.url}/vendor/house/play?token=${token}`)).text();
  const session = /<meta name="house-session" content="([^"]+)">/.exec(page)?.[1];
  if (!session) throw new Error(`no session from ${vendor.name}: ${page}`);
  return session;
}

async function call<T>(vendor: Vendor, session: string, path: string, body: object = {}) {
  const response = await fetch(`${vendor.url}/vendor/house/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-house-session': session },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { error: number; message: string; data: T };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 15_000): Promise<T> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}

/** Waits for a round that takes bets for another second at least, as a player's page would. */
const openRound = (vendor: Vendor, session: string) =>
  until('a round taking bets', async () => {
    const { data } = await call<TableState>(vendor, session, '/table/state');
    const left = Date.parse(data.table.closesAt) - Date.parse(data.table.now);
    return data.table.phase === 'betting' && left > 1000 ? data.table : undefined;
  });

const postgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!postgres)('the shared table on two vendor processes and one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof postgresDatabase>>;
  let db: Kysely<HouseTables>;
  let casino: FakeCasinoWallet;
  const vendors: Vendor[] = [];
  const winsOf = (roundId: string) =>
    casino.requests.filter((call) => call.operation === 'win' && call.body.roundId === roundId);

  beforeAll(async () => {
    database = await postgresDatabase();
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url }) }),
    });
    casino = await startFakeCasinoWallet(SECRETS, { 1: '100.00', 2: '100.00', 3: '100.00' });
    const env = {
      ...settings,
      DATABASE_URL: database.url,
      HOUSE_VENDOR_WALLET_URL: casino.url,
      HOUSE_VENDOR_LAUNCH_SECRET: SECRETS.launch,
      HOUSE_VENDOR_REQUEST_SECRET: SECRETS.request,
      HOUSE_VENDOR_ANSWER_SECRET: SECRETS.answer,
    };
    // started together, as after a deploy: both migrate the one database and tick from the start
    vendors.push(...(await Promise.all(['a', 'b'].map((name) => startVendor(name, env)))));
  }, 60_000);

  // a failed run must not leave its processes busy on the machine's two cores
  afterAll(async () => {
    for (const vendor of vendors) vendor.child.kill('SIGKILL');
    await db?.destroy();
    await casino?.close();
    await database?.drop();
  });

  it('keeps one schedule: a bet on each process lands on the same round, settled once, the same pocket for both', async () => {
    const [a, b] = vendors as [Vendor, Vendor];
    const alice = await seat(a, 1);
    const bob = await seat(b, 2);
    const round = await openRound(a, alice);
    const placed = await Promise.all([
      call<Placed>(a, alice, '/table/bet', {
        bets: [{ kind: 'red', amount: '1.00' }],
        roundId: round.roundId,
      }),
      call<Placed>(b, bob, '/table/bet', {
        bets: [{ kind: 'black', amount: '2.00' }],
        roundId: round.roundId,
      }),
    ]);
    expect(placed.map((answer) => answer.error)).toEqual([0, 0]);
    expect(placed.map((answer) => answer.data.mine[0]!.tableRoundId)).toEqual([round.roundId, round.roundId]);

    const settled = await Promise.all(
      [
        [a, alice],
        [b, bob],
      ].map(([vendor, session]) =>
        until('the settlement', async () => {
          const { data } = await call<TableState>(vendor as Vendor, session as string, '/table/state');
          return data.last[0]?.tableRoundId === round.roundId && data.last[0].status === 'settled'
            ? data.last[0]
            : undefined;
        }),
      ),
    );
    expect(settled[0]!.outcome!.number).toBe(settled[1]!.outcome!.number);
    // the next round is open, and neither process has paid a bet twice
    await until('the next round', async () => {
      const { data } = await call<TableState>(b, bob, '/table/state');
      return data.table.seq > round.seq ? data.table : undefined;
    });
    expect(placed.map((answer) => winsOf(answer.data.roundId).length)).toEqual([1, 1]);

    // one schedule: each round opened once, after the last one's result, never beside it
    const rounds = await db
      .selectFrom('house_table_round')
      .select(['seq', 'opens_at', 'next_at'])
      .where('table_code', '=', TABLE)
      .orderBy('seq')
      .execute();
    expect(rounds.map((row) => row.seq)).toEqual(rounds.map((_, index) => index + 1));
    for (const [index, row] of rounds.entries()) {
      const previous = rounds[index - 1];
      if (previous)
        expect(new Date(row.opens_at).getTime()).toBeGreaterThanOrEqual(
          new Date(previous.next_at!).getTime(),
        );
    }
  });

  it('continues the round and the schedule on the other process when the leading one is killed', async () => {
    const lease = await db
      .selectFrom('house_table_lease')
      .select('holder')
      .where('table_code', '=', TABLE)
      .executeTakeFirstOrThrow();
    const leader = vendors.find((vendor) => vendor.name === lease.holder)!;
    const survivor = vendors.find((vendor) => vendor !== leader)!;
    const carol = await seat(leader, 3);
    const watcher = await seat(survivor, 2);
    const round = await openRound(leader, carol);
    const placed = await call<Placed>(leader, carol, '/table/bet', {
      bets: [{ kind: 'even', amount: '1.00' }],
      roundId: round.roundId,
    });
    expect(placed.error).toBe(0);
    expect(placed.data.mine[0]!.tableRoundId).toBe(round.roundId);
    leader.child.kill('SIGKILL');

    // the survivor takes the lease once it runs out, closes the round, pays Carol and opens the next
    const next = await until('rounds after the kill', async () => {
      const { data } = await call<TableState>(survivor, watcher, '/table/state');
      return data.table.seq >= round.seq + 2 ? data.table : undefined;
    });
    expect(next.seq).toBeGreaterThanOrEqual(round.seq + 2);
    const holder = await db
      .selectFrom('house_table_lease')
      .select('holder')
      .where('table_code', '=', TABLE)
      .executeTakeFirstOrThrow();
    expect(holder.holder).toBe(survivor.name);
    expect(winsOf(placed.data.roundId)).toHaveLength(1);
    const settled = await db
      .selectFrom('house_round')
      .select('status')
      .where('id', '=', placed.data.roundId)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
  });
});
