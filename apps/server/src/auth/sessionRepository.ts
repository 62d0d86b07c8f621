import type { Generated } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface MemberSessionTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
  /** One per login; every session a refresh grew from it shares it (logout ends the family). */
  family: Generated<string>;
  /** Set once the session was refreshed: its successor's token is HMAC(this token, salt). */
  successor_salt: string | null;
}

declare module '../db/schema.js' {
  interface Database {
    member_session: MemberSessionTable;
  }
}

export interface SessionRow {
  sessionId: number;
  memberId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  enabled: number;
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select([
      's.id as sessionId',
      's.member_id as memberId',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      'm.enabled as enabled',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function createSession(
  db: Db,
  memberId: number,
  tokenHash: string,
  expiresAt: Date,
  family?: string,
) {
  await db
    .insertInto('member_session')
    .values({
      member_id: memberId,
      token_hash: tokenHash,
      expires_at: expiresAt,
      ...(family ? { family } : {}),
    })
    .execute();
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Marks the session rotated with its successor's salt, only if no refresh did so before (the row lock
 * of the update decides between racing refreshes); the replaced token keeps working until
 * `graceUntil` so calls already in flight still pass. The family when this call won, else undefined.
 */
export async function claimRotation(
  db: Db,
  sessionId: number,
  salt: string,
  graceUntil: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('member_session')
    .set({ successor_salt: salt, expires_at: sql`least(expires_at, ${graceUntil})` })
    .where('id', '=', sessionId)
    .where('successor_salt', 'is', null)
    .returning('family')
    .executeTakeFirst();
  return row?.family;
}

/** When the login that started a family was made: a refresh never extends a session past its login's lifetime. */
export async function familyStartedAt(db: Db, family: string): Promise<Date> {
  const row = await db
    .selectFrom('member_session')
    .select((eb) => eb.fn.min('created_at').as('started'))
    .where('family', '=', family)
    .executeTakeFirstOrThrow();
  return new Date(row.started as Date);
}

export async function successorSalt(db: Db, sessionId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_session')
    .select('successor_salt')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.successor_salt ?? null;
}

/** Logout: the session and every other one of its family (its predecessors and successors). */
export async function revokeSessionFamily(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: sql`now()` })
    .where('family', '=', (eb) =>
      eb.selectFrom('member_session').select('family').where('id', '=', sessionId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(db: Db, memberId: number, keepSessionId: number): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ revoked_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A member's latest sessions (the back office's player view): when, until when, whether ended. */
export async function latestSessionsOf(db: Db, memberId: number, limit: number) {
  const rows = await db
    .selectFrom('member_session')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
  }));
}

/** When the login a session grew from (by refreshes) happened: the start of the player's session. */
export async function sessionStartedAt(db: Db, sessionId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('member_session')
    .select((eb) => eb.fn.min('created_at').as('started'))
    .where('family', '=', (eb) =>
      eb.selectFrom('member_session').select('family').where('id', '=', sessionId),
    )
    .executeTakeFirst();
  return row?.started ?? undefined;
}
