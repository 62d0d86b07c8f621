import { createHash } from 'node:crypto';

/** The first row's predecessor. */
export const GENESIS = '0'.repeat(64);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with keys sorted at every level: the same value always gives the same text (jsonb reorders keys). */
export function canonical(value: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value ?? null)) as Json));
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key] as Json)]),
    );
  }
  return value;
}

/** What a row says; its hash covers all of it and the hash of the row before. */
export interface AuditFacts {
  at: Date;
  operatorId: number | null;
  operatorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  outcome: 'done' | 'refused';
}

export function rowHash(prevHash: string, facts: AuditFacts): string {
  const text = canonical({ ...facts, at: facts.at.toISOString(), prevHash });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
