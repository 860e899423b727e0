-- =================================================================================================
-- accounts.sql
--
-- Accounts: one profile per auth user (made and removed with it), what a person may
-- change of their own, deleting an account, ending sessions, and the contact of an account.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- profiles
-- -------------------------------------------------------------------------------------------------
create table public.profiles (
  id          uuid                     not null default gen_random_uuid(),
  full_name   text,
  avatar_url  text,
  created_at  timestamp with time zone not null default now(),
  updated_at  timestamp with time zone not null default now(),
  bio         text,
  is_writer   boolean                  not null default false,
  has_account boolean                  not null default false,
  slug        text,
  constraint profiles_avatar_url_check
    check
    (((avatar_url is null) or ((char_length(avatar_url) <= 2048) and (avatar_url !~ '\s'::text) and
    ((avatar_url ~* '^https?://'::text) or (avatar_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint profiles_bio_check
    check
    (((bio is null) or ((char_length(btrim(bio)) >= 1) and (char_length(btrim(bio)) <= 600)))),
  constraint profiles_full_name_check
    check
    (((full_name is null) or ((char_length(btrim(full_name)) >= 1) and
    (char_length(btrim(full_name)) <= 200)))),
  constraint profiles_pkey primary key (id),
  constraint profiles_slug_check check (
    slug is null or (char_length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  ),
  constraint profiles_slug_key unique (slug)
);
comment on table public.profiles is 'Public face of a person: an auth user (created by on_auth_user_created) or a writer added by an admin who never signs in.';
comment on column public.profiles.has_account is 'The profile is an auth user''s (set by the database on insert): such a profile is public only as the byline of a published story.';
comment on column public.profiles.is_writer is 'Offered in the Author list of the editor and public like a byline, with or without an account.';
comment on column public.profiles.slug is 'A writer''s page is /writers/<slug>: set by the database from full_name when the profile is first a writer with a name, then kept (renaming does not move the page).';
create index profiles_is_writer_idx on public.profiles using btree (is_writer)
  where is_writer;
alter table public.profiles
  enable row level security;
create or replace function public.set_profile_has_account()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  new.has_account := exists (select 1 from auth.users u where u.id = new.id);
  return new;
end;
$function$;
revoke all on function public.set_profile_has_account() from public;
revoke all on table public.profiles from anon;
revoke all on table public.profiles from authenticated;
grant delete, insert, maintain, references, trigger, truncate, update
  on table public.profiles
  to anon;
grant delete, maintain, references, select, trigger, truncate
  on table public.profiles
  to authenticated;
grant select (avatar_url, bio, full_name, id, slug) on table public.profiles to anon;
grant insert (avatar_url, bio, full_name, is_writer),
  update (avatar_url, bio, full_name)
  on table public.profiles
  to authenticated;
create policy "admins add writers" on public.profiles
  for insert
  to authenticated
  with check (((select public.is_admin()) and is_writer));
create policy "anon reads writers without accounts" on public.profiles
  for select
  to anon
  using ((is_writer and (not has_account)));
create policy "authenticated reads writers without accounts" on public.profiles
  for select
  to authenticated
  using ((is_writer and (not has_account)));
create policy "users update their own profile, admins any" on public.profiles
  for update
  to authenticated
  using (((id = (select auth.uid())) or (select public.is_admin())))
  with check (((id = (select auth.uid())) or (select public.is_admin())));
comment on function public.set_profile_has_account() is 'Records whether a new profile belongs to an auth user (writers added by an admin do not).';
create trigger profiles_audit
  after delete or update on public.profiles
  for each row
  when ((old.id is distinct from auth.uid()))
  execute function public.record_admin_write('id');
create trigger profiles_keep_server_dates
  before insert or update on public.profiles
  for each row
  execute function public.keep_server_dates();
create trigger profiles_set_has_account
  before insert on public.profiles
  for each row
  execute function public.set_profile_has_account();
create trigger profiles_set_updated_at
  before update on public.profiles
  for each row
  execute function public.set_updated_at();
create trigger profiles_set_writer_slug
  before insert or update of full_name, is_writer on public.profiles
  for each row
  when (((new.slug is null) and new.is_writer and (new.full_name is not null)))
  execute function public.set_writer_slug();

-- -------------------------------------------------------------------------------------------------
-- users
-- -------------------------------------------------------------------------------------------------
create or replace function public.handle_deleted_user()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  delete from public.profiles where id = old.id;
  return old;
end;
$function$;
revoke all on function public.handle_deleted_user() from public;
create or replace function public.handle_new_user()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  insert into public.profiles (id, full_name, avatar_url)
  values (
    new.id,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), 200), ''),
    case
      when (new.raw_user_meta_data ->> 'avatar_url') ~* '^https?://[^\s]+$' then left(new.raw_user_meta_data ->> 'avatar_url', 2048)
    end
  )
  on conflict (id) do nothing;
  return new;
end;
$function$;
revoke all on function public.handle_new_user() from public;
create or replace function public.notify_password_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  full_name text;
begin
  -- A confirmed account's new password (not a sign-up's, nor a password cleared by the database:
  -- 20261201020000 clears an unconfirmed account's when its address is claimed).
  if new.email is null or btrim(new.email) = '' or new.email_confirmed_at is null
     or coalesce(new.encrypted_password, '') = ''
     or new.encrypted_password is not distinct from old.encrypted_password then
    return null;
  end if;
  begin
    select p.full_name into full_name from public.profiles p where p.id = new.id;
    perform public.enqueue_message('password_changed', new.email, full_name, new.id,
      jsonb_build_object('changed_at', now(),
                         'first_password', coalesce(old.encrypted_password, '') = ''));
  exception when others then
    -- The email is a courtesy; the password change is what the person asked for.
    raise warning 'The password-changed email to user % was not queued: %', new.id, sqlerrm;
  end;
  return null;
end;
$function$;
revoke all on function public.notify_password_changed() from public;
create or replace function public.unclaim_unconfirmed_account()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if old.email_confirmed_at is null and (
    (coalesce(new.recovery_token, '') <> '' and new.recovery_token is distinct from old.recovery_token)
    or (
      coalesce(new.confirmation_token, '') <> ''
      and new.confirmation_token is distinct from old.confirmation_token
      and old.confirmation_sent_at is not null
    )
  ) then
    new.encrypted_password := '';
    perform public.end_account_sessions(old.id, null);
  end if;
  return new;
end;
$function$;
revoke all on function public.unclaim_unconfirmed_account() from public;
comment on function public.handle_deleted_user() is 'Removes the profile of a deleted auth user (the key to auth.users is gone since writers).';
comment on function public.unclaim_unconfirmed_account() is 'Trigger: a new link to an unconfirmed address clears any password set before it and signs the account out (issue #40: accounts cannot be pre-claimed).';
create trigger on_auth_user_created
  after insert on auth.users
  for each row
  execute function public.handle_new_user();
create trigger on_auth_user_deleted
  after delete on auth.users
  for each row
  execute function public.handle_deleted_user();
create trigger on_auth_user_password_changed
  after update of encrypted_password on auth.users
  for each row
  execute function public.notify_password_changed();
create trigger unclaim_unconfirmed_account
  before update on auth.users
  for each row
  execute function public.unclaim_unconfirmed_account();

create or replace function public.account_contact (
  user_id uuid,
  OUT     email text,
  OUT     full_name text
)
  returns record
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select u.email::text, p.full_name
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = account_contact.user_id;
$function$;
revoke all on function public.account_contact(uuid) from public;

create or replace function public.account_exists()
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (select 1 from auth.users u where u.id = (select auth.uid()));
$function$;
revoke all on function public.account_exists() from public;
grant execute on function public.account_exists() to authenticated;

create or replace function public.delete_account (
  confirmation text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  caller uuid := (select auth.uid());
begin
  perform public.bounded_text(confirmation, 50, 'confirmation');
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if delete_account.confirmation is distinct from 'DELETE' then
    raise exception 'Type DELETE to confirm deleting your account' using errcode = '22023';
  end if;

  -- Serialises two admins deleting themselves at once, so one always stays.
  lock table public.admin_users in share row exclusive mode;
  if exists (select 1 from public.admin_users a where a.id = caller)
     and (select count(*) from public.admin_users) = 1 then
    raise exception 'You are the last administrator; add another administrator before deleting this account'
      using errcode = 'P0001';
  end if;

  -- A vendor's listings leave the directory and are kept, with their inquiries and photos.
  update public.listings l
  set status = 'archived'
  where l.owner_id = caller and l.status <> 'archived';

  -- The membership goes with the person (a later invitation can bring them back).
  delete from public.vendor_members m where m.user_id = caller;

  -- Their pictures go (through the Storage API, by the sweep-media function).
  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'account_deleted'
  from storage.objects o
  where o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = caller::text
  on conflict (bucket_id, name) do update set reason = excluded.reason;

  -- The auth rows. Hosted Supabase cascades these from auth.users; the local stack's auth schema
  -- may not, so they go first, explicitly.
  if to_regclass('auth.refresh_tokens') is not null then
    execute 'delete from auth.refresh_tokens where user_id::text = $1' using caller::text;
  end if;
  if to_regclass('auth.sessions') is not null then
    execute 'delete from auth.sessions where user_id::text = $1' using caller::text;
  end if;
  if to_regclass('auth.identities') is not null then
    execute 'delete from auth.identities where user_id::text = $1' using caller::text;
  end if;

  -- profiles and admin_users cascade; listings.owner_id, invitations' accepted_by and created_by
  -- and blog_posts.author_id are set to null (the stories stay published, with their byline).
  delete from auth.users u where u.id = caller;
end;
$function$;
revoke all on function public.delete_account(text) from public;
grant execute on function public.delete_account(text) to authenticated;
comment on function public.delete_account(text) is 'Deletes the signed-in user''s own account (confirmation must be ''DELETE''): archives their listings, keeps inquiries, refuses the last admin.';

create or replace function public.end_account_sessions (
  target uuid,
  keep   uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  delete from auth.sessions s
  where s.user_id = end_account_sessions.target
    and (end_account_sessions.keep is null or s.id <> end_account_sessions.keep);
  -- Hosted cascades refresh tokens from their session; those of no session go too.
  delete from auth.refresh_tokens r
  where r.user_id::text = end_account_sessions.target::text
    and (end_account_sessions.keep is null or r.session_id is distinct from end_account_sessions.keep);
end;
$function$;
revoke all on function public.end_account_sessions(uuid, uuid) from public;
comment on function public.end_account_sessions(uuid, uuid) is 'Signs an account out everywhere except the session `keep` (null: everywhere). Internal.';
