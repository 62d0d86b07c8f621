import { type Kysely, sql } from 'kysely';

/**
 * The seamless wallet's bet and win under bonus grants (issue 18), still one statement a call:
 * - a bet lowers rollingAmount by what it counts toward the active grant's wagering: at most the
 *   grant's max_counted_bet (2.00), times the game type's share (the game code's prefix: slot 100%,
 *   blackjack and roulette 10% by default, '*' for any other), and marks the grant active now (the
 *   7-day inactivity clock);
 * - the bet that meets the wagering converts the grant (bonus_convert, migration 1300) right after,
 *   in the same transaction;
 * - a win's bonus share goes to the grant the round's money belonged to (bonus_grant_for): to the
 *   bonus balance while it is active (or carried into the first-deposit bonus), to cash once converted,
 *   and nowhere once forfeited or expired.
 * Cash first, then bonus; a win follows the share of the stake it came from, as before (0690).
 */
const statements = [
  sql`create or replace function vendor_bet(p_vendor text, p_token_hash text, p_game_id integer,
      p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text)
    returns table (balance numeric, currency text)
    language plpgsql as $$
    #variable_conflict use_column
    declare
      v_balance numeric;
      v_currency text;
      v_grant bigint;
      v_met boolean;
    begin
      with l as (
        select l.member_id from game_launch l join member m on m.id = l.member_id and m.enabled = 1
        where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor
          and l.expires_at > now() and m.currency = coalesce(p_currency, m.currency)
          -- checkBlock's "balance is full": an ordinary member at the limit cashes out before playing on.
          and not (m.member_type = 0 and exists (select 1 from wallet w0 where w0.member_id = m.id
            and w0.cash >= coalesce((select case when s.value ~ '^[0-9]+([.][0-9]+)?$' then s.value::numeric end
              from site_setting s where s.name = 'balanceFullLimit'), 50000)))
      ),
      gr as (
        select b.id, trunc(least(p_amount, b.max_counted_bet) * coalesce(
            (b.contributions ->> split_part(gm.game_code, ':', 1))::numeric,
            (b.contributions ->> '*')::numeric, 100) / 100, 2) as counted
        from bonus_grant b join game gm on gm.id = p_game_id
        where b.member_id = (select member_id from l) and b.status = 'ACTIVE'
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
      v as (
        insert into vendor_transaction
          (vendor, transaction_id, kind, member_id, game_id, round_id, amount, rolling_reduced, balance)
        select p_vendor, p_transaction_id, 'BET', u.member_id, p_game_id, p_round_id, p_amount,
          -u.last_rolling_change, u.cash + u.bonus
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
      select u.cash + u.bonus, m.currency, (select id from b), u.rolling_amount = 0
        into v_balance, v_currency, v_grant, v_met
      from u join member m on m.id = u.member_id;
      if not found then return; end if;
      if v_grant is not null and v_met then perform bonus_convert(v_grant); end if;
      balance := v_balance;
      currency := v_currency;
      return next;
    end
    $$`,
  sql`create or replace function vendor_win(p_vendor text, p_token_hash text, p_game_id integer,
      p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text)
    returns table (balance numeric, currency text)
    language plpgsql as $$
    #variable_conflict use_column
    begin
      return query
      with l as (
        select l.member_id from game_launch l join member m on m.id = l.member_id
        where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor
          and m.currency = coalesce(p_currency, m.currency)
      ),
      st as (
        select coalesce(sum(-amount) filter (where class = 1), 0) as cash_stake,
          coalesce(sum(-amount) filter (where class = 2), 0) as bonus_stake
        from wallet_ledger
        where member_id = (select member_id from l) and round_ref = p_round_ref
          and type in ('GAME_BET', 'GAME_ROLLBACK')
      ),
      -- Whose bonus the round's bonus stake was; no grant at all is bonus money from before grants.
      gf as (
        select coalesce((select f.status from game_round gr
          cross join lateral bonus_grant_for(gr.member_id, gr.created_at) f
          where gr.vendor = p_vendor and gr.member_id = (select member_id from l) and gr.round_id = p_round_id),
          'ACTIVE') as status
      ),
      c as (
        select case
            when st.bonus_stake <= 0 then p_amount
            when st.cash_stake <= 0 then 0::numeric
            else trunc(p_amount * st.cash_stake / (st.cash_stake + st.bonus_stake), 2)
          end as to_cash
        from st
      ),
      -- A win settles a round once, and only a round with a stake that was not rolled back.
      d as (
        select c.to_cash + case when gf.status = 'CONVERTED' then p_amount - c.to_cash else 0 end as to_cash,
          case when gf.status in ('ACTIVE', 'MERGED') then p_amount - c.to_cash else 0 end as to_bonus
        from c, st, gf
        where st.cash_stake + st.bonus_stake > 0
          and not exists (select 1 from game_round gr where gr.vendor = p_vendor
            and gr.member_id = (select member_id from l) and gr.round_id = p_round_id and gr.win_settled)
      ),
      u as (
        update wallet w set cash = w.cash + d.to_cash, bonus = w.bonus + d.to_bonus, updated_at = now()
        from d where w.member_id = (select member_id from l)
        returning w.member_id, w.cash, w.bonus, d.to_cash, d.to_bonus
      ),
      v as (
        insert into vendor_transaction (vendor, transaction_id, kind, member_id, game_id, round_id, amount, balance)
        select p_vendor, p_transaction_id, 'WIN', u.member_id, p_game_id, p_round_id, p_amount, u.cash + u.bonus
        from u
      ),
      g as (
        insert into wallet_ledger
          (member_id, type, class, amount, balance_before, balance_after, external_ref, game_id, round_ref)
        select u.member_id, 'GAME_WIN', x.class, x.part, x.after - x.part, x.after, p_ref, p_game_id,
          p_round_ref
        from u cross join lateral (values (1::smallint, u.to_cash, u.cash), (2::smallint, u.to_bonus, u.bonus))
          as x(class, part, after)
        where x.part > 0
      ),
      r as (
        insert into game_round (vendor, round_id, member_id, game_id, win_amount, win_settled)
        select p_vendor, p_round_id, u.member_id, p_game_id, p_amount, true from u
        on conflict (vendor, member_id, round_id)
        do update set win_amount = game_round.win_amount + excluded.win_amount, win_settled = true,
          updated_at = now()
      )
      select u.cash + u.bonus, m.currency from u join member m on m.id = u.member_id;
    end
    $$`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
