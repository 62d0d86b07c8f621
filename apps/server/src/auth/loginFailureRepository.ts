import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface LoginFailureTable {
  id: Generated<number>;
  /** The account the login named, or null when it named none (then login_name holds the name). */
  member_id: number | null;
  login_name: string | null;
  ip: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    login_failure: LoginFailureTable;
  }
}

/** Who a login attempt is counted against: the account it named, else the name itself (lower case). */
export type LoginTarget = { memberId: number } | { loginName: string };

export interface FailureCounts {
  account: number;
  address: number;
}

const lastHour = sql<Date>`now() - interval '1 hour'`;

/**
 * Counts the last hour's failures for the target and the address, then lets `decide` book this
 * attempt as a failure (its id is returned) or refuse by throwing. Both counts are taken under
 * transaction-scoped advisory locks on the address and on the target, always in that order, so
 * parallel attempts are counted one after another and never past a limit (finding 5: 240 parallel
 * attempts booked 146 failures where the limit was 100).
 */
export async function bookLoginAttempt(
  db: Db,
  target: LoginTarget,
  ip: string,
  decide: (counts: FailureCounts) => void,
): Promise<number> {
  const targetKey = 'memberId' in target ? `member:${target.memberId}` : `name:${target.loginName}`;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(1, hashtext(${`ip:${ip}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(2, hashtext(${targetKey}))`.execute(trx);
    const address = await trx
      .selectFrom('login_failure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', ip)
      .where('created_at', '>', lastHour)
      .executeTakeFirstOrThrow();
    let account = trx
      .selectFrom('login_failure')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>', lastHour);
    account =
      'memberId' in target
        ? account.where('member_id', '=', target.memberId)
        : account.where('member_id', 'is', null).where('login_name', '=', target.loginName);
    const accountCount = await account.executeTakeFirstOrThrow();
    decide({ account: Number(accountCount.count), address: Number(address.count) });
    const row = await trx
      .insertInto('login_failure')
      .values({
        member_id: 'memberId' in target ? target.memberId : null,
        login_name: 'memberId' in target ? null : target.loginName,
        ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The attempt turned out right: it was no failure. */
export async function forgetLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}
