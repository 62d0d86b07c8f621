-- Wagering met: the grant's held bonus becomes cash, one PROMOTION row off the bonus balance and one
-- onto cash under the same reference; a free bonus converts at most its win cap, the rest is removed.
-- A closed grant keeps its wagering done and last activity (migration 1700).
create or replace function bonus_convert(p_grant bigint) returns void
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
  -- One event: the bonus off the grant's sub-balance, the converted part onto cash.
  perform ledger_post(g.member_id, 'PROMOTION', v_ref, 'bonus:' || p_grant, null, null, '{2,1}'::smallint[],
    array[-v_bonus, v_converted], array[p_grant, null]::bigint[]);
  update bonus_grant set status = 'CONVERTED', closed_at = now(), close_reason = 'wagering met',
      converted_amount = v_converted, forfeited_amount = v_bonus - v_converted,
      wagered = wagering_required, last_activity_at = greatest(last_activity_at, v_last_bet)
    where id = p_grant;
end $$;
