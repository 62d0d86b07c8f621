import { type Kysely, sql } from 'kysely';

/**
 * Roulette's even-money hedges count nothing toward a bonus's wagering (issue 18). The house vendor's
 * roulette bet may carry the round's positions (`rouletteBets`, apps/house-vendor/PROTOCOL.md §2); the
 * wallet derives from them the stake that counts (src/bonuses/hedges.ts), passed as `p_counted`:
 * only for a roulette game (the game code's prefix), never above the bet, then capped at the grant's
 * max_counted_bet and taken at the game type's share, as before (1310). The detail is kept on the bet's
 * idempotency record, so a repeat of the transaction id with other positions is refused. The batch
 * function passes both on. Both functions are 1500's (the jackpot) with these two additions.
 */
const statements = [
  sql`alter table vendor_transaction add column detail text`,
  sql`drop function vendor_bet(text, text, integer, text, text, numeric, text, text, text, boolean)`,
  sql`create function vendor_bet(p_vendor text, p_token_hash text, p_game_id integer,
      p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text,
      p_counted numeric default null, p_detail text default null, p_defer_jackpot boolean default false)
    returns table (balance numeric, currency text, jackpot_id text, jackpot_contribution numeric,
      jackpot_share smallint)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      v_balance numeric;
      v_currency text;
      v_grant bigint;
      v_met boolean;
      v_jackpot text;
      v_contribution numeric;
      v_share smallint;
    begin
      with l as (
        select l.member_id, m.currency from game_launch l join member m on m.id = l.member_id and m.enabled = 1
        where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor
          and l.expires_at > now() and m.currency = coalesce(p_currency, m.currency)
          -- checkBlock's "balance is full": an ordinary member at the limit cashes out before playing on.
          and not (m.member_type = 0 and exists (select 1 from wallet w0 where w0.member_id = m.id
            and w0.cash >= coalesce((select case when s.value ~ '^[0-9]+([.][0-9]+)?$' then s.value::numeric end
              from site_setting s where s.name = 'balanceFullLimit'), 50000)))
      ),
      gr as (
        select b.id, trunc(least(case when split_part(gm.game_code, ':', 1) = 'roulette'
            then least(coalesce(p_counted, p_amount), p_amount) else p_amount end, b.max_counted_bet) * coalesce(
            (b.contributions ->> split_part(gm.game_code, ':', 1))::numeric,
            (b.contributions ->> '*')::numeric, 100) / 100, 2) as counted
        from bonus_grant b join game gm on gm.id = p_game_id
        where b.member_id = (select member_id from l) and b.status = 'ACTIVE'
      ),
      -- The jackpot this game feeds, for a member who has deposited, and the generation it is at.
      jp as (
        select j.id, coalesce((select p.generation from jackpot_pool p
            where p.jackpot_id = j.id and p.currency = (select currency from l)), 1) as generation
        from jackpot j join game gm on gm.id = p_game_id
        where j.vendor = gm.vendor and j.game_type = split_part(gm.game_code, ':', 1)
          and exists (select 1 from wallet_ledger d
            where d.member_id = (select member_id from l) and d.type = 'DEPOSIT' and d.class = 1)
      ),
      u as (
        update wallet w set
          cash = w.cash - least(w.cash, p_amount),
          bonus = w.bonus - (p_amount - least(w.cash, p_amount)),
          rolling_amount = w.rolling_amount - least(w.rolling_amount, coalesce((select counted from gr), 0)),
          wagered = w.wagered + p_amount,
          vip_points = w.vip_points
            + (floor((w.wagered + p_amount) / 10) - floor(w.wagered / 10))::integer,
          vip_lifetime_points = w.vip_lifetime_points
            + (floor((w.wagered + p_amount) / 10) - floor(w.wagered / 10))::integer,
          last_cash_change = -least(w.cash, p_amount),
          last_bonus_change = -(p_amount - least(w.cash, p_amount)),
          last_rolling_change = -least(w.rolling_amount, coalesce((select counted from gr), 0)),
          updated_at = now()
        where w.member_id = (select member_id from l) and w.cash + w.bonus >= p_amount
        returning w.member_id, w.cash, w.bonus, w.rolling_amount, w.last_cash_change, w.last_bonus_change,
          w.last_rolling_change
      ),
      -- 1% of the cash part, exact (4 decimals); a bet wholly in cash plays for the pool's generation.
      jc as (
        select jp.id, -u.last_cash_change / 100 as contribution,
          case when u.last_bonus_change = 0 then jp.generation end as generation
        from u, jp
      ),
      v as (
        insert into vendor_transaction
          (vendor, transaction_id, kind, member_id, game_id, round_id, amount, rolling_reduced, balance,
            jackpot_id, jackpot_contribution, jackpot_generation, detail)
        select p_vendor, p_transaction_id, 'BET', u.member_id, p_game_id, p_round_id, p_amount,
          -u.last_rolling_change, u.cash + u.bonus, (select id from jc),
          coalesce((select contribution from jc), 0), (select generation from jc), p_detail
        from u
      ),
      g as (
        insert into wallet_ledger
          (member_id, type, class, amount, balance_before, balance_after, external_ref, game_id, round_ref)
        select u.member_id, 'GAME_BET', x.class, x.change, x.after - x.change, x.after, p_ref, p_game_id,
          p_round_ref
        from u cross join lateral
          (values (1::smallint, u.last_cash_change, u.cash), (2::smallint, u.last_bonus_change, u.bonus))
          as x(class, change, after)
        where x.change < 0
      ),
      r as (
        insert into game_round (vendor, round_id, member_id, game_id, bet_amount)
        select p_vendor, p_round_id, u.member_id, p_game_id, p_amount from u
        on conflict (vendor, member_id, round_id)
        do update set bet_amount = game_round.bet_amount + excluded.bet_amount, updated_at = now()
      ),
      b as (
        update bonus_grant b set wagered = b.wagered - u.last_rolling_change, last_activity_at = now()
        from u where b.id = (select id from gr)
        returning b.id
      )
      select u.cash + u.bonus, m.currency, (select id from b), u.rolling_amount = 0,
          (select id from jc), (select contribution from jc), (u.member_id % 64)::smallint
        into v_balance, v_currency, v_grant, v_met, v_jackpot, v_contribution, v_share
      from u join member m on m.id = u.member_id;
      if not found then return; end if;
      if v_grant is not null and v_met then perform bonus_convert(v_grant); end if;
      -- After the wallet row, as everywhere (see the migration's note); a batch adds its bets' at its end.
      if v_contribution > 0 and not p_defer_jackpot then
        perform jackpot_contribute(v_jackpot, v_currency, v_contribution, v_share);
      end if;
      balance := v_balance;
      currency := v_currency;
      jackpot_id := v_jackpot;
      jackpot_contribution := coalesce(v_contribution, 0);
      jackpot_share := v_share;
      return next;
    end
    $$`,
  sql`create or replace function vendor_settle_batch(p_calls jsonb)
    returns table (idx integer, balance numeric, currency text)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      c record;
      settled record;
      v_jackpots text[] := '{}';
      v_currencies text[] := '{}';
      v_contributions numeric[] := '{}';
      v_shares smallint[] := '{}';
      p record;
    begin
      for c in
        select x.*, (o.n - 1)::integer as n, b.booked,
          row_number() over (partition by x.vendor, x.transaction_id order by o.n) as arrival
        from jsonb_array_elements(p_calls) with ordinality as o(call, n)
        cross join lateral jsonb_to_record(o.call) as x(kind text, vendor text, token_hash text,
          game_id integer, transaction_id text, round_id text, amount numeric, currency text, ref text,
          round_ref text, counted numeric, detail text)
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
            c.round_id, c.amount, c.currency, c.ref, c.round_ref, c.counted, c.detail, true);
          if found and settled.jackpot_contribution > 0 then
            v_jackpots := v_jackpots || settled.jackpot_id;
            v_currencies := v_currencies || settled.currency;
            v_contributions := v_contributions || settled.jackpot_contribution;
            v_shares := v_shares || settled.jackpot_share;
          end if;
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
      -- The pools last and in one order, once a pool: see migration 1500's note.
      for p in
        select t.j, t.c, t.s, sum(t.a) as total
        from unnest(v_jackpots, v_currencies, v_contributions, v_shares) as t(j, c, a, s)
        group by t.j, t.c, t.s order by t.j, t.c, t.s
      loop
        perform jackpot_contribute(p.j, p.c, p.total, p.s);
      end loop;
    end
    $$`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
