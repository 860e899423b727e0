-- Who may do what: helper functions, row-level security policies, write guards, and the
-- invitation functions. RLS was enabled on every table in 20261122010000_schema.sql.
--
-- Roles: anon (visitors), authenticated (signed-in users: ordinary users, vendors, admins) and
-- service_role (bypasses RLS; the seed and back-office scripts only).
--   * an admin is a user with a row in admin_users            -> public.is_admin()
--   * a vendor is a user with an ACTIVE vendor_members row     -> public.is_active_vendor()
--   * a vendor owns the listings whose owner_id is their id    -> public.owns_listing(listing_id)
-- One policy per operation and role, `to anon` / `to authenticated` written out. auth.uid() and
-- the helpers are wrapped in (select ...) so Postgres evaluates them once per statement, not per row.
--
-- Table privileges are the platform's (Supabase grants anon/authenticated all privileges on public
-- tables); RLS is what decides. Function privileges are narrowed below, because functions are
-- executable by PUBLIC unless revoked.

-- ---------------------------------------------------------------------------------------------
-- Helpers (security definer: they read admin_users / vendor_members / listings whatever the
-- caller's own policies on those tables say, and they are the only way policies reach them)
-- ---------------------------------------------------------------------------------------------

create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = (select auth.uid()));
$$;
comment on function public.is_admin() is 'True when the signed-in user has an admin_users row.';

create function public.is_active_vendor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendor_members m
    where m.user_id = (select auth.uid()) and m.status = 'active'
  );
$$;
comment on function public.is_active_vendor() is 'True when the signed-in user is an active vendor member.';

create function public.owns_listing(listing_id uuid)
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
  );
$$;
comment on function public.owns_listing(uuid) is 'True when the listing belongs to the signed-in user and they are an active vendor.';

