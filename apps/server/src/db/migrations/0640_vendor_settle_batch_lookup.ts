import { type Kysely, sql } from 'kysely';
import { up as createFirstBatchFunction } from './0620_vendor_settle_batch.js';

/**
 * `vendor_settle_batch` (migration 0620) looks up which of its calls are already booked in the query
 * that reads the batch, instead of one statement a call inside its loop: each statement a call costs
 * the embedded database an executor start of its own. A transaction id that comes twice in one batch
 * is booked at its first arrival only; the later one books nothing and, as any repeat, is answered
 * after the commit from the booked call (src/vendorWallet/settle.ts, `explain`).
 */
const batchFunction = sql`create or replace function vendor_settle_batch(p_calls jsonb)
    returns table (idx integer, balance numeric, currency text)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      c record;
      settled record;
    begin
      for c in
        select x.*, (o.n - 1)::integer as n, b.booked,
          row_number() over (partition by x.vendor, x.transaction_id order by o.n) as arrival
        from jsonb_array_elements(p_calls) with ordinality as o(call, n)
        cross join lateral jsonb_to_record(o.call) as x(kind text, vendor text, token_hash text,
          game_id integer, transaction_id text, round_id text, amount numeric, currency text, ref text,
          round_ref text)
        left join lateral (select l.member_id from game_launch l where l.token_hash = x.token_hash) l
          on true
        left join lateral (select true as booked from vendor_transaction v
          where v.vendor = x.vendor and v.transaction_id = x.transaction_id limit 1) b
          on true
        order by l.member_id nulls last, o.n
      loop
        continue when c.booked or c.arrival > 1;
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
    $$`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await batchFunction.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function vendor_settle_batch`.execute(db);
  await createFirstBatchFunction(db);
}
