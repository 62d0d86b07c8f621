import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { ApiError } from './envelope.js';
import { fetchAll, fetchPage, type ListSpec, parseListQuery } from './listQuery.js';

const spec: ListSpec = {
  filters: {
    status: { column: 'status', type: 'integer', operators: ['eq', 'neq', 'in'] },
    amount: { column: 'amount', type: 'integer', operators: ['gt'] },
    name: { column: 'name', type: 'string' },
  },
  sorts: { amount: 'amount', name: 'name' },
  defaultOrder: [['name', 'asc']],
  tieBreaker: 'id',
};

describe('parseListQuery', () => {
  it('reads paging with the defaults of the conventions', () => {
    expect(parseListQuery({}, spec)).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(parseListQuery({ pageNum: '3', pageSize: '300' }, spec)).toMatchObject({
      pageNum: 3,
      pageSize: 300,
    });
  });

  it.each([
    ['pageSize', 0],
    ['pageSize', 301],
    ['pageNum', 0],
    ['pageNum', 'two'],
    ['pageSize', 2.5],
  ])('refuses %s = %s naming the field', (field, value) => {
    const attempt = () => parseListQuery({ [field]: value }, spec);
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow(expect.objectContaining({ params: { field } }));
  });

  it('orders sorts by their priority, not by their place in the body', () => {
    const query = parseListQuery({ name_1: 'DESC', amount_0: 'asc' }, spec);
    expect(query.order).toEqual([
      { column: 'amount', direction: 'asc' },
      { column: 'name', direction: 'desc' },
      { column: 'id', direction: 'asc' },
    ]);
  });

  it('uses the default order when the body names no sort', () => {
    expect(parseListQuery({}, spec).order).toEqual([
      { column: 'name', direction: 'asc' },
      { column: 'id', direction: 'asc' },
    ]);
  });

  it('maps filters and operators to whitelisted columns only', () => {
    const query = parseListQuery(
      { status_NEQ: '1', amount_GT: 5, name: 'b', status_IN: '0,10', evil_0: 'ASC', 'name; drop': 'x' },
      spec,
    );
    expect(query.filters).toEqual([
      { column: 'status', operator: 'neq', value: 1 },
      { column: 'amount', operator: 'gt', value: 5 },
      { column: 'name', operator: 'eq', value: 'b' },
      { column: 'status', operator: 'in', value: [0, 10] },
    ]);
  });

  it('ignores unknown fields and operators the field does not accept', () => {
    const query = parseListQuery(
      { amount: 3, name_GT: 'a', secret: 1, id_0: 'DESC', __proto__: { x: 1 } },
      spec,
    );
    expect(query.filters).toEqual([]);
    expect(query.order[0]).toEqual({ column: 'name', direction: 'asc' });
  });

  it('refuses a filter value of the wrong type and a sort that is not ASC or DESC', () => {
    expect(() => parseListQuery({ status: 'active' }, spec)).toThrow(ApiError);
    expect(() => parseListQuery({ status_IN: [1, 'x'] }, spec)).toThrow(ApiError);
    expect(() => parseListQuery({ amount_0: 'sideways' }, spec)).toThrow(ApiError);
    expect(() => parseListQuery({ name: { $ne: 1 } }, spec)).toThrow(ApiError);
  });

  it('refuses an integer filter outside a PostgreSQL integer, which SQL would fail on (issue 13 #16)', () => {
    for (const value of ['2147483648', '-2147483649', 2 ** 31, 2 ** 53, '999999999999999', 1e308]) {
      expect(() => parseListQuery({ amount_GT: value }, spec), String(value)).toThrow(ApiError);
    }
    expect(parseListQuery({ amount_GT: '2147483647' }, spec).filters[0]?.value).toBe(2_147_483_647);
  });
});

describe('fetchAll and fetchPage', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await sql`create table list_probe (id integer primary key, name text not null, status smallint not null, amount integer not null)`.execute(
      db,
    );
    const rows = Array.from({ length: 45 }, (_, index) => ({
      id: index + 1,
      name: `item ${String(index % 9).padStart(2, '0')}`,
      status: index % 3 === 0 ? 10 : 0,
      amount: index * 10,
    }));
    await sql`insert into list_probe (id, name, status, amount) select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(id integer, name text, status smallint, amount integer)`.execute(
      db,
    );
  });

  afterAll(async () => {
    await database.destroy();
  });

  interface Probe {
    id: number;
    name: string;
    status: number;
    amount: number;
  }
  const probe = () =>
    (db as unknown as Kysely<{ list_probe: Probe }>)
      .selectFrom('list_probe')
      .select(['id', 'name', 'status', 'amount']);

  it('answers the page shape with a zero-based number and last on the final page', async () => {
    const first = await fetchPage(
      probe(),
      parseListQuery({ pageNum: 1, pageSize: 20, amount_0: 'ASC' }, spec),
    );
    expect(first).toMatchObject({ number: 0, size: 20, totalElements: 45, last: false });
    expect(first.content).toHaveLength(20);
    const third = await fetchPage(
      probe(),
      parseListQuery({ pageNum: 3, pageSize: 20, amount_0: 'ASC' }, spec),
    );
    expect(third).toMatchObject({ number: 2, totalElements: 45, last: true });
    expect(third.content.map((row: { id: number }) => row.id)).toEqual([41, 42, 43, 44, 45]);
    const beyond = await fetchPage(probe(), parseListQuery({ pageNum: 9 }, spec));
    expect(beyond).toMatchObject({ content: [], number: 8, totalElements: 45, last: true });
  });

  it('filters with EQ, NEQ, GT and IN together', async () => {
    const rows = await fetchAll(
      probe(),
      parseListQuery({ status_NEQ: 0, amount_GT: 200, amount_0: 'DESC' }, spec),
    );
    expect(rows.map((row: { id: number }) => row.id)).toEqual([43, 40, 37, 34, 31, 28, 25, 22]);
    const inList = await fetchAll(probe(), parseListQuery({ status_IN: '10', name: 'item 00' }, spec));
    expect(inList.map((row: { id: number }) => row.id)).toEqual([1, 10, 19, 28, 37]);
  });

  it('breaks ties by the tie breaker so pages never repeat a row', async () => {
    const seen = new Set<number>();
    for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
      const page = await fetchPage(probe(), parseListQuery({ pageNum, pageSize: 10, name_0: 'ASC' }, spec));
      for (const row of page.content as { id: number }[]) seen.add(row.id);
    }
    expect(seen.size).toBe(45);
  });

  it('breaks ties in the first sort’s direction, so rows that tie come last-inserted first under DESC', async () => {
    const rows = await fetchAll(probe(), parseListQuery({ name_0: 'DESC' }, spec));
    const tied = rows.filter((row: { name: string }) => row.name === rows[0]?.name);
    const ids = tied.map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('binds values, so quotes in a filter are only data', async () => {
    const rows = await fetchAll(probe(), parseListQuery({ name: "x' or '1'='1" }, spec));
    expect(rows).toEqual([]);
  });
});
