import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { hashToken, newToken } from '../shared/tokens.js';

export type MailTokenPurpose = 'activation' | 'password_reset';

export interface MailTokenTable {
  id: Generated<number>;
  member_id: number;
  purpose: MailTokenPurpose;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../db/schema.js' {
  interface Database {
    mail_token: MailTokenTable;
  }
}

/** A new single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueMailToken(
  db: Db,
  memberId: number,
  purpose: MailTokenPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_token')
      .set({ used_at: sql`now()` })
      .where('member_id', '=', memberId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('mail_token')
      .values({
        member_id: memberId,
        purpose,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + lifetimeMs),
      })
      .execute();
  });
  return token;
}

/** Uses the token up in one statement, so two clicks cannot both succeed; the member id or undefined. */
export async function consumeMailToken(
  db: Db,
  purpose: MailTokenPurpose,
  token: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('mail_token')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

export async function mailTokensIssuedSince(
  db: Db,
  memberId: number,
  purpose: MailTokenPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('mail_token')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
