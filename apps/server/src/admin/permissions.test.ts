import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Contract, contractOperations, readContract } from '../http/contract.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { memberWithSession } from '../test/sessionFor.js';
import { operationPermissions, rolePermissions, roles } from './permissions.js';
import { adminCall, operatorWithSession, type TestOperator } from './testing.js';

let t: TestApp;
let contract: Contract;
const operators = new Map<string, TestOperator>();
let playerToken: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  contract = readContract(t.config.openapiFile)!;
  for (const role of roles) operators.set(role, await operatorWithSession(t, role));
  playerToken = (await memberWithSession(t.db)).token;
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

/**
 * The smallest body the contract accepts, so the answer is about who asks and never about the shape.
 * Ids point at nothing (a permitted caller is answered "not found"), so nobody's account changes.
 */
function validBody(schema: Schema | undefined): Record<string, unknown> | undefined {
  if (schema === undefined) return undefined;
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) body[name] = sample(name, schema.properties?.[name] ?? {});
  return body;
}

function sample(name: string, schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return /id$/i.test(name) ? 999_999 : (schema.minimum ?? 1);
  if (type === 'array') return [];
  if (schema.pattern?.includes('\\d{4}-')) return '2026-01-01';
  if (name === 'amount') return '1.00';
  if (name === 'requestId') return 'matrix-request-1';
  if (name === 'value') return '';
  return 'matrix';
}

const adminOperations = () => contractOperations(contract).filter((operation) => operation.forOperators);

describe('every admin operation, every role, a player and a stranger', () => {
  it('lists a permission for every admin operation of the contract, and none that is not in it', () => {
    const inContract = adminOperations()
      .map((operation) => operation.operationId)
      .sort();
    expect(inContract.length).toBeGreaterThan(30);
    expect(Object.keys(operationPermissions).sort()).toEqual(inContract);
  });

  it('answers each role as its permissions say, a player token and no token with -2', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    // Logging out ends the session the rest of the walk needs: it is checked last, below.
    for (const operation of adminOperations().filter((op) => op.operationId !== 'adminLogout')) {
      const body = validBody(operation.bodySchema as Schema | undefined);
      const path = operation.path;
      for (const role of roles) {
        const needed = operationPermissions[operation.operationId]!;
        const allowed = needed === 'ownSession' || rolePermissions[role].includes(needed);
        const answer = await adminCall(t, path, body, operators.get(role)!.token);
        const outcome = answer.error === 5 ? 'forbidden' : answer.error === -2 ? 'session' : 'answered';
        answers.push(`${operation.operationId} ${role}: ${outcome}`);
        expected.push(`${operation.operationId} ${role}: ${allowed ? 'answered' : 'forbidden'}`);
      }
      const asPlayer = await adminCall(t, path, body, playerToken);
      answers.push(`${operation.operationId} player: ${asPlayer.error}`);
      expected.push(`${operation.operationId} player: -2`);
      const asNobody = await adminCall(t, path, body);
      answers.push(`${operation.operationId} nobody: ${asNobody.error}`);
      expected.push(`${operation.operationId} nobody: -2`);
    }
    expect(answers).toEqual(expected);
  }, 300_000);

  it('audits each refusal of a permission with who asked', async () => {
    const support = operators.get('support')!;
    const refused = await adminCall(t, '/admin/cashOuts/approve', { id: 5 }, support.token);
    expect(refused).toMatchObject({ error: 5, message: 'Your role does not allow this.' });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('operator_id', '=', support.id)
      .where('action', '=', 'adminCashOutApprove')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'refused', reason: 'forbidden for role support' });
  });

  it('ends a session at logout', async () => {
    const content = operators.get('content')!;
    expect((await adminCall(t, '/admin/auth/logout', undefined, content.token)).error).toBe(0);
    expect((await adminCall(t, '/admin/auth/me', undefined, content.token)).error).toBe(-2);
  });
});

describe('operator and player sessions never stand in for each other', () => {
  it('refuses an operator token on player calls', async () => {
    const finance = operators.get('finance')!;
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/sys/auth/token/info',
      headers: { authorization: finance.token, 'x-fe-lang': 'en' },
    });
    expect(info.json()).toMatchObject({ error: -2 });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/sys/auth/token/refresh',
      headers: { authorization: `Bearer ${finance.token}`, 'x-fe-lang': 'en' },
    });
    expect(news.json()).toMatchObject({ error: -2 });
  });

  it('refuses a player token on admin calls in either header spelling', async () => {
    expect((await adminCall(t, '/admin/auth/me', undefined, playerToken)).error).toBe(-2);
    expect((await adminCall(t, '/admin/auth/me', undefined, `Bearer ${playerToken}`)).error).toBe(-2);
    expect((await adminCall(t, '/admin/auth/me', undefined, `op_${playerToken}`)).error).toBe(-2);
  });

  it('decides from the route that matched, whatever the spelling of the path', async () => {
    const support = operators.get('support')!;
    for (const url of [
      '/api/admin/cashOuts/approve/',
      '/api//admin/cashOuts/approve',
      '/api/admin/cashOuts/approve?x=1',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: support.token, 'content-type': 'application/json', 'x-fe-lang': 'en' },
        payload: JSON.stringify({ id: 1 }),
      });
      expect(response.statusCode).toBeLessThan(500);
      // A spelling the router matches is the same route with the same guard; any other matches nothing.
      if (response.statusCode !== 404) expect(response.json()).toMatchObject({ error: 5 });
    }
  });

  it('refuses before reading the body: a stranger or a role without the permission learns nothing of its shape', async () => {
    const support = operators.get('support')!;
    const send = (payload: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/cashOuts/approve',
        headers: {
          'content-type': 'application/json',
          'x-fe-lang': 'en',
          ...(token ? { authorization: token } : {}),
        },
        payload,
      });
    for (const payload of [
      '{',
      '{"id":"not a number"}',
      '{"id":1,"extra":true}',
      JSON.stringify({ id: 'x'.repeat(5000) }),
    ]) {
      for (const [token, error] of [
        [undefined, -2],
        [playerToken, -2],
        [support.token, 5],
      ] as const) {
        const response = await send(payload, token);
        expect(response.statusCode).toBeLessThan(500);
        expect(
          response.json(),
          `${payload.slice(0, 20)} as ${token === undefined ? 'nobody' : token === playerToken ? 'player' : 'support'}`,
        ).toMatchObject({ error });
      }
    }
    // A permitted operator still gets the contract's answer on a malformed body.
    const finance = operators.get('finance')!;
    expect((await send('{"id":"not a number"}', finance.token)).json()).toMatchObject({ error: 1 });
  });
});
