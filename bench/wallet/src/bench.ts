/**
 * Wallet throughput: signed vendor bet and win calls over HTTP (50 keep-alive connections) against
 * the same bet and win statements run directly on the database by 50 concurrent callers, for 1 and
 * for 1000 members without and with an active bonus, on PGlite and on PostgreSQL
 * (BENCH_ENGINES=pglite,postgres), each case for BENCH_SECONDS (10 by default) on a fresh database,
 * the 1000-member cases BENCH_ROUNDS times (3 by default). Loopback only. Prints calls per second, p99
 * latency and the HTTP/SQL ratio, the p99 when the 50 callers offer half the bare SQL rate, the
 * wallet's own functions without HTTP, and issue 18's aim on medians. BENCH_INSTANCES=1,2 runs issue
 * 31's case instead: 1, then 2 server processes behind a round-robin balancer (src/instances.ts).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@casino/server/src/app.js';
import { loadConfig } from '@casino/server/src/config.js';
import type { Db } from '@casino/server/src/db/database.js';
import { seedGames } from '@casino/server/src/games/repository.js';
import { ApiError } from '@casino/server/src/http/envelope.js';
import { hashToken, newToken } from '@casino/server/src/shared/tokens.js';
import type { MoneyCall } from '@casino/server/src/vendorWallet/calls.js';
import { betStatement, placeBet, settleWin, winStatement } from '@casino/server/src/vendorWallet/settle.js';
import { sql } from 'kysely';
import { callFor, gameId, type Player } from './calls.js';
import { type CpuPerCall, canSampleCpu, cpuPerCall, sampleCpu } from './cpu.js';
import { type Engine, pgliteEngine, postgresEngine } from './engines.js';
import { instancesCase, instancesTable } from './instances.js';
import type { LoadJob, LoadResult } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 50;
const secret = randomBytes(32).toString('hex');

interface Figures {
  callsPerSecond: number;
  p99Ms: number;
  /** Answers other than 200 and lost connections (HTTP only). */
  failures?: number;
  /** Where the CPU went, per booked call (HTTP only, on Linux). */
  cpu?: CpuPerCall;
}

/**
 * N members each holding 10,000.00 (booked as a deposit, so the ledger still adds up; under the 50,000.00
 * "balance is full" limit that refuses an ordinary member's bets) and a live launch;
 * with `bonus`, each also has an active bonus grant (10.00, a wagering no run can finish), so every bet
 * also counts toward it (issue 18): cash is spent first, so the bonus only costs the wagering bookkeeping.
 */
async function players(db: Db, count: number, bonus: boolean): Promise<Player[]> {
  const tag = randomBytes(4).toString('hex');
  const members = await sql<{ id: number }>`
    insert into member (username, email, invitation_code)
    select 'bench_' || ${tag} || '_' || n, 'bench_' || ${tag} || '_' || n || '@example.test', 'B' || ${tag} || n
    from generate_series(1, ${count}::integer) n
    returning id`.execute(db);
  const ids = members.rows.map((row) => row.id);
  await sql`insert into wallet (member_id, cash) select unnest(${ids}::integer[]), 10000`.execute(db);
  await sql`
    select ledger_post(id, 'DEPOSIT', 'bench:deposit:' || id, null, null, null, '{1}'::smallint[], array[10000::numeric])
    from unnest(${ids}::integer[]) id`.execute(db);
  if (bonus) {
    await sql`update wallet set bonus = 10, rolling_amount = 100000000 where member_id = any(${ids}::integer[])`.execute(
      db,
    );
    await sql`
      insert into bonus_grant (member_id, grant_key, kind, amount, wagering_required, max_counted_bet, contributions,
        inactivity_days)
      select id, 'bench:' || id, 'VIP_STORE', 10, 100000000, 2.00, '{"slot": 100, "*": 100}'::jsonb, 7
      from unnest(${ids}::integer[]) id`.execute(db);
    await sql`
      select ledger_post(g.member_id, 'PROMOTION', 'bench:bonus:' || g.member_id, null, null, null,
        '{2}'::smallint[], array[10::numeric], array[g.id])
      from bonus_grant g where g.member_id = any(${ids}::integer[])`.execute(db);
  }
  const all = ids.map((memberId) => ({ memberId, token: newToken() }));
  const expiresAt = new Date(Date.now() + 3_600_000);
  await db
    .insertInto('game_launch')
    .values(
      all.map((player) => ({
        token_hash: hashToken(player.token),
        member_id: player.memberId,
        game_id: gameId,
        vendor: 'HOUSE',
        channel: 'pc' as const,
        expires_at: expiresAt,
      })),
    )
    .execute();
  return all;
}

