import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hashToken } from '../../shared/tokens.js';

interface SocialTokenUseTable {
  token_hash: string;
  expires_at: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    social_token_use: SocialTokenUseTable;
  }
}

/** Whether this access token already opened an account or a session here. */
export async function tokenSpent(db: Db, accessToken: string): Promise<boolean> {
  const row = await db
    .selectFrom('social_token_use')
    .select('token_hash')
    .where('token_hash', '=', hashToken(accessToken))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the token used, once: false when it already was (a replay, or the same token racing itself).
 * Kept until the token expires, when Facebook refuses it anyway; older marks are dropped here.
 */
export async function spendToken(db: Db, accessToken: string, expiresAtSeconds: number): Promise<boolean> {
  await db.deleteFrom('social_token_use').where('expires_at', '<', sql<Date>`now()`).execute();
  const inserted = await db
    .insertInto('social_token_use')
    .values({ token_hash: hashToken(accessToken), expires_at: new Date(expiresAtSeconds * 1000) })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .returning('token_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}
