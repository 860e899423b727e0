-- Platform pieces a hosted Supabase project has before any migration runs, for a plain
-- PostgreSQL used through the local stack (SUPABASE_DB_URL). Run by stack.ts before the reset and
-- the migrations; never part of supabase/migrations. Idempotent.
--
-- @supabase/lite creates these roles lazily (when a migration names them, or on the first
-- request), so on a brand-new database the reset's `grant ... to anon` would fail without this.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;
