-- Where the bonus share of a round's win or of a returned stake goes, by the grant the stake's bonus
-- belonged to (recorded when the stake was booked, migration 1801): back to the bonus balance while the
-- grant is active (or was carried into the first-deposit bonus), and to the bonus balance too when the
-- stake's bonus predates grants (no grant). Once the grant converted, to cash, but only up to what is
-- left of its win cap: the cap covers everything its stakes win, also rounds settled after the
-- conversion (issue 25 finding 3). Once forfeited or expired, nowhere. What does not reach a balance is
-- added to the grant's forfeited amount. Called with the member's wallet row locked (the grant row after
-- it, the order bonus_convert takes them in).
create or replace function bonus_share_to(p_grant bigint, p_share numeric, out to_cash numeric,
  out to_bonus numeric)
language plpgsql as $$
declare
  g bonus_grant%rowtype;
begin
  to_cash := 0;
  to_bonus := 0;
  if p_share <= 0 then return; end if;
  if p_grant is null then
    to_bonus := p_share;
    return;
  end if;
  select * into g from bonus_grant where id = p_grant for update;
  if g.status in ('ACTIVE', 'MERGED') then
    to_bonus := p_share;
    return;
  end if;
  if g.status = 'CONVERTED' then
    to_cash := case when g.win_cap is null then p_share
      else least(p_share, greatest(g.win_cap - coalesce(g.converted_amount, 0), 0)) end;
  end if;
  update bonus_grant set converted_amount = coalesce(converted_amount, 0) + to_cash,
      forfeited_amount = coalesce(forfeited_amount, 0) + p_share - to_cash
    where id = p_grant;
end $$;
