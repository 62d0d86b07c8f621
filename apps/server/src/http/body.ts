import type { FastifyRequest } from 'fastify';
import { NUMBER_TEXT } from './amount.js';

/**
 * A body field as text: absent, null and non-text values read as '' so the domain's ordered checks
 * report "required". The contract schema has already refused wrong types where it names one.
 */
export function text(request: FastifyRequest, name: string): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A boolean body field; form bodies carry 'true'/'1'. */
export function flag(request: FastifyRequest, name: string): boolean | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

/** The top-level properties of a body schema that are arrays. */
export function formArrayFields(schema: Record<string, unknown> | undefined): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.keys(properties).filter((name) => {
    const type = properties[name]?.type;
    return type === 'array' || (Array.isArray(type) && type.includes('array'));
  });
}

/** Splits 'a,b' into ['a', 'b'] for the named fields of a parsed form body, in place. */
export function splitFormArrays(body: unknown, fields: string[]): void {
  if (typeof body !== 'object' || body === null) return;
  const record = body as Record<string, unknown>;
  for (const name of fields) {
    const value = record[name];
    if (typeof value === 'string') record[name] = value === '' ? [] : value.split(',');
  }
}

/**
 * The top-level field of a body or query that holds a NUL anywhere (in a value or a name, however
 * deep), or undefined. The contract's pattern covers the fields it names; this covers the rest, which
 * handlers and list filters still read and PostgreSQL text cannot hold.
 */
export function fieldWithNul(input: unknown): string | undefined {
  return fieldHolding(input, (item) => typeof item === 'string' && item.includes('\u0000'));
}

/**
 * The top-level field holding a number that is not finite, or undefined. The schema validator turns
 * the form or query text 'Infinity' (or '1e400') into Infinity and then lets it past every bound.
 */
export function fieldWithInfinity(input: unknown): string | undefined {
  return fieldHolding(input, (item) => typeof item === 'number' && !Number.isFinite(item));
}

function fieldHolding(input: unknown, bad: (item: unknown) => boolean): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const pending: unknown[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (name.includes('\u0000')) return name.replaceAll('\u0000', '');
    pending.push(value);
    while (pending.length > 0) {
      const item = pending.pop();
      if (bad(item)) return name;
      if (typeof item !== 'object' || item === null) continue;
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return name;
        pending.push(inner);
      }
    }
  }
  return undefined;
}

/**
 * The top-level properties of a body or query schema that take a single number: typed a number, or a
 * number or its decimal text (a cash-out amount, whole fiat units or BTC's decimals: issue 25).
 */
export function numberFields(schema: Record<string, unknown> | undefined): string[] {
  return propertiesOf(schema)
    .filter(([, property]) => {
      const types = Array.isArray(property.type) ? property.type : [property.type];
      return (
        types.some((one) => one === 'integer' || one === 'number') &&
        types.every((one) => one === 'integer' || one === 'number' || one === 'null' || one === 'string')
      );
    })
    .map(([name]) => name);
}

/** The named properties of a schema and of every part of its allOf. */
function propertiesOf(schema: Record<string, unknown> | undefined): [string, { type?: unknown }][] {
  if (schema === undefined) return [];
  const own = Object.entries((schema.properties ?? {}) as Record<string, { type?: unknown }>);
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as Record<string, unknown>[]) : [];
  return [...own, ...parts.flatMap((part) => propertiesOf(part))];
}

/**
 * The first named number field whose raw value is not plain decimal text or a JSON number (issue 26
 * finding 13): the schema validator would otherwise read "0x20" as 32, "1e3" as 1000, [20] as 20 and
 * true as 1.
 */
export function fieldWithLooseNumber(input: unknown, fields: string[]): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const record = input as Record<string, unknown>;
  return fields.find((name) => {
    const value = record[name];
    if (value === undefined || value === null || typeof value === 'number') return false;
    return typeof value !== 'string' || !NUMBER_TEXT.test(value);
  });
}
