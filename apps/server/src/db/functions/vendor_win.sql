-- A seamless-wallet win: back to the balances the round's stakes came from, in proportion; a round
-- with no live stake, or whose win is settled, books nothing (the caller answers UNKNOWN_ROUND).
create or replace function vendor_win(p_vendor text, p_token_hash text, p_game_id integer,
  p_transaction_id text, p_round_id text, p_amount numeric, p_currency text, p_ref text, p_round_ref text)
returns table (balance numeric, currency text)
language plpgsql as $$
#variable_conflict use_column
declare
  v_member integer;
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
  return query
  with st as (
    select coalesce(sum(-amount) filter (where class = 1), 0) as cash_stake,
      coalesce(sum(-amount) filter (where class = 2), 0) as bonus_stake
    from wallet_ledger
    where member_id = v_member and round_ref = p_round_ref
      and type in ('GAME_BET', 'GAME_ROLLBACK')
  ),
  -- Whose bonus the round's bonus stake was; no grant at all is bonus money from before grants.
  gf as (
    select coalesce((select f.status from game_round gr
      cross join lateral bonus_grant_for(gr.member_id, gr.created_at) f
      where gr.vendor = p_vendor and gr.member_id = v_member and gr.round_id = p_round_id),
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
        and gr.member_id = v_member and gr.round_id = p_round_id and gr.win_settled)
  ),
  u as (
    update wallet w set cash = w.cash + d.to_cash, bonus = w.bonus + d.to_bonus, updated_at = now()
    from d where w.member_id = v_member
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
$$;
