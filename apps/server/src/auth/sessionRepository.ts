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
  /** The member's remembered language. */
  lang: string;
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
      'm.lang as lang',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function createSession(db: Db, memberId: number, tokenHash: string, expiresAt: Date) {
  await db
    .insertInto('member_session')
    .values({ member_id: memberId, token_hash: tokenHash, expires_at: expiresAt })
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

/** The replaced token keeps working briefly so calls already in flight during a refresh still pass. */
export async function retireSession(db: Db, sessionId: number, graceUntil: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ expires_at: sql`least(expires_at, ${graceUntil})` })
    .where('id', '=', sessionId)
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
