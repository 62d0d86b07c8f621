import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';

/** 0 not uploaded, 10 auditing, 20 success, 30 fail. */
export type DocumentStatus = 0 | 10 | 20 | 30;

export interface MemberTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** Null for a social registration that has not set a password yet. */
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  gender: 'MALE' | 'FEMALE' | null;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
  currency: Generated<string>;
  country_code: string | null;
  state_code: string | null;
  city: Generated<string>;
  postal_code: Generated<string>;
  address: Generated<string>;
  mobile_prefix: Generated<string>;
  mobile: Generated<string>;
  enabled: Generated<number>;
  activated: Generated<number>;
  credited: Generated<number>;
  member_type: Generated<number>;
  invitation_code: string;
  inviter_id: number | null;
  recommend_code: string | null;
  receive_exclusive: Generated<boolean>;
  idcard_proof_id: string | null;
  idcard_hold_proof_id: string | null;
  address_proof_id: string | null;
  payment_proof_id: string | null;
  source_of_wealth_proof_id: string | null;
  idcard_proof_status: Generated<DocumentStatus>;
  idcard_hold_proof_status: Generated<DocumentStatus>;
  address_proof_status: Generated<DocumentStatus>;
  payment_proof_status: Generated<DocumentStatus>;
  source_of_wealth_proof_status: Generated<DocumentStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    member: MemberTable;
  }
}

export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Login accepts the username or the e-mail, both compared without case (unique indexes on lower()). */
export async function findMemberByLogin(db: Db, usernameOrEmail: string): Promise<MemberRow | undefined> {
  const login = usernameOrEmail.trim().toLowerCase();
  return db
    .selectFrom('member')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', login), eb(sql`lower(email)`, '=', login)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findMemberByEmail(db, email)) !== undefined;
}

export async function findMemberByInvitationCode(db: Db, code: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('invitation_code', '=', code.trim()).executeTakeFirst();
}

export async function insertMember(db: Db, member: NewMember): Promise<MemberRow> {
  return db.insertInto('member').values(member).returningAll().executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('member')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .execute();
}

export async function markActivated(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set({ activated: 1, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .execute();
}

/** The member's first confirmed deposit (deposits domain): the method list shows visibility 10 from now on. */
export async function markCredited(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set({ credited: 1 })
    .where('id', '=', memberId)
    .where('credited', '=', 0)
    .execute();
}

export async function countInvited(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('inviter_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type DocumentColumn =
  | 'idcard_proof_id'
  | 'idcard_hold_proof_id'
  | 'address_proof_id'
  | 'payment_proof_id'
  | 'source_of_wealth_proof_id';

/** A new file for one document, which then waits for review (status 10). */
export async function replaceDocument(db: Db, memberId: number, column: DocumentColumn, fileId: string) {
  const status = column.replace(/_id$/, '_status') as
    | 'idcard_proof_status'
    | 'idcard_hold_proof_status'
    | 'address_proof_status'
    | 'payment_proof_status'
    | 'source_of_wealth_proof_status';
  await db
    .updateTable('member')
    .set({ [column]: fileId, [status]: 10, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .execute();
}
