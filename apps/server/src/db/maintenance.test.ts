import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../test/db.js';
import type { Db } from './database.js';
import { scheduleMaintenance } from './maintenance.js';

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
});
