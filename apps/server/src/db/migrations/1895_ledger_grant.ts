import { type Kysely, sql } from 'kysely';

/**
 * One posting path (issue 25): every ledger row names the grant its bonus money belongs to, so each
 * class keeps a sub-balance per grant and the reconciliation can tell one grant's money from another's
 * (and cash from bonus). Rows booked before are filled once: a grant's own rows by their reference
 * ('bonus:<id>'), a bet's bonus part by the grant its stake recorded (migration 1801).
 */
const statements = [
  sql`alter table wallet_ledger add column grant_id bigint`,
  sql`update wallet_ledger set grant_id = substring(reference_ref from '^bonus:([0-9]+)$')::bigint
    where class <> 1 and reference_ref ~ '^bonus:[0-9]+$'`,
  sql`update wallet_ledger l set grant_id = v.grant_id
    from vendor_transaction v
    where l.class = 2 and l.type = 'GAME_BET' and v.kind = 'BET'
      and l.external_ref = 'vendor:' || v.vendor || ':' || v.transaction_id`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
