-- Issue #27: a vendor's and an admin's working day, the database's half.
--
-- * The guards that compare a row before and after an update (listings_guard, inquiries_guard)
--   leave out every generated column, read from the catalog. They named them one by one, and
--   listings.summary (20261127090000) was missing: in a BEFORE trigger NEW holds no generated
--   value yet, so every update of a live listing looked like a content change and a vendor could
--   not take her own listing down (403 "Changes to a published listing are sent for review").
-- * accept_my_invitation() carries over what the applicant wrote: their name into an empty
--   profile, the application's message as the first listing's description, and the plain web
--   address when it is free (a suffix only when it is taken).
-- * A gallery is saved by what changed (replace_listing_photos, approve_listing_changes): a photo
--   kept is kept (its row, its id), so a text-only edit touches no photo, and the audit log no
--   longer shows three deletions and three additions for it.
-- * The audit log names what changed (admin_audit.row_label: the listing's name, the story's
--   title, the member's name) and, for a changed reference (reviewed_by, owner_id, a category),
--   what it points at in words (from_label, to_label beside from and to).

-- ---------------------------------------------------------------------------------------------
-- Guards: generated columns from the catalog
-- ---------------------------------------------------------------------------------------------

create or replace function public.listings_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- What a vendor may change on a live listing, or what the database derives or owns: the
  -- status (taking it down), the dates, return_reason (admins only; listings_return_reason puts
  -- a vendor's value back) and every generated column (not computed yet in a BEFORE trigger).
  ignored text[];
begin
  -- only browser roles are restricted: not service_role, not the database owner (seed, SQL)
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- Nothing reaches review or the public without alt text on every photo.
  if tg_op = 'UPDATE' and new.status in ('pending', 'published') and new.status is distinct from old.status
     and exists (select 1 from public.listing_photos p where p.listing_id = new.id and btrim(p.alt) = '') then
    raise exception 'Every photo needs alt text before the listing is submitted' using errcode = '23514';
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
    -- A published listing stays as approved: its vendor may take it down (draft or archived),
    -- and sends every other change for review (listing_changes).
    if old.status = 'published' then
      ignored := array['status', 'updated_at', 'return_reason'] || array(
        select a.attname::text
        from pg_catalog.pg_attribute a
        where a.attrelid = tg_relid and a.attgenerated in ('s', 'v') and a.attnum > 0 and not a.attisdropped
      );
      if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
        raise exception 'Changes to a published listing are sent for review' using errcode = '42501';
      end if;
    end if;
  end if;
  return new;
end;
$$;

-- A vendor changes an inquiry's status and marks it read, nothing else; as in 20261125040000,
-- with the generated columns (is_open) read from the catalog.
create or replace function public.inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ignored text[];
begin
  -- only browser roles are restricted: not service_role, not the database owner (seed, SQL)
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if not (select public.is_admin()) then
    ignored := array['status', 'read_at', 'updated_at', 'first_replied_at'] || array(
      select a.attname::text
      from pg_catalog.pg_attribute a
      where a.attrelid = tg_relid and a.attgenerated in ('s', 'v') and a.attnum > 0 and not a.attisdropped
    );
    if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
      raise exception 'A vendor can only change the status of an inquiry' using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  new.first_replied_at := old.first_replied_at;
  if old.first_replied_at is null and new.status in ('replied', 'booked', 'declined') then
    new.first_replied_at := now();
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Accepting an invitation: what the applicant wrote is carried over
-- ---------------------------------------------------------------------------------------------

-- A listing's web address from a name: lowercase, accents dropped, runs of anything else one
-- hyphen ("Lumen & Linen Studio" -> lumen-linen-studio, "Villaseñor" -> villasenor).
create function public.url_name_from(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(left(btrim(regexp_replace(
    translate(
      replace(replace(replace(replace(lower(coalesce(name, '')), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), '&', ' '),
      'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźż',
      'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz'
    ),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '-');
$$;
revoke all on function public.url_name_from(text) from public, anon, authenticated;

create or replace function public.accept_my_invitation()
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
  app public.membership_applications%rowtype;
  base text;
  slug text;
  listing_id uuid;
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
      returning id into listing_id;
    end if;
  end if;

  return jsonb_build_object('user_id', caller, 'status', 'active', 'listing_id', listing_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Galleries: saved by what changed
-- ---------------------------------------------------------------------------------------------

-- The gallery becomes the list given, in its order, in one transaction; photos are matched by
-- url (the n-th copy of a url with the n-th row holding it), so a photo that stays keeps its row
-- and is written only when its alt text or place changed; the others are added or removed.
-- Security invoker, as before: the caller's policies and the photo guard decide.
create or replace function public.replace_listing_photos(listing_id uuid, photos jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  -- A JSON document that arrives as a JSON string (the local stack's PostgreSQL driver passes
  -- jsonb arguments so) is read as the document it holds.
  if jsonb_typeof(photos) = 'string' then
    photos := (photos #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(photos) <> 'array' then
    raise exception 'Photos must be a list' using errcode = '22023';
  end if;

  -- Photos no longer in the list leave.
  with wanted as (
    select photo.value ->> 'url' as url,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  ), existing as (
    select p.id, p.url, row_number() over (partition by p.url order by p.position, p.id) as copy
    from public.listing_photos p
    where p.listing_id = replace_listing_photos.listing_id
  )
  delete from public.listing_photos p
  using existing e
  where p.id = e.id
    and not exists (select 1 from wanted w where w.url = e.url and w.copy = e.copy);

  -- Photos that stay are written only when their alt text or place changed.
  with wanted as (
    select photo.value ->> 'url' as url, coalesce(photo.value ->> 'alt', '') as alt,
           (photo.ordinality - 1)::integer as position,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  ), existing as (
    select p.id, p.url, row_number() over (partition by p.url order by p.position, p.id) as copy
    from public.listing_photos p
    where p.listing_id = replace_listing_photos.listing_id
  )
  update public.listing_photos p
  set alt = w.alt, position = w.position
  from existing e
  join wanted w on w.url = e.url and w.copy = e.copy
  where p.id = e.id and (p.alt, p.position) is distinct from (w.alt, w.position);

  -- New photos (and further copies of one) are added.
  with wanted as (
    select photo.value ->> 'url' as url, coalesce(photo.value ->> 'alt', '') as alt,
           (photo.ordinality - 1)::integer as position,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  )
  insert into public.listing_photos (listing_id, url, alt, position)
  select replace_listing_photos.listing_id, w.url, w.alt, w.position
  from wanted w
  where w.copy > (select count(*) from public.listing_photos p
                  where p.listing_id = replace_listing_photos.listing_id and p.url = w.url)
  order by w.position;
end;
$$;
revoke all on function public.replace_listing_photos(uuid, jsonb) from public, anon;
grant execute on function public.replace_listing_photos(uuid, jsonb) to authenticated;

-- approve_listing_changes as in 20261128010000; the gallery through replace_listing_photos, so
-- only the photos that changed are written.
create or replace function public.approve_listing_changes(listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  proposed jsonb;
  listing record;
  owner record;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can approve changes' using errcode = '42501';
  end if;
  select c.changes into proposed
  from public.listing_changes c
  where c.listing_id = approve_listing_changes.listing_id
  for update;
  if not found then
    raise exception 'There are no changes waiting for this listing' using errcode = 'P0002';
  end if;

  update public.listings as l
  set (name, description, business_category_id, city, state, country, website, instagram,
       contact_email, contact_phone, venue_type, guest_capacity, price_tier, headshot_url,
       image_url, video_url, updated_at) =
      (select r.name, r.description, r.business_category_id, r.city, r.state, r.country, r.website,
              r.instagram, r.contact_email, r.contact_phone, r.venue_type, r.guest_capacity,
              r.price_tier, r.headshot_url, r.image_url, r.video_url, now()
       from jsonb_populate_record(l, proposed - 'photos') as r)
  where l.id = approve_listing_changes.listing_id;

  if proposed ? 'photos' then
    perform public.replace_listing_photos(approve_listing_changes.listing_id, proposed -> 'photos');
  end if;

  delete from public.listing_changes c where c.listing_id = approve_listing_changes.listing_id;

  select l.id, l.name, l.url_name, l.owner_id into listing
  from public.listings l where l.id = approve_listing_changes.listing_id;
  if listing.owner_id is not null then
    select * into owner from public.account_contact(listing.owner_id);
    perform public.enqueue_message('listing_changes_approved', owner.email, owner.full_name, listing.owner_id,
      jsonb_build_object('listing_id', listing.id, 'listing_name', listing.name,
                         'listing_url_name', listing.url_name));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The audit log in words
-- ---------------------------------------------------------------------------------------------

alter table public.admin_audit
  add column row_label text;
comment on column public.admin_audit.row_label is
  'What the row is, in words, when it was written: a listing''s name, a story''s title, a member''s name (a photo or a change names its listing).';

-- A row of a referenced table in words: an account's name (or email), a listing's name, a
-- story's title, a category's name. Null for what has no name.
create function public.audit_label(target regclass, target_id text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  label text;
begin
  if target_id is null or target_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  if target = 'auth.users'::regclass then
    select coalesce(nullif(btrim(p.full_name), ''), u.email) into label
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = target_id::uuid;
  elsif target = 'public.profiles'::regclass then
    select coalesce(nullif(btrim(p.full_name), ''), u.email) into label
    from public.profiles p left join auth.users u on u.id = p.id
    where p.id = target_id::uuid;
  elsif target = 'public.listings'::regclass then
    select l.name into label from public.listings l where l.id = target_id::uuid;
  elsif target = 'public.blog_posts'::regclass then
    select p.title into label from public.blog_posts p where p.id = target_id::uuid;
  elsif target = 'public.blog_categories'::regclass then
    select c.name into label from public.blog_categories c where c.id = target_id::uuid;
  elsif target = 'public.business_categories'::regclass then
    select c.name into label from public.business_categories c where c.id = target_id::uuid;
  elsif target = 'public.standalone_videos'::regclass then
    select v.title into label from public.standalone_videos v where v.id = target_id::uuid;
  elsif target = 'public.membership_applications'::regclass then
    select a.business_name into label from public.membership_applications a where a.id = target_id::uuid;
  end if;
  return label;
end;
$$;
revoke all on function public.audit_label(regclass, text) from public, anon, authenticated;

-- What an audited row is, in words: its own name or title, else what it belongs to.
create function public.audit_row_label(table_name text, item jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case table_name
    when 'listings' then item ->> 'name'
    when 'blog_posts' then item ->> 'title'
    when 'standalone_videos' then item ->> 'title'
    when 'blog_categories' then item ->> 'name'
    when 'business_categories' then item ->> 'name'
    when 'listing_photos' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'listing_changes' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'featured_posts' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'post_vendor_credits' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'vendor_members' then public.audit_label('auth.users', item ->> 'user_id')
    when 'admin_users' then public.audit_label('auth.users', item ->> 'id')
    when 'membership_applications' then item ->> 'business_name'
    when 'membership_invitations' then item ->> 'email'
    when 'inquiries' then item ->> 'name'
    when 'contact_messages' then item ->> 'name'
    when 'wedding_submissions' then concat_ws(' & ', item ->> 'partner_one_name', item ->> 'partner_two_name')
  end;
$$;
revoke all on function public.audit_row_label(text, jsonb) from public, anon, authenticated;

-- As in 20261127090000 (admins' writes from the site; generated columns from the catalog), plus
-- the row's label and, for each changed reference (a column with a foreign key), what its old
-- and new values point at in words.
create or replace function public.record_admin_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed jsonb;
  foreign_key record;
begin
  -- Admins' writes from the site only (not the seed, not the service key, not vendors).
  if coalesce((select auth.role()), '') <> 'authenticated' or not (select public.is_admin()) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(key, jsonb_build_object('from', before -> key, 'to', value)), '{}')
    into changed
    from jsonb_each(after)
    where before -> key is distinct from value
      and key <> 'updated_at'
      and key not in (
        select a.attname
        from pg_catalog.pg_attribute a
        where a.attrelid = tg_relid and a.attgenerated in ('s', 'v') and not a.attisdropped
      );
    if changed = '{}'::jsonb then
      return null;
    end if;
    -- A changed reference says what it points at: "reviewed by Celeste Marlowe", not an id.
    for foreign_key in
      select a.attname::text as column_name, c.confrelid::regclass as target
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = tg_relid and c.contype = 'f' and cardinality(c.conkey) = 1
        and changed ? a.attname::text
    loop
      changed := jsonb_set(changed, array[foreign_key.column_name],
        (changed -> foreign_key.column_name) || jsonb_strip_nulls(jsonb_build_object(
          'from_label', public.audit_label(foreign_key.target, changed -> foreign_key.column_name ->> 'from'),
          'to_label', public.audit_label(foreign_key.target, changed -> foreign_key.column_name ->> 'to')
        )));
    end loop;
  else
    changed := coalesce(after, before);
  end if;
  insert into public.admin_audit (actor_id, table_name, row_id, action, changed, row_label)
  values (
    (select auth.uid()),
    tg_table_name,
    coalesce(after, before) ->> coalesce(nullif(tg_argv[0], ''), 'id'),
    lower(tg_op),
    changed,
    left(public.audit_row_label(tg_table_name, coalesce(after, before)), 300)
  );
  return null;
end;
$$;
revoke all on function public.record_admin_write() from public, anon, authenticated;

-- The rows written before this migration: named where the row still exists.
update public.admin_audit a
set row_label = left(public.audit_row_label(a.table_name, coalesce(
  case a.table_name
    when 'listings' then (select to_jsonb(l) from public.listings l where l.id::text = a.row_id)
    when 'blog_posts' then (select to_jsonb(p) from public.blog_posts p where p.id::text = a.row_id)
    when 'standalone_videos' then (select to_jsonb(v) from public.standalone_videos v where v.id::text = a.row_id)
    when 'blog_categories' then (select to_jsonb(c) from public.blog_categories c where c.id::text = a.row_id)
    when 'business_categories' then (select to_jsonb(c) from public.business_categories c where c.id::text = a.row_id)
    when 'listing_changes' then jsonb_build_object('listing_id', a.row_id)
    when 'vendor_members' then jsonb_build_object('user_id', a.row_id)
    when 'admin_users' then jsonb_build_object('id', a.row_id)
  end,
  case when a.action <> 'update' then a.changed end
)), 300)
where a.row_label is null;
