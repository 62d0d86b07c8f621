import { type Kysely, sql } from 'kysely';

/**
 * The progressive jackpot (issue 18; spec 000 §9: "1% of the game bet, deducted after the game bet";
 * spec 002 §5: "jackpot play needs a prior deposit, no free rounds on jackpot games").
 *
 * - `jackpot` says which games feed a jackpot: one row, every house slot (vendor HOUSE, game type
 *   `slot`), so the 28 house slots share one linked pool that grows 28 times as fast as a pool a game.
 * - `jackpot_pool` holds its amount, one row a currency (members play in their own currency): the seed
 *   (`jackpotSeed` setting) and what rested after the last win; `jackpot_pool_share` holds the
 *   contributions since, spread over 64 rows by member, so concurrent bets do not queue on one hot row
 *   (`jackpot_value` adds them up; a win locks them all). Amounts keep 4 decimals: 1% of a
 *   2-decimal stake is exact, so contributions are never rounded; a win pays the pool truncated to
 *   cents and the sub-cent rest stays in the pool on top of the seed. `generation` counts its wins.
 * - A bet (`vendor_bet`) contributes 1% of its cash part when the member has a credited deposit (a
 *   DEPOSIT cash row); bonus money is not real money and contributes nothing. The bet records its
 *   contribution and, when it was wholly cash, the pool generation it plays for: only such a round
 *   may win, and only that generation, so two rounds that hit at once cannot both take one pool.
 * - A share row is updated after the bet's wallet row (by `jackpot_contribute`), and a batch
 *   (`vendor_settle_batch`) adds its bets' contributions once a share, at its end, in share order; a win
 *   takes the wallet row, then the pool row, then every share in order: no two transactions take the
 *   same rows in opposite orders, so batches, rollbacks and wins cannot deadlock on them.
 */
const statements = [
  sql`create table jackpot (
    id text primary key,
    vendor text not null,
    game_type text not null,
    unique (vendor, game_type)
  )`,
  sql`insert into jackpot (id, vendor, game_type) values ('house-slots', 'HOUSE', 'slot')`,
  sql`create table jackpot_pool (
    jackpot_id text not null references jackpot (id),
    currency text not null,
    amount numeric(24, 4) not null check (amount >= 0),
    generation integer not null default 1,
    last_won_at timestamptz,
    updated_at timestamptz not null default now(),
    primary key (jackpot_id, currency)
  )`,
  sql`create table jackpot_pool_share (
    jackpot_id text not null references jackpot (id),
    currency text not null,
    share smallint not null check (share between 0 and 63),
    amount numeric(24, 4) not null default 0 check (amount >= 0),
    primary key (jackpot_id, currency, share)
  )`,
  sql`alter table vendor_transaction
    add column jackpot_id text,
    add column jackpot_contribution numeric(24, 4) not null default 0,
    add column jackpot_generation integer`,
  sql`alter domain vendor_call_kind drop constraint vendor_call_kind_check`,
  sql`alter domain vendor_call_kind add constraint vendor_call_kind_check
    check (value in ('BET', 'WIN', 'ROLLBACK', 'VOID', 'JACKPOT'))`,
  // Whether a member has deposited is asked at every bet.
  sql`create index wallet_ledger_deposit on wallet_ledger (member_id) where type = 'DEPOSIT' and class = 1`,
  // The seed is set once, in the reference currency (exchange rate 1), and worth the same in every
  // pool: 1000 USD is about 926 EUR, never 1000 BTC.
  sql`create function jackpot_seed(p_currency text) returns numeric language sql stable as $$
    select trunc(coalesce((select case when s.value ~ '^[0-9]+([.][0-9]{1,2})?$' then s.value::numeric end
      from site_setting s where s.name = 'jackpotSeed'), 1000)
      / coalesce((select c.exchange_rate from currency c where c.code = p_currency), 1),
      coalesce((select c.decimals from currency c where c.code = p_currency), 2))
    $$`,
  sql`create function jackpot_contribute(p_jackpot text, p_currency text, p_amount numeric, p_share smallint)
    returns void language sql as $$
    insert into jackpot_pool_share (jackpot_id, currency, share, amount) values (p_jackpot, p_currency, p_share, p_amount)
    on conflict (jackpot_id, currency, share) do update set amount = jackpot_pool_share.amount + p_amount
    $$`,
  // What a pool holds now, 4 decimals: the seed before any win, plus every share.
  sql`create function jackpot_value(p_jackpot text, p_currency text) returns numeric language sql stable as $$
    select (coalesce((select p.amount from jackpot_pool p where p.jackpot_id = p_jackpot and p.currency = p_currency),
        jackpot_seed(p_currency))
      + coalesce((select sum(s.amount) from jackpot_pool_share s
        where s.jackpot_id = p_jackpot and s.currency = p_currency), 0))::numeric(24, 4)
    $$`,
  sql`drop function vendor_bet(text, text, integer, text, text, numeric, text, text, text)`,
  sql`create function vendor_bet(p_vendor text, p_token_hash text, p_game_id integer,
      p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text,
      p_defer_jackpot boolean default false)
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
        select b.id, trunc(least(p_amount, b.max_counted_bet) * coalesce(
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
            jackpot_id, jackpot_contribution, jackpot_generation)
        select p_vendor, p_transaction_id, 'BET', u.member_id, p_game_id, p_round_id, p_amount,
          -u.last_rolling_change, u.cash + u.bonus, (select id from jc),
          coalesce((select contribution from jc), 0), (select generation from jc)
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
            c.round_id, c.amount, c.currency, c.ref, c.round_ref, true);
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
