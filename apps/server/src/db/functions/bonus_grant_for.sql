-- The grant a round's money belongs to: the latest grant created before the round began.
create or replace function bonus_grant_for(p_member integer, p_at timestamptz)
returns table (id bigint, status text)
language sql stable as $$
  select g.id, g.status from bonus_grant g
  where g.member_id = p_member and g.created_at <= p_at
  order by g.id desc limit 1
$$;
