import { type Kysely, sql } from 'kysely';

/**
 * A gift bonus (class 3) becomes spendable when the player uses it: it turns into the bonus of a GIFT
 * grant, wagered like every other (issue 25: gift credits could never be spent or converted).
 */
const statements = [
  sql`alter table bonus_grant drop constraint bonus_grant_kind_check`,
  sql`alter table bonus_grant add constraint bonus_grant_kind_check
    check (kind in ('SIGN_UP', 'FIRST_DEPOSIT', 'FRIDAY', 'VIP_STORE', 'INVITE', 'LEGACY', 'GIFT'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
