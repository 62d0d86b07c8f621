import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ContractOperation } from '../contract.js';

/**
 * Malformed requests for any contract operation (issue 13, acceptance): wrong types, numbers past
 * every bound, unicode, NUL, huge and deeply nested values, prototype keys, unreadable bodies and
 * wrong content types, each aimed at one field of an otherwise plausible request.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
};

/** The fields of a body or query schema, allOf parts merged. */
function fieldsOf(schema: Schema | undefined): Record<string, Schema> {
  if (schema === undefined) return {};
  return Object.assign({}, schema.properties ?? {}, ...(schema.allOf ?? []).map(fieldsOf));
}

function plausible(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(schema.items ?? {})];
  if (type === 'string') return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  return undefined;
}

const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

const hugeNumbers = [
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  -1,
  0,
  5e-324,
];
const numberTexts = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '9223372036854775808',
  '-9223372036854775809',
  '2147483648',
  '18446744073709551616',
  '0x10',
  ' 1',
  '1_000',
  '1.5',
  '-0',
  '1e-400',
  `9${'9'.repeat(400)}`,
];
const nasty = [
  '\u0000',
  'a\u0000b',
  '1\u0000',
  '\u0000'.repeat(64),
  '%00',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff1',
  'Ａｄｍｉｎ',
  'ß'.repeat(2000),
  '🎰'.repeat(500),
  'e\u0301'.repeat(300),
  "' or 1=1 --",
  '\\',
  '<script>alert(1)</script>',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
];

/** A value no field should take as it is, as it travels in a JSON body. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hugeNumbers),
  fc.constantFrom(...numberTexts),
  fc.constantFrom(...nasty),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 10 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 10_001, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(null, true, false, [], {}, [1e308], [null], ['\u0000'], { a: 1 }, [[[]]]),
  fc.integer({ min: 10, max: 2000 }).map((depth) => deep(depth, 1e308)),
  fc.array(fc.oneof(fc.constantFrom(...hugeNumbers), fc.constantFrom(...numberTexts)), {
    minLength: 1,
    maxLength: 400,
  }),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false, withObjectString: true }),
);

/** The same as form text (forms carry only strings). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...numberTexts),
  fc.constantFrom(...nasty),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 10_001, max: 200_000 }).map((length) => '9'.repeat(length)),
  fc.constantFrom(...hugeNumbers).map(String),
);

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

/** Raw JSON texts: the prototype keys cannot be written with JSON.stringify of a literal. */
const prototypeBodies = [
  '{"__proto__":{"isAdmin":true,"enabled":1}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  '{"id":1,"__proto__":{"id":2}}',
  '{"a":{"__proto__":{"x":1}}}',
];

const wrongTopLevel = [
  '[]',
  '[{}]',
  '"text"',
  '1e308',
  '-1',
  'null',
  'true',
  '{"a":1,"a":2}',
  '{',
  '{"a":}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":1}garbage',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'image/png',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/jsonx',
  'json',
  '*/*',
  '',
];

export interface MalformedOptions {
  /** The request's URL (the operation's path under /api with any path parameter filled in). */
  url: string;
}

/** Malformed requests for one operation. */
export function malformedRequests(operation: ContractOperation, options: MalformedOptions) {
  const { url } = options;
  const method = operation.method;
  const bodyFields = fieldsOf(operation.bodySchema as Schema | undefined);
  const queryFields = fieldsOf(operation.querySchema as Schema | undefined);
  const body = Object.fromEntries(
    Object.entries(bodyFields)
      .map(([name, schema]) => [name, plausible(schema)])
      .filter(([, value]) => value !== undefined),
  );
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(queryFields)
      .map(([name, schema]) => [name, String(plausible(schema) ?? 'x')])
      .filter(([, value]) => value !== undefined),
  );
  const names = [...new Set([...Object.keys(bodyFields), ...Object.keys(queryFields)])];
  const fieldName = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names), fc.constantFrom(...names)] : []),
    fc.constantFrom(...prototypeKeys),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );
  const json = (payload: string, type = 'application/json'): InjectOptions => ({
    method,
    url,
    headers: { 'content-type': type },
    payload,
  });
  const requests: fc.Arbitrary<InjectOptions>[] = [
    fc.tuple(fieldName, hostileJson).map(([name, value]) => {
      const payload = { ...body };
      // defineProperty: a plain assignment of '__proto__' would set the prototype instead of a key.
      Object.defineProperty(payload, name, { value, enumerable: true, writable: true, configurable: true });
      return json(JSON.stringify(payload) ?? 'null');
    }),
    fc.tuple(fieldName, hostileText).map(([name, value]) => {
      const fields = Object.entries(body).map(([key, item]): [string, string] => [key, String(item)]);
      return json(
        new URLSearchParams([...fields, [name, value]]).toString(),
        'application/x-www-form-urlencoded',
      );
    }),
    fc.tuple(fieldName, hostileText).map(([name, value]) => ({
      method,
      url: `${url}?${new URLSearchParams(Object.entries(query).concat([[name, value]])).toString()}`,
      ...(method === 'GET'
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    })),
    fc.constantFrom(...prototypeBodies).map((payload) => json(payload)),
    fc
      .constantFrom(
        '__proto__[isAdmin]=1',
        '__proto__=1',
        'constructor[prototype][x]=1',
        'id=1&id=2&id=3',
        'a=%ZZ',
        '%00=%00',
        `${'a='.repeat(5000)}`,
      )
      .map((payload) => json(payload, 'application/x-www-form-urlencoded')),
    fc.constantFrom(...wrongTopLevel).map((payload) => json(payload)),
    fc
      .tuple(
        fc.constantFrom(...wrongContentTypes),
        fc.constantFrom('not a body', JSON.stringify(body), '\u0000\u0001'),
      )
      .map(([type, payload]) => json(payload, type)),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, ...bytes]), Buffer.from('"}')]),
    })),
  ];
  return fc.oneof(...requests);
}
