import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { contractOperations, readContract } from '../http/contract.js';

/**
 * Generated invalid requests for one contract operation (acceptance of issue 3): wrong types, values
 * outside an enum or length, missing required fields, huge strings and unreadable encodings. Every
 * one must answer an envelope with error != 0 and HTTP < 500, and leave the database unchanged.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
};

const contract = readContract(loadConfig({}).openapiFile);
const operations = contract ? contractOperations(contract) : [];

export function operationOf(operationId: string) {
  const operation = operations.find((op) => op.operationId === operationId);
  if (operation === undefined) throw new Error(`no contract operation ${operationId}`);
  return operation;
}

/** allOf parts merged, enough for the flat request bodies of the contract. */
function flatten(schema: Schema | undefined): Schema {
  if (schema === undefined) return {};
  const parts = [schema, ...(schema.allOf ?? []).map(flatten)];
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

const huge = fc.integer({ min: 10_001, max: 120_000 }).map((length) => 'x'.repeat(length));
// Number('0x10') and Number(' 1') are numbers, and the contract's validator coerces them: not wrong enough.
const nonNumeric = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => Number.isNaN(Number(text)));

/** Values that the property's schema refuses, as they would travel in a JSON body. */
function wrongJsonValue(schema: Schema): fc.Arbitrary<unknown> {
  const structured = fc.oneof(
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { minKeys: 1, maxKeys: 3 }),
    fc.array(fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { minKeys: 1 }), {
      minLength: 2,
      maxLength: 3,
    }),
  );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const outside = schema.enum
      ? fc.integer({ min: -1000, max: 1000 }).filter((n) => !schema.enum!.includes(n))
      : fc.constantFrom(
          ...[
            schema.minimum === undefined ? undefined : schema.minimum - 1,
            schema.maximum === undefined ? undefined : schema.maximum + 1,
          ].filter((n): n is number => n !== undefined),
          1.5,
        );
    // A huge number is still an integer: wrong only where the schema bounds it.
    const bounded = schema.enum !== undefined || schema.maximum !== undefined;
    return fc.oneof(nonNumeric, outside, structured, huge, ...(bounded ? [fc.constant(1e300)] : []));
  }
  if (type === 'array')
    return fc.oneof(
      structured,
      fc.constant({ a: 1 }),
      nonNumeric.map((text) => [text, text]),
    );
  if (type === 'string') {
    const choices: fc.Arbitrary<unknown>[] = [structured];
    if (schema.enum)
      choices.push(fc.string({ maxLength: 40 }).filter((text) => !schema.enum!.includes(text)));
    if (schema.maxLength !== undefined)
      choices.push(huge.map((text) => text.slice(0, Math.max(schema.maxLength! + 1, text.length))));
    if (schema.minLength !== undefined && schema.minLength > 1) choices.push(fc.constant('x'));
    if (schema.format === 'uuid')
      choices.push(fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text)));
    return fc.oneof(...choices);
  }
  return structured;
}

/** The same, as text in a form body (forms carry only strings). */
function wrongFormValue(schema: Schema): fc.Arbitrary<string> | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const outside = schema.enum
      ? fc
          .integer({ min: -1000, max: 1000 })
          .filter((n) => !schema.enum!.includes(n))
          .map(String)
      : schema.maximum !== undefined
        ? fc.constant(String(schema.maximum + 1))
        : fc.constant('1.5');
    const bounded = schema.enum !== undefined || schema.maximum !== undefined;
    const hugeNumber = huge.map((text) => `9${text.replace(/x/g, '9')}`);
    return fc.oneof(nonNumeric, outside, ...(bounded ? [hugeNumber] : []));
  }
  if (type === 'array') return nonNumeric.map((text) => `${text},${text}`);
  if (type === 'string') {
    const choices: fc.Arbitrary<string>[] = [];
    if (schema.enum)
      choices.push(fc.string({ maxLength: 40 }).filter((text) => !schema.enum!.includes(text)));
    if (schema.maxLength !== undefined) choices.push(huge);
    if (schema.minLength !== undefined && schema.minLength > 1) choices.push(fc.constant('x'));
    if (schema.format === 'uuid')
      choices.push(fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f-]{36}$/i.test(text)));
    return choices.length ? fc.oneof(...choices) : undefined;
  }
  return undefined;
}

function validJsonValue(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'array') return [validJsonValue(schema.items ?? {})];
  if (type === 'string') return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  return undefined;
}

