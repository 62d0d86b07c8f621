import { sessionStartedAt } from '../auth/index.js';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { gameNetSince } from '../wallet/index.js';
import { recordEvent } from './events.js';

const preferenceOf = (db: Db, memberId: number) =>
  db.selectFrom('protection_preference').selectAll().where('member_id', '=', memberId).executeTakeFirst();

/**
 * Time played and the game net of this login session, and when its next reality check is due: one
 * interval after the session began or after the last answer, whichever is later. A test server may
 * count the interval in seconds (REALITY_CHECK_TEST_SECONDS).
 */
export async function sessionSummary(
  db: Db,
  member: { id: number; sessionId: number },
  testSeconds: number | undefined,
  now = new Date(),
) {
  const [started, preference] = await Promise.all([
    sessionStartedAt(db, member.sessionId),
    preferenceOf(db, member.id),
  ]);
  const startedAt = started ?? now;
  const minutes = preference?.reality_check_minutes ?? null;
  const answered = preference?.reality_check_answered_at ?? null;
  const held = preference?.reality_check_held_at ?? null;
  const from = answered !== null && answered > startedAt ? answered : startedAt;
  const interval = testSeconds !== undefined ? testSeconds * 1000 : (minutes ?? 0) * 60_000;
  const dueAt = held ?? (minutes === null ? null : new Date(from.getTime() + interval));
  return {
    startedAt: startedAt.toISOString(),
    minutesPlayed: Math.floor((now.getTime() - startedAt.getTime()) / 60_000),
    net: await gameNetSince(db, member.id, startedAt),
    realityCheckMinutes: minutes,
    sessionMinutes: preference?.session_minutes ?? null,
    realityCheckDueAt: dueAt === null ? null : dueAt.toISOString(),
    held: held !== null,
  };
}

/** The check is shown: every bet of the member's launch sessions waits for the answer. */
export async function holdForRealityCheck(db: Db, memberId: number, now = new Date()) {
  const result = await db
    .updateTable('protection_preference')
    .set((eb) => ({ reality_check_held_at: eb.fn.coalesce('reality_check_held_at', eb.val(now)) }))
    .where('member_id', '=', memberId)
    .where('reality_check_minutes', 'is not', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw refused('protection.noRealityCheck');
  await recordEvent(db, memberId, 'realityCheckShown', {});
}

/** The player read it and plays on: the hold ends and the next interval counts from now. */
export async function continueAfterRealityCheck(db: Db, memberId: number, now = new Date()) {
  await db
    .updateTable('protection_preference')
    .set({ reality_check_held_at: null, reality_check_answered_at: now })
    .where('member_id', '=', memberId)
    .execute();
}
