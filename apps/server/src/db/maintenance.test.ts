import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../test/db.js';
import type { Db } from './database.js';
import { maintainChangedTables, scheduleMaintenance } from './maintenance.js';

let db: Db;
let destroy: () => Promise<void>;

beforeAll(async () => {
  ({ db, destroy } = await createTestDatabase());
});
afterAll(async () => destroy());

/** The planner's row estimate of a table; -1 or stale until the table is analyzed. */
async function estimatedRows(table: string): Promise<number> {
  const row = await sql<{ n: number }>`select reltuples::integer as n from pg_class where relname = ${table}`
    .execute(db)
    .then((result) => result.rows[0]);
  return row?.n ?? -1;
}

// PGlite only: the server schedules it only there, and PostgreSQL's own autovacuum would race the test.
describe.runIf(testEngine === 'pglite')('database maintenance', () => {
  it('vacuums and analyzes on its schedule, so the planner learns how many members there are', async () => {
    await sql`insert into member (username, email, invitation_code)
      select 'maint_' || n, 'maint_' || n || '@example.test', 'MAINT' || n from generate_series(1, 120) n`.execute(
      db,
    );
    const members = await sql<{ n: number }>`select count(*)::integer as n from member`
      .execute(db)
      .then((result) => result.rows[0]!.n);
    expect(await estimatedRows('member')).not.toBe(members);
    const runs: object[] = [];
    const failures: object[] = [];
    const stop = scheduleMaintenance(db, 20, {
      info: (details) => runs.push(details),
      error: (details) => failures.push(details),
    });
    try {
      await expect.poll(() => runs.length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(failures).toEqual([]);
    expect(runs[0]).toEqual({ ms: expect.any(Number) });
    expect(await estimatedRows('member')).toBe(members);
  });

  it('analyzes a table that grew since it was analyzed small, as autovacuum would, and leaves the rest', async () => {
    await sql`analyze member`.execute(db);
    const before = await estimatedRows('member');
    await sql`insert into member (username, email, invitation_code)
      select 'grown_' || n, 'grown_' || n || '@example.test', 'GROWN' || n from generate_series(1, 400) n`.execute(
      db,
    );
    expect(await estimatedRows('member')).toBe(before);
    const first = await maintainChangedTables(db);
    expect(first.analyzed).toContain('public.member');
    expect(await estimatedRows('member')).toBe(before + 400);
    const second = await maintainChangedTables(db);
    expect(second.analyzed).not.toContain('public.member');
  });

  it('checks the changed tables between two whole vacuums, and logs what it analyzed', async () => {
    await sql`insert into member (username, email, invitation_code)
      select 'again_' || n, 'again_' || n || '@example.test', 'AGAIN' || n from generate_series(1, 400) n`.execute(
      db,
    );
    const runs: { analyzed?: string[] }[] = [];
    const stop = scheduleMaintenance(
      db,
      3_600_000,
      { info: (details) => runs.push(details), error: () => {} },
      20,
    );
    try {
      await expect
        .poll(() => runs.some((run) => run.analyzed?.includes('public.member')), {
          timeout: 60_000,
          interval: 50,
        })
        .toBe(true);
    } finally {
      stop();
    }
    expect(await estimatedRows('member')).toBe(
      await sql<{ n: number }>`select count(*)::integer as n from member`
        .execute(db)
        .then((r) => r.rows[0]!.n),
    );
  });
});
