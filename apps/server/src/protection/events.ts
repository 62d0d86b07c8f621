import type { Db } from '../db/database.js';

/** One line of a player's protection history (limits, breaks, hits), kept for the back office. */
export async function recordEvent(
  db: Db,
  memberId: number,
  event: string,
  detail: Record<string, unknown>,
  operatorId: number | null = null,
): Promise<void> {
  await db
    .insertInto('protection_event')
    .values({ member_id: memberId, event, detail: JSON.stringify(detail), operator_id: operatorId })
    .execute();
}

export async function historyOf(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('protection_event')
    .select(['id', 'event', 'detail', 'operator_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    event: row.event,
    detail: row.detail as Record<string, unknown>,
    operatorId: row.operator_id,
    at: row.created_at.toISOString(),
  }));
}
