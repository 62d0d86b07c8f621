-- A seamless-wallet bet in one statement: checks the launch, locks the wallet row by updating it, takes
-- the stake (cash first, then bonus), lowers rollingAmount by what the stake counts toward the active
-- grant (at most its max_counted_bet, times the game type's share; roulette counts its hedge-free part),
-- books the idempotency record and the round, then the ledger rows (ledger_post), and feeds the game's
-- jackpot with 1% of the cash part (deferred to the end of a batch when p_defer_jackpot). The bet that
-- meets the wagering converts the grant (bonus_convert) in the same transaction. Provenance: the bet's record and its round
-- keep the cash part, the bonus part and the active grant that bonus belongs to. While a grant is
-- active, a stake above bonus_max_stake books nothing (the caller explains it); so does a stake the
-- player's own limits or a break refuse (protection_bet_refusal), and one outside the game's table limits.
create or replace function vendor_bet(p_vendor text, p_token_hash text, p_game_id integer,
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
  v_member integer;
  v_cash_change numeric;
  v_bonus_change numeric;
begin
  -- The wallet row first, as a win, a rollback and a grant's credit take it: the statement below then
  -- reads the active grant, its wagering and the balance as the last of those left them (its snapshot
  -- is taken after the lock is granted). Read in the statement alone, a grant credited while the bet
  -- waited for the lock was invisible to it: the bet neither counted toward it nor converted it.
  perform 1 from wallet w where w.member_id = (select l.member_id from game_launch l
    where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor) for update;
  with l as (
    select l.member_id, m.currency from game_launch l join member m on m.id = l.member_id and m.enabled = 1
      -- A currency of other decimals than fiat's (BTC) weighs its amounts at the reference rate against
      -- the fiat figures below; EUR, USD and BRL read them as they are (tableLimitsIn, issue 25).
      left join currency x on x.code = m.currency and x.decimals <> 2
    where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor
      and l.expires_at > now() and m.currency = coalesce(p_currency, m.currency)
      -- The catalogue tile's table limits, which its launch also carried to the vendor (issue 26, 10):
      -- every stake of a round (an opening bet, a blackjack double or split) lies within them. In BTC
      -- the launch carried them converted, the minimum rounded up and the maximum down to the satoshi:
      -- for a whole number of satoshis that is exactly its worth lying within the fiat figures.
      and exists (select 1 from game g where g.id = p_game_id
        and p_amount * coalesce(x.exchange_rate, 1) between g.min_bet and g.max_bet)
      -- The player's own limits and breaks (protection_bet_refusal, issue 30).
      and protection_bet_refusal(l.member_id, p_amount) is null
      -- checkBlock's "balance is full": an ordinary member at the limit cashes out before playing on.
      and not (m.member_type = 0 and exists (select 1 from wallet w0 where w0.member_id = m.id
        and w0.cash * coalesce(x.exchange_rate, 1) >= coalesce((select case when s.value ~ '^[0-9]+([.][0-9]+)?$' then s.value::numeric end
          from site_setting s where s.name = 'balanceFullLimit'), 50000)))
  ),
  gr as (
    select b.id, trunc(least(case when split_part(gm.game_code, ':', 1) = 'roulette'
        then least(coalesce(p_counted, p_amount), p_amount) else p_amount end, b.max_counted_bet) * coalesce(
        (b.contributions ->> split_part(gm.game_code, ':', 1))::numeric,
        (b.contributions ->> '*')::numeric, 0) / 100, coalesce(c.decimals, 2)) as counted
    from bonus_grant b join game gm on gm.id = p_game_id
      left join currency c on c.code = (select currency from l)
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
      and (not exists (select 1 from gr) or p_amount <= bonus_max_stake((select currency from l)))
    returning w.member_id, w.cash, w.bonus, w.rolling_amount, w.last_cash_change, w.last_bonus_change,
      w.last_rolling_change
  ),
  -- 1% of the cash part, exact (10 decimals: 1% of a satoshi, migration 2153), into the pool of the
  -- member's currency; a bet wholly in cash plays for the pool's generation.
  jc as (
    select jp.id, -u.last_cash_change / 100 as contribution,
      case when u.last_bonus_change = 0 then jp.generation end as generation
    from u, jp
  ),
  v as (
    insert into vendor_transaction
      (vendor, transaction_id, kind, member_id, game_id, round_id, amount, rolling_reduced, balance,
        jackpot_id, jackpot_contribution, jackpot_generation, detail, cash_part, bonus_part, grant_id)
    select p_vendor, p_transaction_id, 'BET', u.member_id, p_game_id, p_round_id, p_amount,
      -u.last_rolling_change, u.cash + u.bonus, (select id from jc),
      coalesce((select contribution from jc), 0), (select generation from jc), p_detail,
      -u.last_cash_change, -u.last_bonus_change, (select id from gr)
    from u
  ),
  r as (
    insert into game_round (vendor, round_id, member_id, game_id, bet_amount, cash_stake, bonus_stake,
      bonus_grant_id)
    select p_vendor, p_round_id, u.member_id, p_game_id, p_amount, -u.last_cash_change, -u.last_bonus_change,
      case when u.last_bonus_change < 0 then (select id from gr) end
    from u
    on conflict (vendor, member_id, round_id)
    do update set bet_amount = game_round.bet_amount + excluded.bet_amount,
      cash_stake = game_round.cash_stake + excluded.cash_stake,
      bonus_stake = game_round.bonus_stake + excluded.bonus_stake,
      -- The latest bonus-bearing stake names the round's grant (one grant is active at a time).
      bonus_grant_id = case when excluded.bonus_stake > 0 then excluded.bonus_grant_id
        else game_round.bonus_grant_id end,
      updated_at = now()
  )
  select u.cash + u.bonus, m.currency, (select id from gr), u.rolling_amount = 0,
      (select id from jc), (select contribution from jc), (u.member_id % 64)::smallint, u.member_id,
      u.last_cash_change, u.last_bonus_change
    into v_balance, v_currency, v_grant, v_met, v_jackpot, v_contribution, v_share, v_member,
      v_cash_change, v_bonus_change
  from u join member m on m.id = u.member_id;
  if not found then return; end if;
  -- The ledger rows through the one posting path, the bonus part owned by the grant it came from.
  perform ledger_post(v_member, 'GAME_BET', p_ref, null, p_game_id, p_round_ref, '{1,2}'::smallint[],
    array[v_cash_change, v_bonus_change], array[null, v_grant]::bigint[]);
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
$$;
