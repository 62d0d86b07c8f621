import type { FastifyRequest } from 'fastify';

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
