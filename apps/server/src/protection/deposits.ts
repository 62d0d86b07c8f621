import type { Db } from '../db/database.js';
import { type ApiError, refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { formatCents, toCents } from '../wallet/index.js';
import { activeBreak, breakRefusal } from './breaks.js';
import { recordEvent } from './events.js';
import { depositLimitsOf } from './limits.js';

const limitMessage = {
  depositDay: 'deposit.limitDay',
  depositWeek: 'deposit.limitWeek',
  depositMonth: 'deposit.limitMonth',
} as const;

/**
 * Before any provider is called: no deposit on a break, and the orders of each rolling window that
 * may still bring money (`usedWithin`: every order not failed, expired or canceled; gross, RTS 12B)
 * plus this one may not pass a limit. The refusal says how much is left. The caller holds the lock
 * that puts one order of the member at a time past this point.
 */
export async function depositRefusal(
  db: Db,
  memberId: number,
  amount: string,
  currency: string,
  usedWithin: (hours: number) => Promise<string>,
): Promise<ApiError | undefined> {
  const active = await activeBreak(db, memberId);
  if (active !== undefined) return breakRefusal(active);
  const wanted = toCents(amount) ?? 0n;
  for (const limit of await depositLimitsOf(db, memberId)) {
    const used = toCents(await usedWithin(limit.hours)) ?? 0n;
    const cap = toCents(limit.amount) ?? 0n;
    if (used + wanted > cap) {
      const left = cap > used ? cap - used : 0n;
      return refused(limitMessage[limit.kind as keyof typeof limitMessage], {
        limit: moneyParam(limit.amount, currency),
        left: moneyParam(formatCents(left), currency),
      });
    }
  }
  return undefined;
}

/** A refusal kept for the operator's report of limit hits (outside the refused order's transaction). */
export async function recordLimitHit(db: Db, memberId: number, refusal: ApiError, amount: string) {
  // the report reads the limit and what was left as decimals, beside the account's currency
  const params = Object.fromEntries(
    Object.entries(refusal.params).map(([name, value]) => [
      name,
      typeof value === 'object' ? value.amount : value,
    ]),
  );
  await recordEvent(db, memberId, 'limitHit', { key: refusal.messageKey, amount, ...params });
}