export interface InvalidRequestOptions {
  /** Fields a handler refuses besides the schema (e.g. "all fields required" checked in code). */
  alsoRequired?: string[];
  /** Extra generated requests specific to the operation (uploads, queries). */
  extra?: fc.Arbitrary<InjectOptions>;
}

/** Generated requests that the operation must refuse. */
export function invalidRequests(
  operationId: string,
  options: InvalidRequestOptions = {},
): fc.Arbitrary<InjectOptions> {
  const operation = operationOf(operationId);
  const url = `/api${operation.path}`;
  const body = flatten(operation.bodySchema as Schema | undefined);
  const properties = Object.entries(body.properties ?? {});
  const required = [...new Set([...(body.required ?? []), ...(options.alsoRequired ?? [])])];
  const validBody = Object.fromEntries(
    properties
      .map(([name, schema]) => [name, validJsonValue(schema)])
      .filter(([, value]) => value !== undefined),
  );
  const arbitraries: fc.Arbitrary<InjectOptions>[] = [
    // Unreadable encodings.
    fc.string({ minLength: 1, maxLength: 50 }).map((text) => ({
      method: 'POST' as const,
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{,${text}`,
    })),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      method: 'POST' as const,
      url,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, ...bytes]), Buffer.from('"')]),
    })),
    fc.constantFrom('application/xml', 'image/png', 'application/octet-stream').map((type) => ({
      method: 'POST' as const,
      url,
      headers: { 'content-type': type },
      payload: 'not a body',
    })),
  ];
  if (operation.method === 'GET') {
    return fc.oneof(...(options.extra ? [options.extra] : []));
  }
  for (const [name, schema] of properties) {
    const wrong = wrongJsonValue(schema);
    arbitraries.push(
      wrong.map((value) => ({
        method: 'POST' as const,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validBody, [name]: value }),
      })),
    );
    const wrongForm = wrongFormValue(schema);
    if (wrongForm) {
      arbitraries.push(
        wrongForm.map((value) => ({
          method: 'POST' as const,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            ...Object.fromEntries(Object.entries(validBody).map(([key, item]) => [key, String(item)])),
            [name]: value,
          }).toString(),
        })),
      );
    }
  }
  for (const name of required) {
    arbitraries.push(
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded').map((type) => {
        const rest = Object.fromEntries(Object.entries(validBody).filter(([key]) => key !== name));
        return {
          method: 'POST' as const,
          url,
          headers: { 'content-type': type },
          payload:
            type === 'application/json'
              ? JSON.stringify(rest)
              : new URLSearchParams(
                  Object.entries(rest).map(([key, item]): [string, string] => [key, String(item)]),
                ).toString(),
        };
      }),
    );
  }
  if (options.extra) arbitraries.push(options.extra);
  return fc.oneof(...arbitraries);
}

/** The shared roulette table's round and lease rows move on the wheel's own schedule, whatever a request does. */
export const ON_THEIR_OWN_CLOCK = ['house_table_lease', 'house_table_round'];

/** A digest of every table's rows, so a test can prove a refused call wrote nothing. */
export async function databaseFingerprint(db: Db, ignore: string[] = ['member_session']): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    if (ignore.includes(table) || ON_THEIR_OWN_CLOCK.includes(table)) continue;
    const digest = await sql<{ digest: string }>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(
      db,
    );
    parts.push(`${table}:${digest.rows[0]?.digest}`);
  }
  return parts.join('\n');
}

/** Sends runs generated invalid requests and asserts the refusals and an unchanged database. */
export async function expectRefusesAll(
  app: FastifyInstance,
  db: Db,
  requests: fc.Arbitrary<InjectOptions>,
  options: { runs?: number; headers?: Record<string, string>; ignore?: string[] } = {},
): Promise<void> {
  const ignore = options.ignore ?? ['member_session'];
  const before = await databaseFingerprint(db, ignore);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await app.inject({ ...request, headers: { ...request.headers, ...options.headers } });
      expect(response.statusCode).toBeLessThan(500);
      const envelope = response.json();
      expect(Object.keys(envelope).sort()).toEqual(['data', 'error', 'message']);
      expect(envelope.error, `${request.url} ${String(request.payload).slice(0, 200)}`).not.toBe(0);
      expect(typeof envelope.message).toBe('string');
    }),
    { numRuns: options.runs ?? 200 },
  );
  expect(await databaseFingerprint(db, ignore)).toBe(before);
}
