-- One external reference is one change: its rows (a bet drawn from cash and bonus is one row per class)
-- all belong to one member and one transaction type. The unique index (external_ref, class) refuses a
-- second row of the same class; this trigger refuses a row of another class that names another member or
-- type. Its cost is one probe of that index per ledger row.
create or replace function wallet_ledger_reference_owner() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from wallet_ledger
    where external_ref = new.external_ref and (member_id <> new.member_id or type <> new.type)
  ) then
    raise exception 'external reference % already belongs to another member or type', new.external_ref
      using errcode = 'unique_violation';
  end if;
  return new;
end $$;

create or replace trigger wallet_ledger_reference_owner before insert on wallet_ledger
  for each row execute function wallet_ledger_reference_owner();
