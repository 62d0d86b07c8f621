import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The events the operator's report of exclusions and limit hits lists. */
const reported = ['limitHit', 'timeOut', 'selfExclusion', 'closure', 'returnAsked'];

/**
 * Exclusions, breaks and limit hits in [from, to), newest first, one row each for the back office's
 * report (CSV as shown): who, what, and the limit, amount or end that goes with it. An operator's
 * time-out names the operator.
 */
export async function protectionReport(db: Db, from: Date, to: Date) {
  const rows = await db
    .selectFrom('protection_event as e')
    .innerJoin('member as m', 'm.id', 'e.member_id')
    .select([
      'e.created_at',
      'e.member_id',
      'm.username',
      'm.currency',
      'e.event',
      'e.operator_id',
      sql<string>`coalesce(e.detail ->> 'key', e.detail ->> 'period', '')`.as('what'),
      sql<string>`coalesce(e.detail ->> 'amount', '')`.as('amount'),
      sql<string>`coalesce(e.detail ->> 'left', '')`.as('left'),
      sql<string>`coalesce(e.detail ->> 'endsAt', e.detail ->> 'liftedAt', '')`.as('until'),
    ])
    .where('e.event', 'in', reported)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .orderBy('e.id', 'desc')
    .limit(10_000)
    .execute();
  return {
    kind: 'protection',
    columns: [
      'at',
      'memberId',
      'username',
      'event',
      'limitOrPeriod',
      'amount',
      'left',
      'currency',
      'until',
      'operator',
    ],
    rows: rows.map((row) => [
      row.created_at.toISOString(),
      String(row.member_id),
      row.username,
      row.event,
      row.what,
      row.amount,
      row.left,
      row.currency,
      row.until,
      row.operator_id === null ? '' : String(row.operator_id),
    ]),
  };
}
