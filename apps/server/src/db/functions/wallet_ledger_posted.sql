-- The ledger is written only by ledger_post: it raises a transaction-local flag around its own inserts,
-- and a row inserted without it (a hand-built INSERT in the app, a test or a migration) is refused.
create or replace function wallet_ledger_posted() returns trigger language plpgsql as $$
begin
  if current_setting('casino.ledger_post', true) is distinct from 'on' then
    raise exception 'wallet_ledger rows are written only by ledger_post'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end $$;

create or replace trigger wallet_ledger_posted before insert on wallet_ledger
  for each row execute function wallet_ledger_posted();
