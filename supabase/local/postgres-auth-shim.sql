-- After the migrations, for a plain PostgreSQL used through the local stack (SUPABASE_DB_URL):
-- lite creates the auth schema lazily, so this cannot run with platform-shim.sql. Run by stack.ts
-- before the seed; never part of supabase/migrations. Idempotent.

-- @supabase/lite's auth on the postgres.js driver writes auth.users' metadata as a JSON *string*
-- ('"{\"full_name\":…}"'), not a JSON object, so `raw_user_meta_data ->> 'full_name'` is null there
-- (PGlite stores the object). Hosted Supabase stores objects; unwrap the string before anything
-- else (triggers of our migrations included) reads the row, so both engines behave as production.
create or replace function auth.local_unwrap_metadata()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(new.raw_user_meta_data) = 'string' then
    new.raw_user_meta_data := (new.raw_user_meta_data #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(new.raw_app_meta_data) = 'string' then
    new.raw_app_meta_data := (new.raw_app_meta_data #>> '{}')::jsonb;
  end if;
  return new;
end;
$$;

drop trigger if exists local_unwrap_metadata on auth.users;
create trigger local_unwrap_metadata
  before insert or update on auth.users
  for each row execute function auth.local_unwrap_metadata();
