// Tables that grow for years (issue 31): every player-facing history query, the back office reports,
// the cashback job's read and the reconciliation, timed on a PostgreSQL database holding a long history
// (1,000,000 members and 50,000,000 ledger rows over 24 months by default). See README.md.

import { openPostgres } from '@casino/server/src/db/database.js';
import { migrateToLatest } from '@casino/server/src/db/migrate.js';
import {
  gameFigures,
  gameHistory,
  latestRoundsOf,
  recentWins,
  seedGames,
} from '@casino/server/src/games/repository.js';
import type { ListQuery } from '@casino/server/src/http/listQuery.js';
import { statementRows, statementSummary } from '@casino/server/src/protection/statement.js';
import { settledRoundLosses } from '@casino/server/src/vendorWallet/rounds.js';
import { depositedTotal, gameNetSince, largestDeposit } from '@casino/server/src/wallet/balances.js';
import { ledgerFigures, memberLedger } from '@casino/server/src/wallet/figures.js';
import {
  findBalanceDifferences,
  findGrantDifferences,
  findRoundsPaidTwice,
} from '@casino/server/src/wallet/reconcile.js';
import { reconcileSinceMark } from '@casino/server/src/wallet/reconcileMark.js';
import { listTransactions } from '@casino/server/src/wallet/transactions.js';
import { sql } from 'kysely';
import pg from 'pg';

const members = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const rows = Number(process.env.BENCH_ROWS ?? 50_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const reportRuns = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A database an earlier run kept (BENCH_KEEP=1): no load; it is migrated to the latest migration (timed:
// the cost of moving a long history into the new layout) and measured again. This is the "after".
const reused = process.env.BENCH_DATABASE;
const keep = process.env.BENCH_KEEP === '1';
const months = 24;
const perMember = Math.floor(rows / members);
if (perMember < 4) throw new Error('BENCH_ROWS must be at least 4 x BENCH_MEMBERS');

const name = reused ?? `bench_scale_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (reused === undefined) await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = openPostgres(url.toString());

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(58)} ${(performance.now() - started).toFixed(0).padStart(9)} ms`);
  return result;
}

/**
 * The history, written set-based: booked one by one through ledger_post it takes hours (about 160 µs a
 * row, bench/reconcile). The rows are those the posting path would have written: each member's k-th row
 * follows its (k-1)-th, balance_before the previous balance_after, and each wallet ends at its rows' sum,
 * so a reconciliation finds the ledger clean. Each member's rows:
 * - k = 0: a DEPOSIT of 100.00;
 * - k = 1: a WITHDRAW of 20.00 for every fourth member, a DEPOSIT of 20.00 for the others (base 80 or 120);
 * - k >= 2: rounds of the house vendor, a GAME_BET of 1.00 then a GAME_WIN of 0.50 (even rounds) or 1.50
 *   (odd rounds), so the balance before round p is base - 0.50 * (p % 2); a last lone bet is a round
 *   that lost. Each bet and win also has its vendor_transaction row, and each round its game_round row.
 * Row k of every member is written in one statement, k after k, so ids follow time as they do in
 * production; times spread over `months` months up to now.
 */
