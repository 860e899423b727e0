-- Issue #40, part B1: an account cannot be pre-claimed, and a handed-over account keeps no stranger.
--
-- The attack: a stranger signs up `studio@…` with a password of their own and never confirms. The
-- studio applies, an admin invites it, and the invitation's sign-in link confirms the stranger's
-- account: the stranger signs in with their password, and after the studio sets its own password
-- and accepts, the stranger's session is still a vendor's (is_active_vendor(), my_listing_ids(),
-- the couples' inquiries).
--
-- * A link issued to an address that is not confirmed yet clears the password set before it, and
--   ends every session of the account (unclaim_unconfirmed_account, before update on auth.users).
--   Whoever follows the link proves the mailbox; nobody has proven the password. "A link issued"
--   is a new recovery_token (a magic link or a reset, as the local stack sends them) or a new
--   confirmation_token while one had already been sent (hosted Auth's answer to a second sign-up
--   and to a magic link for an unconfirmed address, and a resend). A first sign-up's own
--   confirmation keeps its password: lite writes its token with the new row, hosted Auth in the
--   update right after the insert, while confirmation_sent_at is still empty.
-- * The checks that grant a member's or an admin's powers (is_admin, is_active_vendor,
--   owns_listing, my_listing_ids, can_write_listing_media) hold only for a JWT whose session still
--   exists (session_is_current): an access token outlives its signed-out session by up to an hour.
-- * Becoming a vendor by one's own hand (accepting an invitation) ends every other session of the
--   account (vendor_members_end_other_sessions); a password change does the same in hosted Auth
--   and in the local stack (supabase/local/auth-alike.ts), and the client signs out the others too.

-- Ends the sessions of one account (and their refresh tokens), except `keep` when given.
create function public.end_account_sessions(target uuid, keep uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from auth.sessions s
  where s.user_id = end_account_sessions.target
    and (end_account_sessions.keep is null or s.id <> end_account_sessions.keep);
  -- Hosted cascades refresh tokens from their session; those of no session go too.
  delete from auth.refresh_tokens r
  where r.user_id::text = end_account_sessions.target::text
    and (end_account_sessions.keep is null or r.session_id is distinct from end_account_sessions.keep);
end;
$$;
comment on function public.end_account_sessions(uuid, uuid) is
  'Signs an account out everywhere except the session `keep` (null: everywhere). Internal.';
revoke all on function public.end_account_sessions(uuid, uuid) from public, anon, authenticated;

-- The session id of the request's JWT (null without one).
create function public.request_session_id()
returns uuid
language sql
stable
set search_path = ''
as $$
  select case
    when (select auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (select auth.jwt() ->> 'session_id')::uuid
  end;
$$;
comment on function public.request_session_id() is
  'The session_id claim of the request''s JWT, or null. Used by session_is_current and the handover trigger.';
revoke all on function public.request_session_id() from public, anon, authenticated;

-- True when the signed-in user's JWT belongs to a session that still exists: signed out
-- elsewhere, handed over or reset, its access token no longer carries a member's powers.
create function public.session_is_current()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = (select public.request_session_id())
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
  );
$$;
comment on function public.session_is_current() is
  'True when the request''s JWT names a live session of the signed-in user (not signed out, not ended by a handover).';
revoke all on function public.session_is_current() from public, anon;
grant execute on function public.session_is_current() to authenticated, service_role;

-- The helpers that grant powers, as before, for a live session only.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = (select auth.uid()))
    and (select public.session_is_current());
$$;
comment on function public.is_admin() is
  'True when the signed-in user has an admin_users row and their session is live.';

create or replace function public.is_active_vendor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendor_members m
    where m.user_id = (select auth.uid()) and m.status = 'active'
  ) and (select public.session_is_current());
$$;
comment on function public.is_active_vendor() is
  'True when the signed-in user is an active vendor member and their session is live.';

create or replace function public.owns_listing(listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.listings l
    join public.vendor_members m on m.user_id = l.owner_id
    where l.id = owns_listing.listing_id
      and l.owner_id = (select auth.uid())
      and m.status = 'active'
  ) and (select public.session_is_current());
$$;
comment on function public.owns_listing(uuid) is
  'True when the listing belongs to the signed-in user, they are an active vendor and their session is live.';

-- The ids of the signed-in person's own listings (every status), oldest first; none for a
-- session that has ended.
create or replace function public.my_listing_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.id
  from public.listings l
  where l.owner_id = (select auth.uid())
    and (select public.session_is_current())
  order by l.created_at, l.id;
$$;

-- Whether the signed-in person may write this object of the media bucket: admins anywhere, an
-- active owner in their listing's folder; a live session either way.
create or replace function public.can_write_listing_media(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (storage.foldername(object_name))[1] = 'listings'
    and lower(object_name) ~ '\.(webp|jpe?g|png|avif|mp4|webm)$'
    and (
      (select public.is_admin())
      or exists (
        select 1
        from public.listings l
        join public.vendor_members m on m.user_id = l.owner_id
        where l.id::text = (storage.foldername(object_name))[2]
          and l.owner_id = (select auth.uid())
          and m.status = 'active'
      ) and (select public.session_is_current())
    );
$$;

-- A link to an unconfirmed address clears the password set before it and ends its sessions.
create function public.unclaim_unconfirmed_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.unclaim_unconfirmed_account() is
  'Trigger: a new link to an unconfirmed address clears any password set before it and signs the account out (issue #40: accounts cannot be pre-claimed).';
revoke all on function public.unclaim_unconfirmed_account() from public, anon, authenticated;

create trigger unclaim_unconfirmed_account
  before update on auth.users
  for each row execute function public.unclaim_unconfirmed_account();

-- Accepting an invitation (a person making themself an active member) ends their other sessions.
create function public.vendor_members_end_other_sessions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'active'
     and (tg_op = 'INSERT' or old.status is distinct from 'active')
     and new.user_id = (select auth.uid()) then
    perform public.end_account_sessions(new.user_id, public.request_session_id());
  end if;
  return null;
end;
$$;
comment on function public.vendor_members_end_other_sessions() is
  'Trigger: the person who activates their own membership (accept_my_invitation) keeps only the session they did it in.';
revoke all on function public.vendor_members_end_other_sessions() from public, anon, authenticated;

create trigger vendor_members_end_other_sessions
  after insert or update of status on public.vendor_members
  for each row execute function public.vendor_members_end_other_sessions();
