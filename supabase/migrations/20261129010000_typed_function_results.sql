-- Typed function results: what the client reads as rows is returned as rows.
--
-- These functions built their answers with jsonb_build_object / jsonb_agg, so the generated
-- types said `Json` and every caller cast. Now a list is `returns table (…)` (or `setof uuid`),
-- and a one-row answer has out parameters (PostgREST and the local stack answer those with one
-- object, as before), so supabase-js's `.rpc()` knows each column's type from the catalog.
-- Same names, same keys, same order, same checks; counts are `integer` (a JSON number on every
-- engine, where `bigint` may arrive as a string).
--
-- A function's return type cannot be changed in place: each one is dropped and created again,
-- with the very grants it had (`revoke … from public[, anon]; grant execute … to …`), and
-- `security definer` + `set search_path = ''` where it had them.
--
-- Kept as jsonb, on purpose:
-- * post_snapshot(post): a post's editable fields as one document, stored in
--   post_revisions.snapshot and read back with jsonb_populate_record; no client reads it.
-- * email_subscription_state(), email_subscription(token), set_email_subscription(token, …) and
--   request_invitation_link(token): tagged answers whose keys depend on their state
--   ({found:false} or {found:true, topic, email, subscribed}; {state:'unknown'} or
--   {state:'open', email, expires_at}). The client narrows them to a union type
--   (readSubscription, requestInvitationLink); a row of nullable columns would blur that.
--
-- `#variable_conflict use_column`: an out parameter is a variable named like a column
-- (user_id, status, email); inside a query the column is meant.

-- ---------------------------------------------------------------------------------------------
-- Lists
-- ---------------------------------------------------------------------------------------------

