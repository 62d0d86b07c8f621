-- The back office's audit (issue 19) is append-only: UPDATE, DELETE and TRUNCATE raise.
create or replace function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log rows cannot be changed or removed' using errcode = 'insufficient_privilege';
end $$;

create or replace trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_refuse_change();

create or replace trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();
