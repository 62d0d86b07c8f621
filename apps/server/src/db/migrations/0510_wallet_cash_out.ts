import { type Kysely, sql } from 'kysely';

/**
 * Spec 002 §5: each cash-out reduces the wagered amount it is measured against (a cash-out may not
 * exceed half of it). `wagered` itself stays the lifetime total that VIP points are derived from, so
 * the cash-outs counted against it are kept beside it; a returned cash-out gives its share back.
 */
const statements = [
  sql`alter table wallet add column wagered_cashed_out numeric(20, 2) not null default 0
    check (wagered_cashed_out >= 0)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
