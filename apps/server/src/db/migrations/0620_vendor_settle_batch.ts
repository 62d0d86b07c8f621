import { type Kysely, sql } from 'kysely';

/**
 * Group commit for the seamless wallet: several bets and wins booked in one statement, so one
 * transaction, one commit and one round trip carry them all. Called by src/vendorWallet/batch.ts,
 * which sends the calls that arrived while the previous batch was in the database.
 *
 * Each call is still `vendor_bet` or `vendor_win` (migration 0610), so a batch books exactly what the
 * same calls would book one by one. Calls are booked member by member, each member's in arrival
 * order: every batch takes wallet row locks in member order, so two batches in flight at once (two
 * connections, or two servers) wait for each other but cannot deadlock. A
 * call whose transaction id is already booked (by an earlier batch or earlier in this one) is skipped,
 * so a repeat writes nothing. A call that books nothing (a repeat, an unknown or expired launch, a
 * balance too small) answers no row, and the caller explains it after the commit as for a single call.
 */
const statements = [
  sql`create function vendor_settle_batch(p_calls jsonb)
    returns table (idx integer, balance numeric, currency text)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      c record;
      settled record;
    begin
      for c in
        select x.*, (o.n - 1)::integer as n
        from jsonb_array_elements(p_calls) with ordinality as o(call, n)
        cross join lateral jsonb_to_record(o.call) as x(kind text, vendor text, token_hash text,
          game_id integer, transaction_id text, round_id text, amount numeric, currency text, ref text,
          round_ref text)
        left join lateral (select l.member_id from game_launch l where l.token_hash = x.token_hash) l
          on true
        order by l.member_id nulls last, o.n
      loop
        continue when exists (select 1 from vendor_transaction v
          where v.vendor = c.vendor and v.transaction_id = c.transaction_id);
        if c.kind = 'BET' then
          select * into settled from vendor_bet(c.vendor, c.token_hash, c.game_id, c.transaction_id,
            c.round_id, c.amount, c.currency, c.ref, c.round_ref);
        else
          select * into settled from vendor_win(c.vendor, c.token_hash, c.game_id, c.transaction_id,
            c.round_id, c.amount, c.currency, c.ref, c.round_ref);
        end if;
        if found then
          idx := c.n;
          balance := settled.balance;
          currency := settled.currency;
          return next;
        end if;
      end loop;
    end
    $$`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function vendor_settle_batch`.execute(db);
}