revoke all on function public.is_admin() from public, anon;
revoke all on function public.is_active_vendor() from public, anon;
revoke all on function public.owns_listing(uuid) from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.is_active_vendor() to authenticated, service_role;
grant execute on function public.owns_listing(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- profiles: public where they are a byline of a visible post; own row; admins
-- ---------------------------------------------------------------------------------------------

create policy "anon reads profiles of published authors" on public.profiles
  for select to anon
  using (
    exists (
      select 1 from public.blog_posts p
      where p.author_id = profiles.id and p.status = 'published' and p.published_at <= now()
    )
  );

create policy "authenticated reads own, admin or published-author profiles" on public.profiles
  for select to authenticated
  using (
    id = (select auth.uid())
    or (select public.is_admin())
    or exists (
      select 1 from public.blog_posts p
      where p.author_id = profiles.id and p.status = 'published' and p.published_at <= now()
    )
  );

-- Rows are created by on_auth_user_created and removed with the auth user: no insert or delete.
create policy "users update their own profile, admins any" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- admin_users: a user sees only their own row (the app's admin check). Granting admin is done
-- with SQL or the service role, never from the browser, so a stolen admin session cannot mint
-- more admins: no insert, update or delete policies.
-- ---------------------------------------------------------------------------------------------

create policy "users read their own admin row" on public.admin_users
  for select to authenticated
  using (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- blog_categories and business_categories: public reference data, admins edit
-- ---------------------------------------------------------------------------------------------

create policy "anon reads blog categories" on public.blog_categories
  for select to anon using (true);
create policy "authenticated reads blog categories" on public.blog_categories
  for select to authenticated using (true);
create policy "admins insert blog categories" on public.blog_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update blog categories" on public.blog_categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete blog categories" on public.blog_categories
  for delete to authenticated using ((select public.is_admin()));

create policy "anon reads business categories" on public.business_categories
  for select to anon using (true);
create policy "authenticated reads business categories" on public.business_categories
  for select to authenticated using (true);
create policy "admins insert business categories" on public.business_categories
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update business categories" on public.business_categories
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete business categories" on public.business_categories
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- blog_posts: published and due (published_at <= now()) for everyone; drafts, archived and
-- scheduled posts for admins only; admins write
-- ---------------------------------------------------------------------------------------------

create policy "anon reads published posts" on public.blog_posts
  for select to anon
  using (status = 'published' and published_at <= now());

create policy "authenticated reads published posts, admins all" on public.blog_posts
  for select to authenticated
  using ((status = 'published' and published_at <= now()) or (select public.is_admin()));

create policy "admins insert posts" on public.blog_posts
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update posts" on public.blog_posts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete posts" on public.blog_posts
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- featured_posts and post_vendor_credits: visible with their (visible) post; admins write
-- ---------------------------------------------------------------------------------------------

create policy "anon reads featured entries of published posts" on public.featured_posts
  for select to anon
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = featured_posts.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "authenticated reads featured entries of published posts, admins all" on public.featured_posts
  for select to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.blog_posts p
      where p.id = featured_posts.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "admins insert featured entries" on public.featured_posts
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update featured entries" on public.featured_posts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete featured entries" on public.featured_posts
  for delete to authenticated using ((select public.is_admin()));

create policy "anon reads credits of published posts" on public.post_vendor_credits
  for select to anon
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_vendor_credits.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "authenticated reads credits of published posts, admins all" on public.post_vendor_credits
  for select to authenticated
  using (
    (select public.is_admin())
    or exists (
      select 1 from public.blog_posts p
      where p.id = post_vendor_credits.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "admins insert credits" on public.post_vendor_credits
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update credits" on public.post_vendor_credits
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete credits" on public.post_vendor_credits
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- standalone_videos: active or published for everyone; admins write
-- ---------------------------------------------------------------------------------------------

create policy "anon reads live videos" on public.standalone_videos
  for select to anon
  using (status in ('active', 'published'));
create policy "authenticated reads live videos, admins all" on public.standalone_videos
  for select to authenticated
  using (status in ('active', 'published') or (select public.is_admin()));
create policy "admins insert videos" on public.standalone_videos
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update videos" on public.standalone_videos
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete videos" on public.standalone_videos
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- vendor_members: a member sees their own row; admins manage (accept_invitation inserts)
-- ---------------------------------------------------------------------------------------------

create policy "members read their own membership, admins all" on public.vendor_members
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "admins insert members" on public.vendor_members
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update members" on public.vendor_members
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete members" on public.vendor_members
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- listings: published for everyone; an active vendor creates listings they own and edits them;
-- admins everything. Vendors archive rather than delete (a delete would take the couples'
-- inquiries and the editorial credits with it), so delete is admin-only.
-- listings_guard below adds what a policy cannot see (the old row): a vendor never features a
-- listing and never publishes one themselves; publication is an admin's review of a 'pending'
-- listing. A vendor may still edit or unpublish (draft/archived) a published listing of theirs.
-- ---------------------------------------------------------------------------------------------

create policy "anon reads published listings" on public.listings
  for select to anon
  using (status = 'published');

create policy "authenticated reads published listings, own listings, admins all" on public.listings
  for select to authenticated
  using (
    status = 'published'
    or (owner_id = (select auth.uid()) and (select public.is_active_vendor()))
    or (select public.is_admin())
  );

create policy "vendors insert own unfeatured unpublished listings, admins any" on public.listings
  for insert to authenticated
  with check (
    (
      owner_id = (select auth.uid())
      and (select public.is_active_vendor())
      and is_featured = false
      and status in ('draft', 'pending')
    )
    or (select public.is_admin())
  );

create policy "vendors update own listings, admins any" on public.listings
  for update to authenticated
  using ((owner_id = (select auth.uid()) and (select public.is_active_vendor())) or (select public.is_admin()))
  with check ((owner_id = (select auth.uid()) and (select public.is_active_vendor())) or (select public.is_admin()));

create policy "admins delete listings" on public.listings
  for delete to authenticated
  using ((select public.is_admin()));

create function public.listings_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- only browser roles are restricted: not service_role, not the database owner (seed, SQL)
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if (select public.is_admin()) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.is_featured then
      raise exception 'Only an administrator can feature a listing' using errcode = '42501';
    end if;
    if new.status = 'published' then
      raise exception 'Only an administrator can publish a listing; submit it for review (pending)' using errcode = '42501';
    end if;
  else
    if new.is_featured is distinct from old.is_featured then
      raise exception 'Only an administrator can feature a listing' using errcode = '42501';
    end if;
    if new.status = 'published' and old.status <> 'published' then
      raise exception 'Only an administrator can publish a listing; submit it for review (pending)' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger listings_guard
  before insert or update on public.listings
  for each row execute function public.listings_guard();

-- ---------------------------------------------------------------------------------------------
-- listing_photos: follow their listing
-- ---------------------------------------------------------------------------------------------

create policy "anon reads photos of published listings" on public.listing_photos
  for select to anon
  using (
    exists (select 1 from public.listings l where l.id = listing_photos.listing_id and l.status = 'published')
  );
create policy "authenticated reads photos of published or own listings, admins all" on public.listing_photos
  for select to authenticated
  using (
    (select public.is_admin())
    or public.owns_listing(listing_id)
    or exists (select 1 from public.listings l where l.id = listing_photos.listing_id and l.status = 'published')
  );
create policy "vendors insert photos of own listings, admins any" on public.listing_photos
  for insert to authenticated
  with check (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "vendors update photos of own listings, admins any" on public.listing_photos
  for update to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()))
  with check (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "vendors delete photos of own listings, admins any" on public.listing_photos
  for delete to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Forms anyone may send (status must be the initial one); only admins read them. Clients insert
-- WITHOUT asking for the row back (no .select()): the sender cannot read it.
-- ---------------------------------------------------------------------------------------------

-- inquiries: only to a published listing; the listing's vendor reads them and moves the status
create policy "anon sends inquiries to published listings" on public.inquiries
  for insert to anon
  with check (
    status = 'new'
    and exists (select 1 from public.listings l where l.id = inquiries.listing_id and l.status = 'published')
  );
create policy "authenticated sends inquiries to published listings" on public.inquiries
  for insert to authenticated
  with check (
    status = 'new'
    and exists (select 1 from public.listings l where l.id = inquiries.listing_id and l.status = 'published')
  );
create policy "vendors read inquiries to own listings, admins all" on public.inquiries
  for select to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "vendors update inquiries to own listings, admins any" on public.inquiries
  for update to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()))
  with check (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "admins delete inquiries" on public.inquiries
  for delete to authenticated
  using ((select public.is_admin()));

-- A vendor changes an inquiry's status and nothing else (not the couple's words, not the listing).
create function public.inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- only browser roles are restricted: not service_role, not the database owner (seed, SQL)
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if (select public.is_admin()) then
    return new;
  end if;
  if (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at') then
    raise exception 'A vendor can only change the status of an inquiry' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger inquiries_guard
  before update on public.inquiries
  for each row execute function public.inquiries_guard();

create policy "anon sends membership applications" on public.membership_applications
  for insert to anon with check (status = 'pending');
create policy "authenticated sends membership applications" on public.membership_applications
  for insert to authenticated with check (status = 'pending');
create policy "admins read membership applications" on public.membership_applications
  for select to authenticated using ((select public.is_admin()));
create policy "admins update membership applications" on public.membership_applications
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete membership applications" on public.membership_applications
  for delete to authenticated using ((select public.is_admin()));

create policy "anon sends contact messages" on public.contact_messages
  for insert to anon with check (status = 'new');
create policy "authenticated sends contact messages" on public.contact_messages
  for insert to authenticated with check (status = 'new');
create policy "admins read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "admins update contact messages" on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete contact messages" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));

create policy "anon sends wedding submissions" on public.wedding_submissions
  for insert to anon with check (status = 'new');
create policy "authenticated sends wedding submissions" on public.wedding_submissions
  for insert to authenticated with check (status = 'new');
create policy "admins read wedding submissions" on public.wedding_submissions
  for select to authenticated using ((select public.is_admin()));
create policy "admins update wedding submissions" on public.wedding_submissions
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete wedding submissions" on public.wedding_submissions
  for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- membership_invitations: admins only. The token itself is never stored: create_invitation()
-- returns it once and keeps its sha256; accept_invitation() hashes what the invitee brings.
-- ---------------------------------------------------------------------------------------------

create policy "admins read invitations" on public.membership_invitations
  for select to authenticated using ((select public.is_admin()));
create policy "admins insert invitations" on public.membership_invitations
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins update invitations" on public.membership_invitations
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete invitations" on public.membership_invitations
  for delete to authenticated using ((select public.is_admin()));

-- Invites the applicant of a membership application. Returns the plain token exactly once, for the
-- admin to send as a link (/membership?invite=<token>). A newer invitation to the same email
-- withdraws the older open ones. Security invoker: it runs with the admin's own rights (RLS).
-- Randomness: two gen_random_uuid() values (pg_strong_random, 2 x 122 random bits) rather than
-- pgcrypto's gen_random_bytes, which lives in a different schema on hosted Supabase (extensions)
-- and is not loaded on PGlite; sha256() is built into PostgreSQL 11+.
create function public.create_invitation(application_id uuid)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  app public.membership_applications%rowtype;
  plain_token text;
  invitation public.membership_invitations%rowtype;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can invite vendors' using errcode = '42501';
  end if;

  select * into app from public.membership_applications a where a.id = create_invitation.application_id;
  if not found then
    raise exception 'No membership application with id %', create_invitation.application_id using errcode = '22023';
  end if;

  update public.membership_invitations i
  set revoked_at = now()
  where i.email = lower(app.email) and i.accepted_at is null and i.revoked_at is null;

  plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');

  -- created_by defaults to auth.uid()
  insert into public.membership_invitations (application_id, email, token_hash)
  values (app.id, lower(app.email), encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'))
  returning * into invitation;

  update public.membership_applications a set status = 'invited' where a.id = app.id;

  return jsonb_build_object(
    'invitation_id', invitation.id,
    'email', invitation.email,
    'token', plain_token,
    'expires_at', invitation.expires_at
  );
end;
$$;

-- Turns the signed-in user into an active vendor member when they bring a valid token sent to
-- their own (confirmed) email address. Security definer: the invitee can neither read invitations
-- nor write vendor_members; this function does exactly that one step for them.
create function public.accept_invitation(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  member public.vendor_members%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to accept an invitation' using errcode = '42501';
  end if;

  if accept_invitation.token is null or accept_invitation.token !~ '^[0-9a-f]{64}$' then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.token_hash = encode(pg_catalog.sha256(convert_to(accept_invitation.token, 'UTF8')), 'hex')
  for update;

  if not found then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been accepted' using errcode = '22023';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation has been replaced by a newer one' using errcode = '22023';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;

  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_email is null or caller_email <> invitation.email then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;
  if caller_confirmed is null then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = '42501';
  end if;

  insert into public.vendor_members (user_id, status)
  values (caller, 'active')
  on conflict (user_id) do update set status = 'active'
  returning * into member;

  update public.membership_invitations i
  set accepted_at = now(), accepted_by = caller
  where i.id = invitation.id;

  return jsonb_build_object('user_id', member.user_id, 'status', member.status, 'joined_at', member.joined_at);
end;
$$;

revoke all on function public.create_invitation(uuid) from public, anon;
revoke all on function public.accept_invitation(text) from public, anon;
grant execute on function public.create_invitation(uuid) to authenticated;
grant execute on function public.accept_invitation(text) to authenticated;

-- Trigger functions are not meant to be called directly.
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.handle_new_user() from public, anon, authenticated;
revoke all on function public.blog_posts_before_write() from public, anon, authenticated;
revoke all on function public.listings_guard() from public, anon, authenticated;
revoke all on function public.inquiries_guard() from public, anon, authenticated;
