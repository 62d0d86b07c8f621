import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { applyFunctions, readFunctionFiles } from './functions.js';
import { migrateToLatest } from './migrate.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

async function deployed() {
  return (
    await sql<{ name: string; body: string; extension: boolean }>`
      select p.proname as name, p.prosrc as body,
        exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') as extension
      from pg_proc p where p.pronamespace = 'public'::regnamespace order by p.proname`.execute(test.db)
  ).rows.filter((row) => !row.extension);
}

describe('SQL functions, one file each', () => {
  it('deploys exactly the bodies of src/db/functions, one function a file', async () => {
    const files = await readFunctionFiles();
    const rows = await deployed();
    expect(rows.map((row) => row.name)).toEqual(files.map((file) => file.name));
    for (const file of files) {
      expect(rows.find((row) => row.name === file.name)?.body, file.name).toBe(file.body);
    }
  });

  it('puts a function back from its file when the database holds another body', async () => {
    await sql
      .raw(`create or replace function jackpot_seed(p_currency text) returns numeric
      language sql stable as $$ select 1::numeric $$`)
      .execute(test.db);
    await sql`update db_function set hash = 'changed elsewhere' where name = 'jackpot_seed'`.execute(test.db);
    await applyFunctions(test.db);
    const seed = (await readFunctionFiles()).find((file) => file.name === 'jackpot_seed');
    const rows = await deployed();
    expect(rows.find((row) => row.name === 'jackpot_seed')?.body).toBe(seed?.body);
  });

  it('keeps the triggers that need their function', async () => {
    const triggers = await sql<{ name: string }>`select tgname as name from pg_trigger
      where not tgisinternal order by tgname`.execute(test.db);
    expect(triggers.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'audit_log_no_truncate',
        'audit_log_no_update',
        'wallet_ledger_reference_owner',
      ]),
    );
  });

  it('refuses a migration numbered below one already applied, naming both', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      test.db,
    );
    const latest = applied.rows.at(-1)?.name;
    // As if 1400 had arrived after the others were applied: its record is not there yet.
    await sql`delete from kysely_migration where name = '1400_game_sort_index'`.execute(test.db);
    await expect(migrateToLatest(test.db)).rejects.toThrow(
      `Migration 1400_game_sort_index is numbered below ${latest}, which this database has already applied`,
    );
    const after = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(test.db);
    expect(after.rows[0]?.n).toBe(applied.rows.length - 1);
  });
});
