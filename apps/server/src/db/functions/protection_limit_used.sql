-- What a stake or loss limit's rolling window (24 hours, 7 days, 30 days) has used so far (issue 30):
-- a stake limit counts the stakes less the ones the game returned; a loss limit the cash staked less
-- the cash won and returned, never below nothing. The bet statement's check (protection_bet_refusal)
-- and the record of a bet refused over a limit (src/protection/betLimits.ts) read this same figure.
create or replace function protection_limit_used(p_member integer, p_kind text)
returns numeric language plpgsql stable as $$
declare
  v_since timestamptz := now() - make_interval(hours =>
    case when p_kind like '%Day' then 24 when p_kind like '%Week' then 168 else 720 end);
  v_used numeric;
begin
  if p_kind like 'stake%' then
    select coalesce(sum(-g.amount), 0) into v_used from wallet_ledger g
    where g.member_id = p_member and g.type in ('GAME_BET', 'GAME_ROLLBACK') and g.created_at > v_since;
  else
    select greatest(coalesce(sum(-g.amount), 0), 0) into v_used from wallet_ledger g
    where g.member_id = p_member and g.class = 1 and g.type in ('GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK')
      and g.created_at > v_since;
  end if;
  return v_used;
end
$$;
