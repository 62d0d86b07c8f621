import { type Kysely, sql } from 'kysely';

/**
 * Invitation rewards are bonus money on a grant with wagering, as every other promotion (issue 26
 * finding 1): the grant kind INVITE joins the others.
 */
const statements = [
  sql`alter table bonus_grant drop constraint bonus_grant_kind_check`,
  sql`alter table bonus_grant add constraint bonus_grant_kind_check
    check (kind in ('SIGN_UP', 'FIRST_DEPOSIT', 'FRIDAY', 'VIP_STORE', 'INVITE', 'LEGACY'))`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
