import { describe, expect, inject, it } from 'vitest';
import { testEngine } from '../test/db.js';
import { PgliteThread } from './pgliteThread.js';

/**
 * The embedded database on its own thread answers as PGlite itself would, refusals included. Each
 * starts from the suite's template dump: an empty PGlite runs initdb, which took 15 s a test under load.
 */
const fromTemplate = () => new PgliteThread({ loadDataDirFile: inject('pgliteTemplate') });

describe.runIf(testEngine === 'pglite')('PGlite on its own thread', () => {
  it('answers rows with the app types: money as exact text, dates as YYYY-MM-DD, timestamps as Date', async () => {
    const client = fromTemplate();
    try {
      await client.waitReady;
      const { rows } = await client.query<{ amount: string; day: string; at: Date }>(
        `select 0.1 + 0.2 as amount, $1::date as day, $2::timestamptz as at`,
        ['2026-11-22', new Date('2026-11-22T10:00:00Z')],
      );
      expect(rows).toEqual([{ amount: '0.3', day: '2026-11-22', at: new Date('2026-11-22T10:00:00Z') }]);
    } finally {
      await client.close();
    }
  });

  it('refuses a statement with PostgreSQL’s error code and goes on answering', async () => {
    const client = fromTemplate();
    try {
      await client.query('create table t (id integer primary key)', []);
      await client.query('insert into t values (1)', []);
      await expect(client.query('insert into t values (1)', [])).rejects.toMatchObject({
        code: '23505',
        constraint: 't_pkey',
      });
      const { rows, affectedRows } = await client.query('insert into t values (2) returning id', []);
      expect(rows).toEqual([{ id: 2 }]);
      expect(affectedRows).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('starts a new WAL segment without zero-filling it, so the call that crosses one does not stall the rest', async () => {
    const client = fromTemplate();
    try {
      const { rows } = await client.query<{ wal_init_zero: string }>('show wal_init_zero', []);
      expect(rows).toEqual([{ wal_init_zero: 'off' }]);
    } finally {
      await client.close();
    }
  });

  it('restarts from nothing on the same thread: what the last user wrote is gone', async () => {
    const client = fromTemplate();
    try {
      await client.query('create table t (id integer primary key)', []);
      await client.restart();
      await expect(client.query('select * from t', [])).rejects.toMatchObject({ code: '42P01' });
      expect((await client.query('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.close();
    }
  });

  it('fails at once, rather than leaving callers waiting, once the thread has stopped', async () => {
    const client = fromTemplate();
    await client.close();
    await expect(client.query('select 1', [])).rejects.toThrow(/stopped/);
  });
});
