import type { Generated, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ContactStatus, QueryType } from './rules.js';

export interface ContactMessageTable {
  id: Generated<number>;
  /** The member whose session came with the message; null for a visitor. */
  member_id: number | null;
  name: string;
  username: string;
  email: string;
  phone: string;
  query_type: QueryType;
  message: string;
  /** The language the player wrote in (X-FE-LANG), so support can answer in it. */
  lang: string;
  ip: string;
  status: Generated<ContactStatus>;
  status_changed_at: Date | null;
  created_at: Generated<Date>;
  /** When the copy to the support mailbox went out; null if the mail failed (the message is kept). */
  mailed_at: Date | null;
}

declare module '../db/schema.js' {
  interface Database {
    contact_message: ContactMessageTable;
  }
}

/** A stored message as support (and the back office) reads it. */
export interface ContactMessage {
  id: number;
  memberId: number | null;
  name: string;
  username: string;
  email: string;
  phone: string;
  queryType: QueryType;
  message: string;
  lang: string;
  status: ContactStatus;
  createdAt: Date;
  statusChangedAt: Date | null;
  mailedAt: Date | null;
}

function toMessage(row: Selectable<ContactMessageTable>): ContactMessage {
  return {
    id: row.id,
    memberId: row.member_id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    queryType: row.query_type,
    message: row.message,
    lang: row.lang,
    status: row.status,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    mailedAt: row.mailed_at,
  };
}

export type NewContactMessage = Omit<
  ContactMessageTable,
  'id' | 'status' | 'status_changed_at' | 'created_at' | 'mailed_at'
>;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markContactMailed(db: Db, id: number): Promise<void> {
  await db.updateTable('contact_message').set({ mailed_at: new Date() }).where('id', '=', id).execute();
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessage | undefined> {
  const row = await db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toMessage(row);
}

/** Messages in one status, oldest first: the order support works through them. */
export async function listContactMessages(
  db: Db,
  status: ContactStatus,
  { limit = 50, afterId = 0 } = {},
): Promise<ContactMessage[]> {
  const rows = await db
    .selectFrom('contact_message')
    .selectAll()
    .where('status', '=', status)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/** True when the message exists (its status is then `status`). */
export async function setContactStatus(db: Db, id: number, status: ContactStatus): Promise<boolean> {
  const result = await db
    .updateTable('contact_message')
    .set({ status, status_changed_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
