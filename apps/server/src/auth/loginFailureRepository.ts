import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface LoginFailureTable {
  id: Generated<number>;
  member_id: number;
  ip: string;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    login_failure: LoginFailureTable;
  }
}

export async function recordLoginFailure(db: Db, memberId: number, ip: string): Promise<void> {
  await db.insertInto('login_failure').values({ member_id: memberId, ip }).execute();
}

export async function loginFailuresLastHour(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