function p99(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/**
 * 50 concurrent callers without HTTP: each call its own statement and transaction (the issue's
 * yardstick, "bare SQL"), or through the wallet's own functions (`grouped`), which book calls that
 * arrive together in one transaction, as the HTTP handlers do.
 */
async function withoutHttp(db: Db, all: Player[], duration: number, grouped: boolean): Promise<Figures> {
  const prefix = `sql${randomBytes(3).toString('hex')}`;
  const latencies: number[] = [];
  let next = 0;
  let booked = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const { kind, player, body } = callFor(prefix, all, next++);
      const call: MoneyCall = {
        vendor: 'HOUSE',
        tokenHash: hashToken(player.token),
        gameId,
        transactionId: body.transactionId,
        roundId: body.roundId,
        amount: body.amount,
        currency: body.currency,
      };
      const begin = performance.now();
      if (grouped) {
        // As for the bare statements, only what the wallet booked counts: with one member and 50
        // callers, a win can reach the database before the bet of its round and is refused.
        const settled = await (kind === 'bet' ? placeBet(db, call) : settleWin(db, call)).then(
          () => true,
          (error: unknown) => {
            if (error instanceof ApiError) return false;
            throw error;
          },
        );
        if (settled) booked += 1;
      } else {
        const result = await (kind === 'bet' ? betStatement(call) : winStatement(call)).execute(db);
        if (result.rows.length === 1) booked += 1;
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { callsPerSecond: booked / elapsed, p99Ms: p99(latencies) };
}

/**
 * Signed calls through the whole app (routing, signature, validation, envelope, answer signing), sent
 * from a child process (src/load.ts): as fast as answers come, or at a set rate.
 */
async function overHttp(
  db: Db,
  base: string,
  all: Player[],
  duration: number,
  rate?: number,
): Promise<Figures> {
  const before = await countCalls(db);
  const cpuBefore = canSampleCpu ? sampleCpu() : undefined;
  const job: LoadJob = {
    base,
    secret,
    prefix: `http${randomBytes(3).toString('hex')}`,
    players: all,
    connections: concurrency,
    seconds: duration,
    rate,
  };
  const load = fork(new URL('./load.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    load.once('message', (message) => resolve(message as LoadResult));
    load.once('error', reject);
    load.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    load.send(job);
  });
  const cpuAfter = canSampleCpu ? sampleCpu() : undefined;
  const booked = (await countCalls(db)) - before;
  // Only calls the wallet booked count: a refused or failed call is not throughput.
  return {
    callsPerSecond: booked / duration,
    p99Ms: result.p99Ms,
    failures: result.failures,
    cpu: cpuBefore && cpuAfter && cpuPerCall(cpuBefore, cpuAfter, result.cpuMicros, booked),
  };
}

/**
 * With one member and 50 callers, a win can reach the wallet before the bet of its round and is
 * refused, so that bet's 1.00 stays lost: a 10 s case could drain the 10,000.00 and leave the next
 * cases nothing to bet. Every case starts from 10,000.00 again, the difference booked as a GIFT.
 */
async function topUp(db: Db, all: Player[]): Promise<void> {
  const ids = all.map((player) => player.memberId);
  const tag = randomBytes(4).toString('hex');
  // Through the one posting path, as every ledger row: the wallet first, then its rows.
  await db.transaction().execute(async (trx) => {
    const old = await sql<{ member_id: number; cash: string }>`
      select member_id, cash from wallet where member_id = any(${ids}::integer[]) and cash < 10000
      order by member_id for update`.execute(trx);
    if (old.rows.length === 0) return;
    const members = old.rows.map((row) => row.member_id);
    await sql`update wallet set cash = 10000 where member_id = any(${members}::integer[])`.execute(trx);
    await sql`
      select ledger_post(o.member_id, 'GIFT', 'bench:topup:' || ${tag} || ':' || o.member_id, null, null, null,
        '{1}'::smallint[], array[10000 - o.cash])
      from unnest(${members}::integer[], ${old.rows.map((row) => row.cash)}::numeric[]) as o(member_id, cash)`.execute(
      trx,
    );
  });
}

async function countCalls(db: Db): Promise<number> {
  const row = await db
    .selectFrom('vendor_transaction')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface CaseFigures {
  engine: string;
  members: number;
  bonus: boolean;
  http: Figures;
  sql: Figures;
  grouped: Figures;
  paced: Figures;
}

/** One case on a database and an app of its own (see `run`). */
async function runCase(open: () => Promise<Engine>, members: number, bonus: boolean): Promise<CaseFigures> {
  const engine = await open();
  await seedGames(engine.db);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', HOUSE_VENDOR_REQUEST_SECRET: secret }) };
  const app = await buildApp({ config, db: engine.db, ownsDb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const all = await players(engine.db, members, bonus);
  await withoutHttp(engine.db, all, 1, false);
  await topUp(engine.db, all);
  const sql = await withoutHttp(engine.db, all, seconds, false);
  await topUp(engine.db, all);
  const grouped = await withoutHttp(engine.db, all, seconds, true);
  await overHttp(engine.db, base, all, 1);
  await topUp(engine.db, all);
  const http = await overHttp(engine.db, base, all, seconds);
  await topUp(engine.db, all);
  // The aim's other reading: can the wallet carry half the bare SQL rate within the p99 budget?
  const paced = await overHttp(engine.db, base, all, seconds, Math.round(sql.callsPerSecond / 2));
  await app.close();
  await engine.close();
  return { engine: engine.name, members, bonus, http, sql, grouped, paced };
}

function caseRow(c: CaseFigures): string {
  const { http, sql, grouped, paced } = c;
  return `| ${c.engine} | ${c.members} | ${c.bonus ? 'yes' : 'no'} | ${http.callsPerSecond.toFixed(0)} | ${http.p99Ms.toFixed(1)} | ${sql.callsPerSecond.toFixed(0)} | ${sql.p99Ms.toFixed(1)} | ${(http.callsPerSecond / sql.callsPerSecond).toFixed(2)} | ${paced.callsPerSecond.toFixed(0)} | ${paced.p99Ms.toFixed(1)} | ${grouped.callsPerSecond.toFixed(0)} | ${grouped.p99Ms.toFixed(1)} | ${(http.callsPerSecond / grouped.callsPerSecond).toFixed(2)} |`;
}

function cpuRow(c: CaseFigures): string | undefined {
  const cpu = c.http.cpu;
  if (cpu === undefined) return undefined;
  const micros = [cpu.main, cpu.otherThreads, cpu.postgres, cpu.load, cpu.total].map((value) =>
    value.toFixed(0),
  );
  return `| ${c.engine} | ${c.members} | ${c.bonus ? 'yes' : 'no'} | ${micros.join(' | ')} | ${cpu.ceiling.toFixed(0)} |`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each case runs on a database and an app of its own: the database grows by a few rows a call (and
 * PGlite has no autovacuum), so a case run after another on the same database was charged for it. On
 * a shared PGlite database the bonus case run third lost about a quarter of its calls a second to that
 * alone, and run second it beat the case without bonuses run third by as much. A case's figures still
 * vary by a third from one run to the next on this 2-core machine, so the 1000-member cases without
 * and with bonuses run BENCH_ROUNDS times (3 by default), alternately, and the aim is read on medians.
 */
async function run(): Promise<void> {
  // Issue 31: instead of the cases below, 1 and/or 2 server processes behind a balancer (src/instances.ts).
  if (process.env.BENCH_INSTANCES !== undefined) {
    const tools = { secret, seconds, players, topUp, overHttp };
    const figures = [];
    for (const count of process.env.BENCH_INSTANCES.split(',').map(Number)) {
      figures.push(await instancesCase(count, tools));
      console.log(instancesTable(figures, seconds));
    }
    return;
  }
  const results: CaseFigures[] = [];
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const chosen = [
    { key: 'pglite', open: pgliteEngine },
    { key: 'postgres', open: postgresEngine },
  ].filter((engine) => engines.includes(engine.key));
  for (const { open } of chosen) {
    const cases: [number, boolean][] = [[1, false]];
    for (let round = 0; round < rounds; round += 1) cases.push([1000, false], [1000, true]);
    for (const [members, bonus] of cases) {
      const figures = await runCase(open, members, bonus);
      console.log(caseRow(figures));
      const failures = (figures.http.failures ?? 0) + (figures.paced.failures ?? 0);
      if (failures > 0) console.log(`  ${failures} HTTP calls were not answered 200`);
      results.push(figures);
    }
  }
  console.log(
    `\n${concurrency} concurrent callers, ${seconds} s a case, bet and win alternating (1.00 each), each case on a fresh database\n`,
  );
  console.log(
    '| engine | members | bonus | HTTP calls/s | HTTP p99 ms | SQL calls/s | SQL p99 ms | HTTP/SQL | HTTP at ½ SQL rate: calls/s | p99 ms | grouped, no HTTP: calls/s | p99 ms | HTTP/grouped |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const figures of results) console.log(caseRow(figures));

  console.log(`\nIssue 18's aim, 1000 members, medians of ${rounds} runs a case\n`);
  console.log(
    '| engine | HTTP calls/s without / with bonus | HTTP/SQL without / with | HTTP p99 ms without / with | p99 with / without |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const engine of [...new Set(results.map((figures) => figures.engine))]) {
    const of = (bonus: boolean) =>
      results.filter((f) => f.engine === engine && f.members === 1000 && f.bonus === bonus);
    const [without, withBonus] = [of(false), of(true)];
    if (without.length === 0 || withBonus.length === 0) continue;
    const calls = (set: CaseFigures[]) => median(set.map((f) => f.http.callsPerSecond));
    const ratio = (set: CaseFigures[]) =>
      median(set.map((f) => f.http.callsPerSecond / f.sql.callsPerSecond));
    const tail = (set: CaseFigures[]) => median(set.map((f) => f.http.p99Ms));
    console.log(
      `| ${engine} | ${calls(without).toFixed(0)} / ${calls(withBonus).toFixed(0)} | ${ratio(without).toFixed(2)} / ${ratio(withBonus).toFixed(2)} | ${tail(without).toFixed(1)} / ${tail(withBonus).toFixed(1)} | ${(tail(withBonus) / tail(without)).toFixed(2)} |`,
    );
  }

  const cpuRows = results.map(cpuRow).filter((row) => row !== undefined);
  if (cpuRows.length === 0) return;
  console.log(
    `\nCPU µs per booked call, HTTP flat out (${os.availableParallelism()} cores; ceiling = cores / total, in calls/s)\n`,
  );
  console.log(
    '| engine | members | bonus | app main thread | app other threads | PostgreSQL | load generator | total | ceiling |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of cpuRows) console.log(row);
}

await run();
