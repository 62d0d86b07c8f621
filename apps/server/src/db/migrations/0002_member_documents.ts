import { type Kysely, sql } from 'kysely';

/**
 * Verification documents on the member: the source-of-wealth proof and a status per document
 * (0 not uploaded, 10 auditing, 20 success, 30 fail), reviewed by support outside the API.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table member
    add column source_of_wealth_proof_id text,
    add column idcard_proof_status smallint not null default 0 check (idcard_proof_status in (0, 10, 20, 30)),
    add column idcard_hold_proof_status smallint not null default 0 check (idcard_hold_proof_status in (0, 10, 20, 30)),
    add column address_proof_status smallint not null default 0 check (address_proof_status in (0, 10, 20, 30)),
    add column payment_proof_status smallint not null default 0 check (payment_proof_status in (0, 10, 20, 30)),
    add column source_of_wealth_proof_status smallint not null default 0
      check (source_of_wealth_proof_status in (0, 10, 20, 30))`.execute(db);
}
