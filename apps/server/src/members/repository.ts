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
  /** The app language the member last used (X-FE-LANG): news and mails are written in it. */
  lang: Generated<string>;
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
  /** The operator's reason for a refused document (status 30). */
  idcard_proof_reason: string | null;
  idcard_hold_proof_reason: string | null;
  address_proof_reason: string | null;
  payment_proof_reason: string | null;
  source_of_wealth_proof_reason: string | null;
  /** The person's app-scoped Facebook id when the account was made through Facebook (one member each). */
  facebook_user_id: string | null;
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

export async function findMemberByFacebookId(db: Db, facebookUserId: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .selectAll()
    .where('facebook_user_id', '=', facebookUserId)
    .executeTakeFirst();
}

/**
 * Whether the member must still prove their e-mail before any bonus or deposit (issue 26 finding 12):
 * an account made through Facebook whose address Facebook did not give, until the mailed link is
 * opened. A form sign-up carries its own proofs (captcha, phone, password) and keeps today's rules.
 */
export function emailUnproven(member: Pick<MemberRow, 'activated' | 'facebook_user_id'>): boolean {
  return member.facebook_user_id !== null && member.activated !== 1;
}

/** emailUnproven by id, for rules that hold only the member's id (a missing member counts as proven). */
export async function emailUnprovenById(db: Db, memberId: number): Promise<boolean> {
  const member = await db
    .selectFrom('member')
    .select(['activated', 'facebook_user_id'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member !== undefined && emailUnproven(member);
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

/** Remembers the language the member's calls now arrive in; a no-op while it is unchanged. */
export async function setMemberLanguage(db: Db, memberId: number, lang: string): Promise<void> {
  await db.updateTable('member').set({ lang }).where('id', '=', memberId).where('lang', '<>', lang).execute();
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

/**
 * The mailbox an address delivers to: lower case, without a +tag, so `ana+2@x.com` is `ana@x.com`.
 * An invitee on the inviter's own mailbox is the inviter with a second account.
 */
const mailbox = (column: string) => sql`regexp_replace(lower(${sql.ref(column)}), '[+][^@]*@', '@')`;

/**
 * Members who registered with the invitation code, whether or not they count yet (activated), less
 * the disabled and the self-invites: the invitation pop-up's invite count.
 */
export async function countSignedUpWithCode(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member as child')
    .innerJoin('member as inviter', 'inviter.id', 'child.inviter_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('child.inviter_id', '=', memberId)
    .where('child.enabled', '=', 1)
    .where(sql<boolean>`${mailbox('child.email')} <> ${mailbox('inviter.email')}`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The inviter of an activated member (not disabled, not a self-invite), or undefined when there is none. */
export async function countedInviterOf(db: Db, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('member as child')
    .innerJoin('member as inviter', 'inviter.id', 'child.inviter_id')
    .select('inviter.id')
    .where('child.id', '=', memberId)
    .where('child.activated', '=', 1)
    .where('child.enabled', '=', 1)
    .where(sql<boolean>`${mailbox('child.email')} <> ${mailbox('inviter.email')}`)
    .executeTakeFirst();
  return row?.id;
}

export type DocumentColumn =
  | 'idcard_proof_id'
  | 'idcard_hold_proof_id'
  | 'address_proof_id'
  | 'payment_proof_id'
  | 'source_of_wealth_proof_id';

export type DocumentName =
  | 'idcard_proof'
  | 'idcard_hold_proof'
  | 'address_proof'
  | 'payment_proof'
  | 'source_of_wealth_proof';

const documentName = (column: DocumentColumn) => column.replace(/_id$/, '') as DocumentName;

/** A new file for one document, which then waits for review (status 10) with no reason standing. */
export async function replaceDocument(db: Db, memberId: number, column: DocumentColumn, fileId: string) {
  const name = documentName(column);
  await db
    .updateTable('member')
    .set({ [column]: fileId, [`${name}_status`]: 10, [`${name}_reason`]: null, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .execute();
}

/**
 * The operator's decision on a document waiting for review (status 10): 20 accepted, 30 refused with
 * its reason. Answers false when the document was not waiting (never uploaded, or decided already).
 */
export async function decideDocument(
  db: Db,
  memberId: number,
  name: DocumentName,
  status: 20 | 30,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set({ [`${name}_status`]: status, [`${name}_reason`]: reason, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .where(`${name}_status`, '=', 10)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Members with at least one document waiting for review (status 10), the longest waiting first. */
export async function membersAwaitingReview(db: Db) {
  return db
    .selectFrom('member')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('idcard_proof_status', '=', 10),
        eb('idcard_hold_proof_status', '=', 10),
        eb('address_proof_status', '=', 10),
        eb('payment_proof_status', '=', 10),
        eb('source_of_wealth_proof_status', '=', 10),
      ]),
    )
    .orderBy('updated_at')
    .orderBy('id')
    .execute();
}

/**
 * The back office's player search: an id, or a username, e-mail or phone containing the words (no
 * case), newest first. The text is bound, never part of the SQL.
 */
export async function searchMembers(
  db: Db,
  query: string,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const words = query.trim().toLowerCase();
  let select = db.selectFrom('member');
  if (words !== '') {
    const like = `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = words.replace(/\D/g, '');
    select = select.where((eb) =>
      eb.or([
        ...(/^\d{1,9}$/.test(words) ? [eb('id', '=', Number(words))] : []),
        eb(sql`lower(username)`, 'like', like),
        eb(sql`lower(email)`, 'like', like),
        ...(digits.length >= 4 ? [eb(sql`mobile_prefix || mobile`, 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    select
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Suspends (0) or re-enables (1) an account; answers the row before and after, or undefined. */
export async function setMemberEnabled(db: Db, memberId: number, enabled: 0 | 1) {
  const before = await db
    .selectFrom('member')
    .selectAll()
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) return undefined;
  const after = await db
    .updateTable('member')
    .set({ enabled, updated_at: sql`now()` })
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}

/** Members who joined in [from, to) (the dashboard's new players). */
export async function countJoined(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members' usernames by id, for lists that show who (the back office's queues). */
export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('member')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Members in a segment for news: everyone, or by currency or country. */
export async function memberIdsIn(
  db: Db,
  segment: { currency?: string; countryCode?: string },
): Promise<number[]> {
  let select = db.selectFrom('member').select('id').where('enabled', '=', 1);
  if (segment.currency) select = select.where('currency', '=', segment.currency);
  if (segment.countryCode) select = select.where('country_code', '=', segment.countryCode);
  return (await select.orderBy('id').execute()).map((row) => row.id);
}
