// The reconciliation's cost on a long ledger (issue 31): the operator's whole-ledger check beside the
// scheduled run that reads since its mark, on PostgreSQL. See README.md.
import { openPostgres } from '@casino/server/src/db/database.js';
import { migrateToLatest } from '@casino/server/src/db/migrate.js';
import {
  findBalanceDifferences,
  findGrantDifferences,
  findRoundsPaidTwice,
} from '@casino/server/src/wallet/reconcile.js';
import { reconcileSinceMark } from '@casino/server/src/wallet/reconcileMark.js';
import { sql } from 'kysely';
import pg from 'pg';

const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const rows = Number(process.env.BENCH_ROWS ?? 5_000_000);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_reconcile_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = openPostgres(url.toString());

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(58)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
  return result;
}

/**
 * Each member's k-th deposit of 1.00 takes the balance from k to k + 1, booked as the product books it:
 * the wallet row moved, then the row written by ledger_post (the one posting path), one member after
 * another in a loop inside the database.
 */
async function seed(count: number, from: number) {
  await sql
    .raw(`do $$
      declare
        first_member integer := (select min(id) from member);
        m integer;
      begin
        for i in ${from}..${from + count - 1} loop
          m := first_member + i % ${members};
          update wallet set cash = cash + 1 where member_id = m;
          perform ledger_post(m, 'DEPOSIT', 'bench:' || i, null, null, null,
            array[1]::smallint[], array[1]::numeric[]);
        end loop;
      end $$`)
    .execute(db);
}

try {
  await timed('migrate', () => migrateToLatest(db));
  await timed(`${members} members`, async () => {
    await sql`insert into member (username, email, invitation_code)
      select 'bench' || i, 'bench' || i || '@example.test', 'BR' || i
      from generate_series(0, ${members - 1}) i`.execute(db);
  });
  await sql`insert into wallet (member_id) select id from member`.execute(db);
  await timed(`${rows} ledger rows`, () => seed(rows, 0));
  await sql`analyze`.execute(db);
  const full = async () => {
    const found =
      (await findBalanceDifferences(db)).length +
      (await findGrantDifferences(db)).length +
      (await findRoundsPaidTwice(db)).length;
    if (found !== 0) throw new Error(`${found} differences on a clean ledger`);
  };
  await timed('whole ledger (the reconcile command)', full);
  await timed('whole ledger again (warm)', full);
  const first = await timed('since the mark, first run (sums the whole ledger once)', () =>
    reconcileSinceMark(db, 0),
  );
  const fresh = 1000;
  await seed(fresh, rows);
  const next = await timed(`since the mark, ${fresh} new rows`, () => reconcileSinceMark(db, 0));
  const idle = await timed('since the mark, nothing new', () => reconcileSinceMark(db, 0));
  for (const run of [first, next, idle]) {
    if (run.differences.length + run.grants.length + run.rounds.length !== 0)
      throw new Error('differences found');
  }
  console.log(`rows read: first ${first.rowsRead}, then ${next.rowsRead}, then ${idle.rowsRead}`);
} finally {
  await db.destroy();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
