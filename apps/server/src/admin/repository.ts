import { type Generated, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Role } from './permissions.js';

export interface OperatorTable {
  id: Generated<number>;
  username: string;
  email: string;
  display_name: string;
  role: Role;
  /** Null until the operator chose a password through their enrolment link. */
  password_hash: string | null;
  /** The TOTP secret, encrypted (totp.ts); null until enrolled. */
  totp_secret: string | null;
  /** The last 30 s step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2). */
  totp_last_step: Generated<string>;
  enabled: Generated<number>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OperatorSessionTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  ip: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface OperatorLoginFailureTable {
  id: Generated<number>;
  operator_id: number | null;
  login_name: string | null;
  ip: string;
  created_at: Generated<Date>;
}

export interface OperatorEnrolmentTable {
  token_hash: string;
  operator_id: number;
  totp_secret: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    operator: OperatorTable;
    operator_session: OperatorSessionTable;
    operator_login_failure: OperatorLoginFailureTable;
    operator_enrolment: OperatorEnrolmentTable;
  }
}

export type OperatorRow = Selectable<OperatorTable>;

export async function findOperatorByName(db: Db, username: string): Promise<OperatorRow | undefined> {
  return db
    .selectFrom('operator')
    .selectAll()
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findOperator(db: Db, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.selectFrom('operator').selectAll().orderBy('id').execute();
}

export async function insertOperator(
  db: Db,
  operator: { username: string; email: string; display_name: string; role: Role; created_by: number | null },
): Promise<OperatorRow> {
  try {
    return await db.insertInto('operator').values(operator).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw new OperatorNameTaken();
    throw error;
  }
}

export class OperatorNameTaken extends Error {
  override name = 'OperatorNameTaken';
}

export async function updateOperator(
  db: Db,
  id: number,
  changes: Partial<
    Pick<OperatorRow, 'role' | 'enabled' | 'password_hash' | 'totp_secret' | 'totp_last_step'>
  >,
): Promise<OperatorRow | undefined> {
  return db
    .updateTable('operator')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Takes a TOTP step for the operator unless it (or a later one) was used: one code, one login. */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('operator')
    .set({ totp_last_step: String(step) })
    .where('id', '=', id)
    .where('totp_last_step', '<', String(step))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertEnrolment(
  db: Db,
  row: { token_hash: string; operator_id: number; totp_secret: string; expires_at: Date },
): Promise<void> {
  // A new link replaces every link not used yet.
  await db
    .updateTable('operator_enrolment')
    .set({ used_at: sql`now()` })
    .where('operator_id', '=', row.operator_id)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('operator_enrolment').values(row).execute();
}

export async function findLiveEnrolment(db: Db, tokenHash: string, forUpdate = false) {
  let query = db
    .selectFrom('operator_enrolment')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function useEnrolment(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('operator_enrolment')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function createOperatorSession(
  db: Db,
  row: { operator_id: number; token_hash: string; ip: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('operator_session').values(row).execute();
}

export async function findOperatorSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_session as s')
    .innerJoin('operator as o', 'o.id', 's.operator_id')
    .select([
      's.id as sessionId',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
      's.revoked_at as revokedAt',
      'o.id as operatorId',
      'o.username as username',
      'o.display_name as displayName',
      'o.role as role',
      'o.enabled as enabled',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('operator_session')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('operator_session')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOperatorSessions(db: Db, operatorId: number): Promise<void> {
  await db
    .updateTable('operator_session')
    .set({ revoked_at: sql`now()` })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Recent failures: of the address (last hour), of the account (last 15 minutes) and of the account from this address. */
export interface OperatorFailures {
  address: number;
  account: number;
  accountFromAddress: number;
}

/**
 * Counts recent failures under advisory locks, then lets `decide` refuse or books this attempt as a
 * failure, as auth/ does for players: parallel guesses are counted one after another.
 */
export async function bookOperatorAttempt(
  db: Db,
  target: { operatorId: number } | { loginName: string },
  ip: string,
  decide: (counts: OperatorFailures) => void,
): Promise<number> {
  const key = 'operatorId' in target ? `operator:${target.operatorId}` : `operator-name:${target.loginName}`;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(3, hashtext(${`operator-ip:${ip}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(4, hashtext(${key}))`.execute(trx);
    const address = await trx
      .selectFrom('operator_login_failure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', ip)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    let account = trx
      .selectFrom('operator_login_failure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .select(sql<number>`count(*) filter (where ip = ${ip})`.as('fromAddress'))
      .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`);
    account =
      'operatorId' in target
        ? account.where('operator_id', '=', target.operatorId)
        : account.where('operator_id', 'is', null).where('login_name', '=', target.loginName);
    const accountCount = await account.executeTakeFirstOrThrow();
    decide({
      address: Number(address.count),
      account: Number(accountCount.count),
      accountFromAddress: Number(accountCount.fromAddress),
    });
    const row = await trx
      .insertInto('operator_login_failure')
      .values({
        operator_id: 'operatorId' in target ? target.operatorId : null,
        login_name: 'operatorId' in target ? null : target.loginName,
        ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function forgetOperatorAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('operator_login_failure').where('id', '=', id).execute();
}