-- Who the administrators are (their emails live in auth.users, which the API does not expose).
drop function public.admin_list();
create function public.admin_list()
returns table (id uuid, email text, full_name text, since timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the administrators' using errcode = '42501';
  end if;
  return query
  select a.id, u.email::text, p.full_name, a.created_at
  from public.admin_users a
  join auth.users u on u.id = a.id
  left join public.profiles p on p.id = a.id
  order by a.created_at;
end;
$$;
revoke all on function public.admin_list() from public, anon;
grant execute on function public.admin_list() to authenticated;

-- The directory's members with their emails and listing counts.
drop function public.admin_members();
create function public.admin_members()
returns table (
  user_id uuid, email text, full_name text, status text, status_reason text,
  joined_at timestamptz, listings integer, published integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the members' using errcode = '42501';
  end if;
  return query
  select m.user_id, u.email::text, p.full_name, m.status, m.status_reason, m.joined_at,
    (select count(*) from public.listings l where l.owner_id = m.user_id)::integer,
    (select count(*) from public.listings l where l.owner_id = m.user_id and l.status = 'published')::integer
  from public.vendor_members m
  join auth.users u on u.id = m.user_id
  left join public.profiles p on p.id = m.user_id
  order by m.status desc, m.joined_at desc;
end;
$$;
revoke all on function public.admin_members() from public, anon;
grant execute on function public.admin_members() to authenticated;

-- Each of the caller's own listings with its views and inquiries over 7 and 30 days: one request
-- for the whole dashboard.
drop function public.my_listing_stats();
create function public.my_listing_stats()
returns table (
  listing_id uuid, views_7 integer, views_30 integer, inquiries_7 integer, inquiries_30 integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    l.id,
    coalesce((select sum(d.views) from public.listing_view_days d
              where d.listing_id = l.id and d.day > current_date - 7), 0)::integer,
    coalesce((select sum(d.views) from public.listing_view_days d
              where d.listing_id = l.id and d.day > current_date - 30), 0)::integer,
    (select count(*) from public.inquiries i
     where i.listing_id = l.id and i.created_at > now() - interval '7 days' and i.status <> 'spam')::integer,
    (select count(*) from public.inquiries i
     where i.listing_id = l.id and i.created_at > now() - interval '30 days' and i.status <> 'spam')::integer
  from public.listings l
  where l.owner_id = (select auth.uid())
  order by l.created_at, l.id;
$$;
revoke all on function public.my_listing_stats() from public, anon;
grant execute on function public.my_listing_stats() to authenticated;

-- The contact details of the given listings that the caller may read: their own (while an active
-- member) or, for an admin, any. Others are left out. One request for a list (the admins' review).
-- The ids stay a jsonb list: the local stack on PostgreSQL hands a jsonb argument over as a JSON
-- string, which is read as the list it holds.
drop function public.listing_contacts(jsonb);
create function public.listing_contacts(listing_ids jsonb)
returns table (listing_id uuid, contact_email text, contact_phone text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ids jsonb := listing_contacts.listing_ids;
  admin boolean := (select public.is_admin());
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to read contact details' using errcode = '42501';
  end if;
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' or jsonb_array_length(ids) > 500 then
    raise exception 'listing_ids must be a list of at most 500 listing ids' using errcode = '22023';
  end if;
  return query
  select l.id, l.contact_email, l.contact_phone
  from public.listings l
  where l.id in (select e.value::uuid from jsonb_array_elements_text(ids) e)
    and (admin or public.owns_listing(l.id))
  order by l.id;
end;
$$;
revoke all on function public.listing_contacts(jsonb) from public, anon;
grant execute on function public.listing_contacts(jsonb) to authenticated;

-- The ids of the signed-in person's own listings (every status), oldest first.
drop function public.my_listing_ids();
create function public.my_listing_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.id
  from public.listings l
  where l.owner_id = (select auth.uid())
  order by l.created_at, l.id;
$$;
revoke all on function public.my_listing_ids() from public, anon;
grant execute on function public.my_listing_ids() to authenticated;

-- Emails the delivery gave up on, newest failure first (the latest 200).
drop function public.undelivered_messages();
create function public.undelivered_messages()
returns table (
  id uuid, kind text, recipient text, subject text, attempts integer, last_error text,
  created_at timestamptz, failed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can read undelivered emails' using errcode = '42501';
  end if;
  return query
  select o.id, o.kind, o.recipient_email,
    coalesce(o.data ->> 'listing_name', o.data ->> 'business_name', ''),
    o.attempts, o.last_error, o.created_at, o.failed_at
  from public.outbox o
  where o.status = 'failed'
  order by o.failed_at desc
  limit 200;
end;
$$;
revoke all on function public.undelivered_messages() from public, anon;
grant execute on function public.undelivered_messages() to authenticated;

-- Posts filed under each category or subcategory, every status (categories in use only).
drop function public.blog_category_post_counts();
create function public.blog_category_post_counts()
returns table (id uuid, posts integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see how categories are used' using errcode = '42501';
  end if;
  return query
  select used.category_id, count(*)::integer
  from (
    select p.category as category_id from public.blog_posts p where p.category is not null
    union all
    select p.subcategory from public.blog_posts p where p.subcategory is not null
  ) as used
  group by used.category_id
  order by used.category_id;
end;
$$;
revoke all on function public.blog_category_post_counts() from public, anon;
grant execute on function public.blog_category_post_counts() to authenticated;

-- Listings (every status) and membership applications per category.
drop function public.business_category_listing_counts();
create function public.business_category_listing_counts()
returns table (id uuid, listings integer, applications integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see how categories are used' using errcode = '42501';
  end if;
  return query
  select c.id,
    (select count(*) from public.listings l where l.business_category_id = c.id)::integer,
    (select count(*) from public.membership_applications a where a.category = c.id)::integer
  from public.business_categories c
  order by c.id;
end;
$$;
revoke all on function public.business_category_listing_counts() from public, anon;
grant execute on function public.business_category_listing_counts() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- One-row answers (out parameters: one object over the API)
-- ---------------------------------------------------------------------------------------------

-- The dashboard's counts, in one request.
drop function public.admin_counts();
create function public.admin_counts(
  out applications integer, out listings_in_review integer, out changes_in_review integer,
  out spam_inquiries integer, out unread_messages integer, out new_submissions integer,
  out draft_posts integer, out scheduled_posts integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the dashboard' using errcode = '42501';
  end if;
  applications := (select count(*) from public.membership_applications a where a.status in ('pending', 'in_review'));
  listings_in_review := (select count(*) from public.listings l where l.status = 'pending');
  changes_in_review := (select count(*) from public.listing_changes c where c.status = 'pending');
  spam_inquiries := (select count(*) from public.inquiries i where i.status = 'spam');
  unread_messages := (select count(*) from public.contact_messages m where m.status = 'new');
  new_submissions := (select count(*) from public.wedding_submissions s where s.status = 'new');
  draft_posts := (select count(*) from public.blog_posts p where p.status = 'draft');
  scheduled_posts := (select count(*) from public.blog_posts p where p.status = 'published' and p.published_at > now());
end;
$$;
revoke all on function public.admin_counts() from public, anon;
grant execute on function public.admin_counts() to authenticated;

-- The vendor's median first answer over 90 days, across their own listings, whatever the count.
drop function public.my_response_time();
create function public.my_response_time(out median_seconds integer, out answered integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    round(percentile_cont(0.5) within group (
      order by extract(epoch from (i.first_replied_at - i.created_at))
    ))::integer,
    count(*)::integer
  from public.inquiries i
  join public.listings l on l.id = i.listing_id
  where l.owner_id = (select auth.uid())
    and i.first_replied_at is not null
    and i.created_at > now() - interval '90 days';
$$;
revoke all on function public.my_response_time() from public, anon;
grant execute on function public.my_response_time() to authenticated;

-- The caller's invitation and its state (open, expired, withdrawn, accepted, none, unconfirmed),
-- with the business it is for. business_name and expires_at are null without an invitation.
drop function public.my_invitation();
create function public.my_invitation(
  out state text, out email text, out business_name text, out expires_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to see your invitation' using errcode = '42501';
  end if;
  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  email := caller_email;
  if caller_confirmed is null then
    state := 'unconfirmed';
    return;
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.email = caller_email
  order by (i.accepted_at is not null) desc, (i.revoked_at is null and i.expires_at > now()) desc, i.created_at desc
  limit 1;
  if not found then
    state := 'none';
    return;
  end if;

  state := case
    when invitation.accepted_at is not null then 'accepted'
    when invitation.revoked_at is not null then 'withdrawn'
    when invitation.expires_at <= now() then 'expired'
    else 'open'
  end;
  business_name := (select a.business_name from public.membership_applications a
                    where a.id = invitation.application_id);
  expires_at := invitation.expires_at;
end;
$$;
revoke all on function public.my_invitation() from public, anon;
grant execute on function public.my_invitation() to authenticated;

-- Makes the caller an active member, records the admission note and the date, carries over the
-- applicant's name, and starts their first listing as a draft from the application (latest
-- version: 20261128030000_guards_ignore_generated_columns.sql).
drop function public.accept_my_invitation();
create function public.accept_my_invitation(out user_id uuid, out status text, out listing_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  app public.membership_applications%rowtype;
  base text;
  slug text;
begin
  if caller is null then
    raise exception 'Sign in to accept your invitation' using errcode = '42501';
  end if;
  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_confirmed is null then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = '42501';
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.email = caller_email and i.accepted_at is null and i.revoked_at is null
  order by i.created_at desc
  limit 1
  for update;
  if not found then
    if exists (select 1 from public.membership_invitations i where i.email = caller_email and i.accepted_at is not null) then
      raise exception 'This invitation has already been accepted' using errcode = '22023';
    elsif exists (select 1 from public.membership_invitations i where i.email = caller_email) then
      raise exception 'This invitation has been withdrawn' using errcode = '22023';
    end if;
    raise exception 'There is no invitation for this email address' using errcode = '42501';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;

  select * into app from public.membership_applications a where a.id = invitation.application_id;

  insert into public.vendor_members (user_id, status, admission_note)
  values (caller, 'active', app.admission_note)
  on conflict (user_id) do update set status = 'active', admission_note = excluded.admission_note;

  update public.membership_invitations i
  set accepted_at = now(), accepted_by = caller
  where i.id = invitation.id;

  if app.id is not null then
    -- The name they gave, unless the profile already has one (theirs to keep).
    update public.profiles p
    set full_name = left(btrim(app.contact_name), 200)
    where p.id = caller and coalesce(btrim(p.full_name), '') = '' and btrim(app.contact_name) <> '';

    -- The first listing, as a draft filled from the application: the plain web address when it
    -- is free, with a short suffix only when another listing has it.
    if not exists (select 1 from public.listings l where l.owner_id = caller) then
      base := coalesce(nullif(public.url_name_from(app.business_name), ''), 'member');
      slug := base;
      if exists (select 1 from public.listings l where l.url_name = slug) then
        slug := rtrim(left(base, 73), '-') || '-' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 6);
      end if;
      insert into public.listings (name, url_name, business_category_id, status, owner_id, city, state,
                                   country, website, instagram, description)
      values (app.business_name, slug, app.category, 'draft', caller, app.city, app.state, app.country,
              app.website, app.instagram, nullif(btrim(app.message), ''))
      returning id into accept_my_invitation.listing_id;
    end if;
  end if;

  accept_my_invitation.user_id := caller;
  accept_my_invitation.status := 'active';
end;
$$;
revoke all on function public.accept_my_invitation() from public, anon;
grant execute on function public.accept_my_invitation() to authenticated;

-- Invites the applicant of a membership application. Returns the plain token exactly once, for
-- tooling (the admin's invitation email is the auth service's sign-in link). A newer invitation
-- to the same email withdraws the older open ones. Security invoker: the admin's own rights.
drop function public.create_invitation(uuid);
create function public.create_invitation(
  application_id uuid,
  out invitation_id uuid, out email text, out token text, out expires_at timestamptz
)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
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

  create_invitation.invitation_id := invitation.id;
  create_invitation.email := invitation.email;
  create_invitation.token := plain_token;
  create_invitation.expires_at := invitation.expires_at;
end;
$$;
revoke all on function public.create_invitation(uuid) from public, anon;
grant execute on function public.create_invitation(uuid) to authenticated;

-- Turns the signed-in user into an active vendor member when they bring a valid token sent to
-- their own (confirmed) email address. Security definer: the invitee can neither read invitations
-- nor write vendor_members; this function does exactly that one step for them.
drop function public.accept_invitation(text);
create function public.accept_invitation(
  token text,
  out user_id uuid, out status text, out joined_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
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

  accept_invitation.user_id := member.user_id;
  accept_invitation.status := member.status;
  accept_invitation.joined_at := member.joined_at;
end;
$$;
revoke all on function public.accept_invitation(text) from public, anon;
grant execute on function public.accept_invitation(text) to authenticated;

-- Puts a revision's words back into its post (the status stays what it is now) and keeps the
-- restored state as a revision of its own.
drop function public.restore_post_revision(bigint);
create function public.restore_post_revision(
  revision_id bigint,
  out post_id uuid, out updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  revision public.post_revisions;
  restored public.blog_posts;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can restore a revision' using errcode = '42501';
  end if;
  select * into revision from public.post_revisions r where r.id = restore_post_revision.revision_id;
  if not found then
    raise exception 'No such revision' using errcode = 'P0002';
  end if;
  -- Every editable field from the snapshot; the status stays what it is now (restoring words
  -- never publishes or unpublishes a post).
  update public.blog_posts p
  set (title, slug, excerpt, featured_image, featured_image_alt, featured_image_focal_x,
       featured_image_focal_y, author, author_id, content, category, subcategory, photos,
       video_url, is_opinion, is_featured, content_blocks, seo_title, seo_description,
       social_image) =
      (select s.title, s.slug, s.excerpt, s.featured_image, s.featured_image_alt,
              s.featured_image_focal_x, s.featured_image_focal_y, s.author, s.author_id,
              s.content, s.category, s.subcategory, s.photos, s.video_url, s.is_opinion,
              s.is_featured, s.content_blocks, s.seo_title, s.seo_description, s.social_image
       from jsonb_populate_record(null::public.blog_posts, revision.snapshot) s)
  where p.id = revision.post_id
  returning * into restored;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (restored.id, (select auth.uid()), 'restore', public.post_snapshot(restored));
  restore_post_revision.post_id := restored.id;
  restore_post_revision.updated_at := restored.updated_at;
end;
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon;
grant execute on function public.restore_post_revision(bigint) to authenticated;
