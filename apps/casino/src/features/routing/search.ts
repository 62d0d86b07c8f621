// Typed search parameters (spec 000 §2, 001 §2). Each route's validateSearch keeps only the keys it
// reads, as strings; anything else in the address is dropped rather than trusted.

export type SearchKey =
  | 'backurl'
  | 'id'
  | 'code'
  | 'payStatus'
  | 'order_id'
  | 'status'
  | 'biz_id'
  | 'c_url'
  | 'token';

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  // The router parses `?id=12` as a number; the app treats every parameter as text.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function pickSearch<K extends SearchKey>(
  search: Record<string, unknown>,
  keys: readonly K[],
): { [P in K]?: string } {
  const picked: { [P in K]?: string } = {};
  for (const key of keys) {
    const value = text(search[key]);
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}

export const payStatuses = ['payReturn', 'payCancel', 'payError'] as const;
export type PayStatus = (typeof payStatuses)[number];

/** Home: the invite link `/#/?code=` and the deposit return pop-ups (spec 001 §2). */
export function validateHomeSearch(search: Record<string, unknown>): {
  code?: string;
  payStatus?: PayStatus;
} {
  const { code, payStatus } = pickSearch(search, ['code', 'payStatus']);
  return {
    ...(code ? { code } : {}),
    ...(payStatuses.includes(payStatus as PayStatus) ? { payStatus: payStatus as PayStatus } : {}),
  };
}

/** An article id is a positive integer; anything else shows the not-found text. */
export function validateArticleSearch(search: Record<string, unknown>): { id?: number } {
  const { id } = pickSearch(search, ['id']);
  return id && /^[1-9]\d{0,9}$/.test(id) ? { id: Number(id) } : {};
}
