import type { Generated } from 'kysely';
import type { Db } from '../db/database.js';
import type { OutgoingMail } from './outgoingMail.js';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}

export async function insertOutboxMail(db: Db, mail: OutgoingMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function latestOutboxMails(db: Db, limit: number) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
