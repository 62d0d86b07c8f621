-- A seamless-wallet win: back to the balances the round's live stakes came from, in proportion, as
-- their round recorded them (cash_stake, bonus_stake and the grant of that bonus); the bonus share goes
-- where bonus_share_to says. A round with no live stake, or whose win is settled, books nothing (the
-- caller answers UNKNOWN_ROUND). A bonus share that reaches no balance (its grant was forfeited, or
-- converted past its win cap) is booked anyway, as the win's bonus row, and bonus_take_forfeited takes
-- it off again, so the ledger holds every win the vendor paid.
create or replace function vendor_win(p_vendor text, p_token_hash text, p_game_id integer,
  p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text)
returns table (balance numeric, currency text)
language plpgsql as $$
#variable_conflict use_column
declare
  v_member integer;
  v_cash_stake numeric;
  v_bonus_stake numeric;
  v_grant bigint;
  v_to_cash numeric;
  v_share_cash numeric;
  v_share_bonus numeric;
  v_forfeit numeric;
begin
  select l.member_id into v_member from game_launch l join member m on m.id = l.member_id
  where l.token_hash = p_token_hash and l.game_id = p_game_id and l.vendor = p_vendor
    and m.currency = coalesce(p_currency, m.currency);
  if not found then return; end if;
  -- The round's gate: the wallet row first, so the statement below decides on the round as every
  -- earlier win, rollback and jackpot of the member left it (each takes this lock first, and this
  -- statement's snapshot is taken after it is granted). Deciding first and locking at the UPDATE paid a
  -- round twice (issue 25 finding 1).
  perform 1 from wallet w where w.member_id = v_member for update;
  select r.cash_stake, r.bonus_stake, r.bonus_grant_id into v_cash_stake, v_bonus_stake, v_grant
  from game_round r
  where r.vendor = p_vendor and r.member_id = v_member and r.round_id = p_round_id and not r.win_settled;
  -- A win settles a round once, and only a round with a stake that was not rolled back.
  if not found or v_cash_stake + v_bonus_stake <= 0 then return; end if;
  -- The stakes' shares, as recorded when they were booked (all to cash with no bonus stake).
  v_to_cash := case
      when v_bonus_stake <= 0 then p_amount
      when v_cash_stake <= 0 then 0::numeric
      else trunc(p_amount * v_cash_stake / (v_cash_stake + v_bonus_stake),
        coalesce((select c.decimals from member m join currency c on c.code = m.currency where m.id = v_member), 2))
    end;
  select s.to_cash, s.to_bonus into v_share_cash, v_share_bonus from bonus_share_to(v_grant, p_amount - v_to_cash) s;
  v_forfeit := p_amount - v_to_cash - v_share_cash - v_share_bonus;
  v_to_cash := v_to_cash + v_share_cash;
  return query
  with u as (
    update wallet w set cash = w.cash + v_to_cash, bonus = w.bonus + v_share_bonus + v_forfeit, updated_at = now()
    where w.member_id = v_member
    returning w.member_id, w.cash, w.bonus
  ),
  v as (
    insert into vendor_transaction (vendor, transaction_id, kind, member_id, game_id, round_id, amount, balance)
    select p_vendor, p_transaction_id, 'WIN', u.member_id, p_game_id, p_round_id, p_amount, u.cash + u.bonus - v_forfeit
    from u
  ),
  r as (
    insert into game_round (vendor, round_id, member_id, game_id, win_amount, win_settled)
    select p_vendor, p_round_id, u.member_id, p_game_id, p_amount, true from u
    on conflict (vendor, member_id, round_id)
    do update set win_amount = game_round.win_amount + excluded.win_amount, win_settled = true,
      updated_at = now()
  )
  select u.cash + u.bonus - v_forfeit, m.currency from u join member m on m.id = u.member_id;
  if not found then return; end if;
  perform ledger_post(v_member, 'GAME_WIN', p_ref, null, p_game_id, p_round_ref, '{1,2}'::smallint[],
    array[v_to_cash, v_share_bonus + v_forfeit], array[null, v_grant]::bigint[]);
  perform bonus_take_forfeited(v_member, p_ref, v_grant, p_game_id, p_round_ref, v_forfeit);
end
$$;
