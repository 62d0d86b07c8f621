import { type Kysely, sql } from 'kysely';

/**
 * A bet no longer writes its bonus grant (issue 18's bench: on PGlite that one row update was a bonus
 * bet's whole extra cost, about 230 µs). With one active grant a member, the wallet row a bet updates
 * anyway already says everything the grant's row repeated:
 *
 * - the active grant's wagering done is its `wagering_required` less the wallet's `rolling_amount`;
 * - its last activity is the later of the grant's `last_activity_at` (when it was credited) and the
 *   wallet's new `last_bet_at`, which every bet sets.
 *
 * A grant's own `wagered` and `last_activity_at` are written once, when it closes (converted, forfeited,
 * expired or merged), so a closed grant keeps its history. `vendor_bet` is 1600's without the grant's
 * update; `bonus_convert` and `bonus_forfeit` are 1300's with that snapshot. The expiry index on the
 * grant's `last_activity_at` no longer answers the expiry job's question and goes.
 */
const statements = [
  sql`alter table wallet add column last_bet_at timestamptz`,
  sql`drop index bonus_grant_expiry`,
  sql`create or replace function vendor_bet(p_vendor text, p_token_hash text, p_game_id integer,
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
          last_bet_at = now(),
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
      )
      select u.cash + u.bonus, m.currency, (select id from gr), u.rolling_amount = 0,
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
  sql`create or replace function bonus_convert(p_grant bigint) returns void
    language plpgsql as $$
    declare
      g bonus_grant%rowtype;
      v_cash numeric;
      v_bonus numeric;
      v_last_bet timestamptz;
      v_converted numeric;
      v_ref text := 'bonus:' || p_grant || ':convert';
    begin
      -- The wallet row first, then the grant: the order a bet takes them in, so the two never deadlock.
      select w.cash, w.bonus, w.last_bet_at into v_cash, v_bonus, v_last_bet from wallet w
        where w.member_id = (select member_id from bonus_grant where id = p_grant) for update;
      select * into g from bonus_grant where id = p_grant and status = 'ACTIVE' for update;
      if not found then return; end if;
      v_converted := least(v_bonus, coalesce(g.win_cap, v_bonus));
      update wallet set cash = cash + v_converted, bonus = 0, rolling_amount = 0, updated_at = now()
        where member_id = g.member_id;
      if v_bonus > 0 then
        insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after, external_ref,
            reference_ref)
          values (g.member_id, 'PROMOTION', 2, -v_bonus, v_bonus, 0, v_ref, 'bonus:' || p_grant);
      end if;
      if v_converted > 0 then
        insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after, external_ref,
            reference_ref)
          values (g.member_id, 'PROMOTION', 1, v_converted, v_cash, v_cash + v_converted, v_ref,
            'bonus:' || p_grant);
      end if;
      update bonus_grant set status = 'CONVERTED', closed_at = now(), close_reason = 'wagering met',
          converted_amount = v_converted, forfeited_amount = v_bonus - v_converted,
          wagered = wagering_required, last_activity_at = greatest(last_activity_at, v_last_bet)
        where id = p_grant;
    end $$`,
  sql`create or replace function bonus_forfeit(p_grant bigint, p_status text, p_reason text) returns void
    language plpgsql as $$
    declare
      g bonus_grant%rowtype;
      v_bonus numeric;
      v_rolling numeric;
      v_last_bet timestamptz;
    begin
      if p_status not in ('FORFEITED', 'EXPIRED') then
        raise exception 'bonus_forfeit: status % is not an ending without conversion', p_status;
      end if;
      select w.bonus, w.rolling_amount, w.last_bet_at into v_bonus, v_rolling, v_last_bet from wallet w
        where w.member_id = (select member_id from bonus_grant where id = p_grant) for update;
      select * into g from bonus_grant where id = p_grant and status = 'ACTIVE' for update;
      if not found then return; end if;
      update wallet set bonus = 0, rolling_amount = 0, updated_at = now() where member_id = g.member_id;
      if v_bonus > 0 then
        insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after, external_ref,
            reference_ref)
          values (g.member_id, 'PROMOTION', 2, -v_bonus, v_bonus, 0, 'bonus:' || p_grant || ':forfeit',
            'bonus:' || p_grant);
      end if;
      update bonus_grant set status = p_status, closed_at = now(), close_reason = p_reason,
          converted_amount = 0, forfeited_amount = v_bonus,
          wagered = greatest(wagering_required - v_rolling, 0),
          last_activity_at = greatest(last_activity_at, v_last_bet)
        where id = p_grant;
    end $$`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
