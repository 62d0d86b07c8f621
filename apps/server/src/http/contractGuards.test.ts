import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { contractOperations, int32, noNul, readContract } from './contract.js';

type Schema = Record<string, unknown>;

/** Every schema node of a request schema, with its path. */
function* nodes(schema: unknown, path: string): Generator<[string, Schema]> {
  if (Array.isArray(schema)) {
    for (const [index, item] of schema.entries()) yield* nodes(item, `${path}/${index}`);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  yield [path, schema as Schema];
  for (const [key, value] of Object.entries(schema)) yield* nodes(value, `${path}/${key}`);
}

const typesOf = (node: Schema) => (Array.isArray(node.type) ? node.type : [node.type]);

describe('request schemas as the server compiles them (issue 13 finding 16)', () => {
  const operations = contractOperations(readContract(loadConfig({}).openapiFile)!);
  const requestNodes = operations.flatMap((op) => [
    ...nodes(op.bodySchema, `${op.operationId} body`),
    ...nodes(op.querySchema, `${op.operationId} query`),
  ]);

  it('bound every number within a PostgreSQL integer', () => {
    const unbounded = requestNodes
      .filter(([, node]) => typesOf(node).some((type) => type === 'integer' || type === 'number'))
      .filter(
        ([, node]) =>
          typeof node.minimum !== 'number' ||
          typeof node.maximum !== 'number' ||
          node.minimum < int32.minimum ||
          node.maximum > int32.maximum,
      )
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it('refuse NUL in every string', () => {
    const open = requestNodes
      .filter(([, node]) => typesOf(node).includes('string'))
      .filter(
        ([, node]) =>
          node.pattern !== noNul &&
          !(Array.isArray(node.allOf) && node.allOf.some((part) => (part as Schema).pattern === noNul)),
      )
      .map(([path]) => path);
    expect(open).toEqual([]);
  });
});

describe('numbers past a column and NUL bytes are refused as invalid input, naming the field', () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
    token = (await memberWithSession(test.db)).token;
  });
  afterAll(async () => {
    await test?.close();
  });

  const post = (url: string, payload: string, type = 'application/json') =>
    test.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': type, 'x-fe-lang': 'en', authorization: token },
    });

  const cases: [string, string, string, string?][] = [
    ['/api/base/game/get', '{"id":1e308}', 'id'],
    ['/api/base/game/get', '{"id":9223372036854775808}', 'id'],
    ['/api/base/game/get', '{"id":2147483648}', 'id'],
    ['/api/base/game/get', 'id=Infinity', 'id', 'application/x-www-form-urlencoded'],
    ['/api/base/game/get', 'id=1e308', 'id', 'application/x-www-form-urlencoded'],
    ['/api/base/game/get', 'id=-Infinity', 'id', 'application/x-www-form-urlencoded'],
    ['/api/base/game/get', 'id=1e400', 'id', 'application/x-www-form-urlencoded'],
    ['/api/base/article/get', '{"id":-9223372036854775809}', 'id'],
    ['/api/base/news/listPage', '{"pageNum":1e308,"pageSize":10}', 'pageNum'],
    ['/api/sys/game/history/page', '{"pageNum":1,"pageSize":10,"amount_GT":1e308}', 'amount_GT'],
    ['/api/sys/withdraw/apply', '{"type":0,"amount":9223372036854775808}', 'amount'],
    ['/api/sys/auth/login', '{"username":"a\\u0000b","password":"x"}', 'username'],
    ['/api/base/state/find', '{"code":"\\u0000"}', 'code'],
    ['/api/base/state/find', 'code=%00', 'code', 'application/x-www-form-urlencoded'],
  ];
  it.each(cases)('%s %s', async (url, payload, field, type) => {
    const answer = (await post(url, payload, type)).json();
    expect(answer.error).toBe(1);
    expect(answer.message).toContain(field);
  });

  // Issue 26 finding 13: the schema validator read "0x20" as 32, "1e3" as 1000 and [20] as 20.
  const looseAmounts: [string, string, string?][] = [
    ['{"amount":"0x20"}', 'amount'],
    ['{"amount":"1e3"}', 'amount'],
    ['{"amount":[20]}', 'amount'],
    ['{"amount":true}', 'amount'],
    ['{"amount":" 20"}', 'amount'],
    ['amount=0x20', 'amount', 'application/x-www-form-urlencoded'],
    ['amount=1e3', 'amount', 'application/x-www-form-urlencoded'],
    ['amount=20&amount=20', 'amount', 'application/x-www-form-urlencoded'],
    ['amount=%2B20', 'amount', 'application/x-www-form-urlencoded'],
  ];
  it.each(looseAmounts)('refuses the deposit amount %s', async (payload, field, type) => {
    const answer = (await post('/api/sys/deposit/stripe/depositOrder', payload, type)).json();
    expect(answer.error).toBe(1);
    expect(answer.message).toContain(field);
    const withdraw = (await post('/api/sys/withdraw/apply', payload.replace('{', '{"type":0,'), type)).json();
    expect(withdraw.error).toBe(1);
  });

  it('refuses the same in a query string', async () => {
    for (const query of [
      'width=1e308',
      'width=Infinity',
      'id=x&height=1e400',
      'height=9223372036854775808',
      'id=a%00b',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/api/sys/file/get?${query}` });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.json().error, query).toBe(1);
    }
  });
});

describe('an upload body the multipart parser cannot read', () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp();
    token = (await memberWithSession(test.db)).token;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is refused as unreadable, not answered server busy (fuzz suite, seed 1316)', async () => {
    for (const payload of ['', 'not a body', '--x\r\nnonsense\r\n\r\n', '--x--']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/sys/file/upload',
        payload,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'x-fe-lang': 'en',
          authorization: token,
        },
      });
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json().error, payload).toBe(1);
    }
  });
});
