import { type Kysely, sql } from 'kysely';

/**
 * Provenance (issue 25): a stake records where each part came from when it is booked. A bet's
 * idempotency record keeps its cash part, its bonus part and the grant that bonus belonged to (a
 * rollback returns exactly those); its round keeps the sums of its live stakes and the grant of their
 * bonus (a win is split by them). Nothing is inferred from timestamps any more: `bonus_grant_for` goes.
 *
 * Rows booked before are filled once from their ledger rows, and their grant by the rule that was in
 * force when they were booked (the latest grant created before the round began).
 */
const statements = [
  sql`alter table vendor_transaction
    add column cash_part numeric(20, 2),
    add column bonus_part numeric(20, 2),
    add column grant_id bigint`,
  sql`alter table game_round
    add column cash_stake numeric(20, 2) not null default 0,
    add column bonus_stake numeric(20, 2) not null default 0,
    add column bonus_grant_id bigint`,
  sql`update vendor_transaction v set
      cash_part = coalesce((select -l.amount from wallet_ledger l
        where l.external_ref = 'vendor:' || v.vendor || ':' || v.transaction_id and l.class = 1), 0),
      bonus_part = coalesce((select -l.amount from wallet_ledger l
        where l.external_ref = 'vendor:' || v.vendor || ':' || v.transaction_id and l.class = 2), 0)
    where v.kind = 'BET'`,
  sql`update game_round r set
      cash_stake = s.cash_stake, bonus_stake = s.bonus_stake,
      bonus_grant_id = case when s.bonus_stake > 0 then (select g.id from bonus_grant g
        where g.member_id = r.member_id and g.created_at <= r.created_at order by g.id desc limit 1) end
    from (select v.vendor, v.member_id, v.round_id, sum(v.cash_part) as cash_stake, sum(v.bonus_part) as bonus_stake
      from vendor_transaction v where v.kind = 'BET' and not v.rolled_back
      group by v.vendor, v.member_id, v.round_id) s
    where s.vendor = r.vendor and s.member_id = r.member_id and s.round_id = r.round_id`,
  sql`update vendor_transaction v set grant_id = (select g.id from bonus_grant g
      where g.member_id = r.member_id and g.created_at <= r.created_at order by g.id desc limit 1)
    from game_round r
    where v.kind = 'BET' and r.vendor = v.vendor and r.member_id = v.member_id and r.round_id = v.round_id`,
  sql`drop function if exists bonus_grant_for(integer, timestamptz)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
