import type { Db } from '../db/database.js';
import { type ApiError, refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { exponentOf, formatMinor, toMinor } from '../shared/money.js';
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
  // In the account's own decimals: a BTC deposit of satoshi counts, it is not read as no cents.
  const exponent = exponentOf(currency);
  const units = (text: string) => toMinor(text, exponent) ?? 0n;
  const wanted = units(amount);
  for (const limit of await depositLimitsOf(db, memberId)) {
    const used = units(await usedWithin(limit.hours));
    const cap = units(limit.amount);
    if (used + wanted > cap) {
      const left = cap > used ? cap - used : 0n;
      return refused(limitMessage[limit.kind as keyof typeof limitMessage], {
        limit: moneyParam(limit.amount, currency),
        left: moneyParam(formatMinor(left, exponent), currency),
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
