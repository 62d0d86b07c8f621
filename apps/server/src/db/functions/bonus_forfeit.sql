-- The grant ends without becoming cash (the player left it, 7 days without play, the deadline passed):
-- its held bonus, winnings included, leaves the bonus balance in one PROMOTION row and the remaining
-- wagering is dropped, so the player's cash is withdrawable again.
create or replace function bonus_forfeit(p_grant bigint, p_status text, p_reason text) returns void
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
  perform ledger_post(g.member_id, 'PROMOTION', 'bonus:' || p_grant || ':forfeit', 'bonus:' || p_grant,
    null, null, '{2}'::smallint[], array[-v_bonus], array[p_grant]::bigint[]);
  update bonus_grant set status = p_status, closed_at = now(), close_reason = p_reason,
      converted_amount = 0, forfeited_amount = v_bonus,
      wagered = greatest(wagering_required - v_rolling, 0),
      last_activity_at = greatest(last_activity_at, v_last_bet)
    where id = p_grant;
end $$;
