-- The one posting path (issue 25): every ledger row of one business event (a bet's cash and bonus
-- parts, a conversion's bonus-off and cash-on, a deposit) is written here and nowhere else; the table's
-- trigger (wallet_ledger_posted) refuses a row written any other way. The caller has already changed
-- the wallet row in its transaction (the hot paths fold that into one UPDATE with their other columns);
-- this function then takes that row's lock (already held: no wait), and for each non-zero entry checks
-- its class, that its grant belongs to the member, that the class appears once in the event, and that
-- the balance before (the wallet's balance now minus the entry) was not negative, and writes the row
-- with the balance after read from the wallet row itself, so a row can never disagree with its wallet.
-- The reference's uniqueness and owner are the index's and wallet_ledger_reference_owner's. Answers the
-- id of the event's first row (null when every entry was zero).
create or replace function ledger_post(p_member integer, p_type text, p_external_ref text,
  p_reference_ref text, p_game_id integer, p_round_ref text, p_classes smallint[], p_amounts numeric[],
  p_grants bigint[] default null)
returns bigint
language plpgsql as $$
declare
  w wallet%rowtype;
  v_first bigint;
  v_id bigint;
  v_after numeric;
  v_grant bigint;
  v_seen smallint[] := '{}';
  i integer;
begin
  if coalesce(array_length(p_classes, 1), 0) <> coalesce(array_length(p_amounts, 1), 0)
    or (p_grants is not null and array_length(p_grants, 1) <> array_length(p_classes, 1)) then
    raise exception 'ledger_post: entries of % differ in length', p_external_ref;
  end if;
  select * into w from wallet where member_id = p_member for update;
  if not found then
    raise exception 'ledger_post: member % has no wallet row', p_member;
  end if;
  perform set_config('casino.ledger_post', 'on', true);
  for i in 1 .. coalesce(array_length(p_classes, 1), 0) loop
    continue when p_amounts[i] = 0;
    if p_classes[i] = any (v_seen) then
      raise exception 'ledger_post: class % twice in %', p_classes[i], p_external_ref;
    end if;
    v_seen := v_seen || p_classes[i];
    v_after := case p_classes[i] when 1 then w.cash when 2 then w.bonus when 3 then w.gift_bonus end;
    if v_after is null then
      raise exception 'ledger_post: class % is not a balance', p_classes[i];
    end if;
    if v_after - p_amounts[i] < 0 then
      raise exception 'ledger_post: % class % would start below zero (wallet % after %)',
        p_external_ref, p_classes[i], v_after, p_amounts[i];
    end if;
    v_grant := case when p_classes[i] = 1 then null else p_grants[i] end;
    if v_grant is not null
      and not exists (select 1 from bonus_grant b where b.id = v_grant and b.member_id = p_member) then
      raise exception 'ledger_post: grant % is not member %''s', v_grant, p_member;
    end if;
    insert into wallet_ledger (member_id, type, class, amount, balance_before, balance_after,
        external_ref, reference_ref, game_id, round_ref, grant_id)
      values (p_member, p_type, p_classes[i], p_amounts[i], v_after - p_amounts[i], v_after,
        p_external_ref, p_reference_ref, p_game_id, p_round_ref, v_grant)
      returning id into v_id;
    v_first := coalesce(v_first, v_id);
  end loop;
  perform set_config('casino.ledger_post', 'off', true);
  return v_first;
end $$;
