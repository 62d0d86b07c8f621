-- The audit is append-only for the app's own role (issue 26, finding 9). The triggers of
-- audit_log_refuse_change bind whoever owns the table, and an owner can switch them off; so the table
-- belongs to casino_audit_owner, a role that cannot log in, and the app writes through
-- casino_audit_writer, which may only SELECT and INSERT. Not owning the table, the app can neither
-- switch a trigger off nor grant itself UPDATE, DELETE or TRUNCATE.
-- Applied after audit_log_refuse_change (name order), whose triggers need the owner's rights. Where the
-- app's role may not create roles or give the table away, this leaves a WARNING and the table as it
-- was: the DBA runs `select audit_log_seal()` as a superuser. A role that holds CREATEROLE can grant
-- itself any role it created, so for the guarantee the app's role has neither CREATEROLE nor
-- superuser; a superuser (as the tests connect) bypasses every privilege here.
create or replace function audit_log_seal() returns void language plpgsql as $$
declare
  v_role text;
begin
  foreach v_role in array array['casino_audit_owner', 'casino_audit_writer'] loop
    if not exists (select 1 from pg_roles where rolname = v_role) then
      begin
        execute format('create role %I nologin', v_role);
      exception when duplicate_object or unique_violation then
        null; -- another database of the same cluster made it meanwhile (roles are cluster-wide)
      end;
    end if;
  end loop;
  alter table audit_log owner to casino_audit_owner;
  revoke all on audit_log from public;
  grant select, insert on audit_log to casino_audit_writer;
  execute format('grant usage on sequence %s to casino_audit_writer',
    pg_get_serial_sequence('audit_log', 'id'));
  if not (select rolsuper from pg_roles where rolname = current_user)
    and not pg_has_role(current_user, 'casino_audit_writer', 'usage') then
    execute format('grant casino_audit_writer to %I', current_user);
  end if;
exception when insufficient_privilege or feature_not_supported then
  raise warning 'audit_log stays owned by %: run select audit_log_seal() as a superuser (%)',
    current_user, sqlerrm;
end $$;

select audit_log_seal();