async function load() {
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  try {
    // The ledger's triggers (only ledger_post writes it, one owner per reference) and the foreign keys are
    // what this loader stands in for: off for its own connection only.
    await loader.query(`set session_replication_role = replica`);
    await loader.query(`set maintenance_work_mem = '1GB'`);
    await loader.query(`set synchronous_commit = off`);
    const games = (await loader.query<{ id: number }>(`select id from game order by id`)).rows.map(
      (g) => g.id,
    );
    const tables = ['wallet_ledger', 'vendor_transaction', 'game_round'];
    // Secondary indexes are built once after the load (a sort each) instead of row by row; the keys stay.
    const indexes = (
      await loader.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
         where i.schemaname = current_schema() and i.tablename = any($1)
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [tables],
      )
    ).rows;
    for (const index of indexes) await loader.query(`drop index ${index.indexname}`);
    const now = Date.now();
    const start = new Date(now - months * 30.4 * 86_400_000);
    // The last row of every member lands in the last day, before now.
    const step = (now - 86_400_000 - start.getTime()) / 1000 / (perMember - 1);
    const at = (k: number) =>
      `'${start.toISOString()}'::timestamptz + (${(k * step).toFixed(0)} + m.id % 86400) * interval '1 second'`;
    const gameOf = (p: number) => `(array[${games.join(',')}])[1 + (m.id + ${p}) % ${games.length}]`;
    const base = `case when m.id % 4 = 0 then 80 else 120 end`;
    const ledger = `insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after,
      external_ref, game_id, round_ref, created_at)`;
    const started = performance.now();
    for (let k = 0; k < perMember; k += 1) {
      if (k === 0) {
        await loader.query(`${ledger} select m.id, 'DEPOSIT', 1, 100, 0, 100, 'bench:deposit:' || m.id, null, null,
          ${at(k)} from member m`);
      } else if (k === 1) {
        await loader.query(`${ledger} select m.id, case when m.id % 4 = 0 then 'WITHDRAW' else 'DEPOSIT' end, 1,
          case when m.id % 4 = 0 then -20 else 20 end, 100, ${base}, 'bench:second:' || m.id, null, null,
          ${at(k)} from member m`);
      } else {
        const p = Math.floor((k - 2) / 2);
        const round = `'${p}-' || m.id`;
        const before = `${base} - ${(0.5 * (p % 2)).toFixed(2)}`;
        const win = p % 2 === 0 ? '0.50' : '1.50';
        const bet = (k - 2) % 2 === 0;
        const tx = `'${String(p).padStart(5, '0')}${bet ? 'b' : 'w'}' || lpad(m.id::text, 8, '0')`;
        const amount = bet ? '-1' : win;
        const from = bet ? before : `${before} - 1`;
        await loader.query(`${ledger} select m.id, '${bet ? 'GAME_BET' : 'GAME_WIN'}', 1, ${amount}, ${from},
          ${from} + ${amount}, 'vendor:HOUSE:' || ${tx}, ${gameOf(p)}, 'vendor:HOUSE:round:' || ${round},
          ${at(k)} from member m`);
        await loader.query(`insert into vendor_transaction (vendor, transaction_id, kind, member_id, game_id,
            round_id, amount, balance, cash_part, bonus_part, created_at)
          select 'HOUSE', ${tx}, '${bet ? 'BET' : 'WIN'}', m.id, ${gameOf(p)}, ${round}, ${bet ? '1' : win},
            ${from} + ${amount}, ${bet ? '1' : 'null'}, ${bet ? '0' : 'null'}, ${at(k)} from member m`);
        // A round's row once it is whole: at its win, or at its bet when that is the member's last row.
        if (!bet || k === perMember - 1) {
          await loader.query(`insert into game_round (vendor, round_id, member_id, game_id, bet_amount,
              win_amount, win_settled, counted, cash_stake, created_at, updated_at)
            select 'HOUSE', ${round}, m.id, ${gameOf(p)}, 1, ${bet ? '0' : win}, ${!bet}, true, 1,
              ${at(bet ? k : k - 1)}, ${at(k)} from member m`);
        }
      }
      if (k % 5 === 4 || k === perMember - 1) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`  rows ${k + 1}/${perMember} a member, ${seconds.toFixed(0)} s`);
      }
    }
    // Each wallet at its rows' sum, from the pattern above (a sum over the whole ledger would be the
    // reconciliation's work, timed below).
    const pairs = Math.floor((perMember - 2) / 2);
    const lone = (perMember - 2) % 2 === 1 ? 1 : 0;
    await timed('wallets', () =>
      loader.query(`insert into wallet (member_id, cash, wagered)
        select m.id, ${base} - ${(0.5 * (pairs % 2)).toFixed(2)} - ${lone}, ${pairs + lone} from member m`),
    );
    for (const index of indexes) {
      await timed(`index ${index.indexname}`, () => loader.query(index.indexdef));
    }
  } finally {
    await loader.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const randomMember = () => 1 + Math.floor(Math.random() * members);

/** p50 and p95 of `count` runs of `work`, each on its own random input. */
async function measure(label: string, count: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(9)} ms   p95 ${percentile(times, 95)
      .toFixed(1)
      .padStart(9)} ms`,
  );
}

/** A random whole month (or week) of the history: what a report asks for. */
function randomPeriod(days: number): { from: Date; to: Date } {
  const now = Date.now();
  const to = now - Math.floor(Math.random() * (months * 30 - days)) * 86_400_000;
  return { from: new Date(to - days * 86_400_000), to: new Date(to) };
}

try {
  if (reused === undefined) {
    await timed('migrate', () => migrateToLatest(db));
    await seedGames(db);
    await timed(`${members} members`, async () => {
      await sql`insert into member (username, email, invitation_code, currency)
        select 'bench' || i, 'bench' || i || '@example.test', 'BS' || i, 'EUR'
        from generate_series(1, ${members}) i`.execute(db);
    });
    await timed(`${perMember * members} ledger rows and their rounds`, load);
  } else {
    await timed('migrate the kept database to the latest migration', () => migrateToLatest(db));
  }
  await timed('analyze', () => sql`analyze`.execute(db));
  const sizes = await sql<{ name: string; size: string }>`
    select t as name, pg_size_pretty(sum(pg_total_relation_size(c.oid))) as size
    from unnest(array['wallet_ledger', 'vendor_transaction', 'game_round']) t
    join pg_class c on c.relname = t or c.oid in (select inhrelid from pg_inherits where inhparent = to_regclass(t))
    group by t`.execute(db);
  for (const row of sizes.rows) console.log(`${row.name.padEnd(20)} ${row.size}`);

  console.log(`\nplayer-facing (${runs} runs, a random member each)`);
  // The first page as the routes parse the app's request (their list specs' default order and tie
  // breaker, amount_GT 0); the routes themselves are not imported, they bring the whole app.
  const walletPage: ListQuery = {
    filters: [],
    order: [
      { column: 'created_at', direction: 'desc' },
      { column: 'id', direction: 'desc' },
    ],
    pageNum: 1,
    pageSize: 20,
  };
  const historyPage: ListQuery = {
    filters: [{ column: 'game_round.bet_amount', operator: 'gt', value: 0 }],
    order: [
      { column: 'game_round.created_at', direction: 'desc' },
      { column: 'game_round.id', direction: 'desc' },
    ],
    pageNum: 1,
    pageSize: 20,
  };
  await measure('listTransactions (wallet history)', runs, () =>
    listTransactions(db, randomMember(), walletPage, 0),
  );
  await measure('gameHistory (game history)', runs, () => gameHistory(db, randomMember(), historyPage));
  await measure('statementSummary (12-month statement)', runs, () => statementSummary(db, randomMember()));
  await measure('statementRows (its first page)', runs, () =>
    statementRows(db, randomMember(), new Date(), { num: 1, size: 20 }),
  );
  await measure('largestDeposit (cash-out terms)', runs, () => largestDeposit(db, randomMember()));
  await measure('depositedTotal', runs, () => depositedTotal(db, randomMember()));
  await measure('gameNetSince (reality check, 1 h)', runs, () =>
    gameNetSince(db, randomMember(), new Date(Date.now() - 3_600_000)),
  );

  console.log(`\nback office, one member (${runs} runs)`);
  await measure('memberLedger (player view, page 1)', runs, () =>
    memberLedger(db, randomMember(), {}, 1, 20),
  );
  await measure('latestRoundsOf (player view)', runs, () => latestRoundsOf(db, randomMember(), 20));

  console.log(`\nreports and jobs (${reportRuns} runs, a random period each)`);
  await measure('ledgerFigures (a month)', reportRuns, () => {
    const { from, to } = randomPeriod(30);
    return ledgerFigures(db, from, to);
  });
  await measure('ledgerFigures (a month by day)', reportRuns, () => {
    const { from, to } = randomPeriod(30);
    return ledgerFigures(db, from, to, true);
  });
  await measure('gameFigures (a month)', reportRuns, () => {
    const { from, to } = randomPeriod(30);
    return gameFigures(db, from, to);
  });
  await measure('recentWins (the last day)', reportRuns, () => recentWins(db, '0.10', 20));
  await measure('settledRoundLosses (cashback, a week)', reportRuns, () => {
    const { from, to } = randomPeriod(7);
    return settledRoundLosses(db, from, to);
  });

  console.log('\nreconciliation');
  const clean = (found: number) => {
    if (found !== 0) throw new Error(`${found} differences on a clean ledger`);
  };
  await timed('whole ledger (the reconcile command)', async () =>
    clean(
      (await findBalanceDifferences(db)).length +
        (await findGrantDifferences(db)).length +
        (await findRoundsPaidTwice(db)).length,
    ),
  );
  await sql`delete from reconciled_sum`.execute(db);
  await sql`delete from reconciliation_mark`.execute(db);
  const first = await timed('since the mark, first run (sums the whole ledger once)', () =>
    reconcileSinceMark(db, 0),
  );
  // New rows through the posting path, as the product books them.
  const fresh = 1000;
  await sql
    .raw(`do $$
      begin
        for i in 1..${fresh} loop
          update wallet set cash = cash + 1 where member_id = 1 + (i * 7919) % ${members};
          perform ledger_post(1 + (i * 7919) % ${members}, 'DEPOSIT', 'bench:fresh:' || clock_timestamp() || i,
            null, null, null, array[1]::smallint[], array[1]::numeric[]);
        end loop;
      end $$`)
    .execute(db);
  const next = await timed(`since the mark, ${fresh} new rows`, () => reconcileSinceMark(db, 0));
  const idle = await timed('since the mark, nothing new', () => reconcileSinceMark(db, 0));
  for (const run of [first, next, idle])
    clean(run.differences.length + run.grants.length + run.rounds.length);
} finally {
  await db.destroy();
  if (keep) console.log(`kept database ${name}`);
  else {
    // The pool's connections close after destroy() resolves; a forced drop meanwhile sends them an
    // error nobody listens to any more (as src/test/db.ts waits for them).
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  }
  await admin.end();
}
