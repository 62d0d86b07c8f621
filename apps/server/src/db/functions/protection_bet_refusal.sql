-- Why a bet may not be placed under the player's own protection settings (issue 30), or null: a break
-- (time-out or self-exclusion) in force, a reality check waiting for its answer (the launch sessions
-- hold until the player answers), the session time limit passed, or a stake or loss limit that
-- this stake would pass over its rolling window. vendor_bet books nothing when it answers, and the
-- wallet explains the refusal with the same answer, so the vendor shows the player's own words.
create or replace function protection_bet_refusal(p_member integer, p_amount numeric)
returns text language plpgsql stable as $$
declare
  v_limit record;
  v_minutes integer;
  v_started timestamptz;
begin
  if exists (select 1 from protection_break b where b.member_id = p_member
      and b.started_at <= now() and (b.lifted_at is null or b.lifted_at > now())) then
    return 'protection.onBreak';
  end if;
  if exists (select 1 from protection_preference p where p.member_id = p_member
      and p.reality_check_held_at is not null) then
    return 'protection.realityCheckHeld';
  end if;
  select session_minutes into v_minutes from protection_preference where member_id = p_member;
  -- The session limit counts from the login (a refresh keeps its family) of the latest session.
  if v_minutes is not null then
    select min(f.created_at) into v_started from member_session f where f.family = (select s.family
      from member_session s where s.member_id = p_member and s.revoked_at is null
      order by s.created_at desc limit 1);
    if v_started <= now() - make_interval(mins => v_minutes) then return 'protection.sessionLimit'; end if;
  end if;
  for v_limit in select l.kind, l.amount from player_limit l
    where l.member_id = p_member and (l.kind like 'loss%' or l.kind like 'stake%')
  loop
    if protection_limit_used(p_member, v_limit.kind) + p_amount > v_limit.amount then
      return case when v_limit.kind like 'stake%' then 'protection.stakeLimit' else 'protection.lossLimit' end;
    end if;
  end loop;
  return null;
end
$$;
