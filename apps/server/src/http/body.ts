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
