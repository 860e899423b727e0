-- Platform pieces a hosted Supabase project has before any migration runs, for the local stack
-- (PGlite or a plain PostgreSQL through SUPABASE_DB_URL). Run by stack.ts before the reset and
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

-- The hosted statement timeouts per role (issue #40): a visitor's statement ends after 3 s and a
-- member's after 8 s (57014), so one request cannot hold the database. Hosted sets them as role
-- settings; a role setting applies at login, not on `set local role`, so the stack reads these
-- back and sets them in each request's context, as PostgREST does (session-context.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
