import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface CaptchaTicketTable {
  ticket_hash: string;
  answer_hash: string;
  expires_at: Date;
}

declare module '../db/schema.js' {
  interface Database {
    captcha_ticket: CaptchaTicketTable;
  }
}

/** A new drawing for a ticket replaces the previous one. */
export async function storeCaptcha(db: Db, ticketHash: string, answerHash: string, expiresAt: Date) {
  await db.deleteFrom('captcha_ticket').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('captcha_ticket')
    .values({ ticket_hash: ticketHash, answer_hash: answerHash, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('ticket_hash').doUpdateSet({ answer_hash: answerHash, expires_at: expiresAt }),
    )
    .execute();
}

/** Removes the ticket whatever the answer (one guess per drawing) and returns what it held. */
export async function takeCaptcha(db: Db, ticketHash: string) {
  return db
    .deleteFrom('captcha_ticket')
    .where('ticket_hash', '=', ticketHash)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
}
