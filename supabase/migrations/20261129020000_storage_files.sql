-- Storage and files (issue #29):
--
-- * No listing of public buckets. The broad select policies on `media` and `avatars` go: a public
--   bucket serves its files by URL (/storage/v1/object/public/<bucket>/<path>) without any select
--   policy, on hosted Supabase and on the local stack alike; a select policy only opens listing
--   (and the read half of an upsert or a delete). A member now lists only their own folders (their
--   listings' folders in `media`, `<uid>/` in `avatars`), an admin everything, anon nothing.
-- * Approved media are immutable to the vendor: update (upsert) and delete of an object that a
--   published listing or its photos reference (the file, or a sibling of the same stem: a film's
--   poster, a cover's sizes) are refused to the vendor; new uploads go to new paths.
-- * Files leave through the Storage API, never by deleting storage.objects rows: on hosted
--   Supabase such a delete is refused (storage.protect_delete) or, on older projects, leaves the
--   bytes in the object store for good; on the local stack it leaves them on disk. So the database
--   writes what is to go into public.storage_removals (approve_listing_changes: the files a change
--   dropped; delete_account: the person's avatars; queue_unreferenced_media: uploads no row names
--   after a grace period), and the scheduled function supabase/functions/sweep-media removes them
--   with the service key and forgets them.
-- * Account deletion: the avatars go (listings are archived and kept, with their media, as
--   before); a still-valid token of a deleted account writes nothing (account_exists()).
-- * At most 30 photos per listing (src/config/workspace.ts LISTING_PHOTO_LIMIT), in
--   replace_listing_photos and for any direct insert.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- A stored media path without its extension and size suffix: `listings/<id>/<stamp>-1200.webp`,
-- `…-card.webp` and a film's `<stamp>.mp4` with its poster `<stamp>.webp` share one stem. A full
-- public URL of the media bucket is read as its path.
create function public.media_stem(path text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(path, '^.*/storage/v1/object/public/media/', ''),
    '(-(800|1200|1600|card))?\.[A-Za-z0-9]+$',
    ''
  );
$$;

-- Whether the signed-in account still exists: a deleted account's token stays valid until it
-- expires, and must write nothing meanwhile.
create function public.account_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where u.id = (select auth.uid()));
$$;
revoke all on function public.account_exists() from public, anon;
grant execute on function public.account_exists() to authenticated;

-- Whether an object of `media` is approved: a published listing (the one whose folder holds it)
-- names it, or a sibling of the same stem, as its headshot, cover, film or one of its photos.
create function public.is_approved_listing_media(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.listings l
    where l.id::text = (storage.foldername(object_name))[2]
      and (storage.foldername(object_name))[1] = 'listings'
      and l.status = 'published'
      and (
        public.media_stem(object_name) in (
          public.media_stem(l.headshot_url), public.media_stem(l.image_url), public.media_stem(l.video_url)
        )
        or exists (
          select 1 from public.listing_photos p
          where p.listing_id = l.id and public.media_stem(p.url) = public.media_stem(object_name)
        )
      )
  );
$$;
revoke all on function public.is_approved_listing_media(text) from public, anon;
grant execute on function public.is_approved_listing_media(text) to authenticated;

-- Whether any row still names an object (or, in `media`, a sibling of the same stem). The audit
-- log's snapshots do not count. Service role only (the sweep and the queue).
create function public.media_is_referenced(bucket text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  stem text := public.media_stem(object_name);
begin
  if bucket = 'avatars' then
    return exists (select 1 from public.profiles p where position(object_name in coalesce(p.avatar_url, '')) > 0);
  end if;
  if bucket <> 'media' then
    return true;
  end if;
  return exists (select 1 from public.listings l where position(stem in to_jsonb(l)::text) > 0)
    or exists (select 1 from public.listing_photos p where public.media_stem(p.url) = stem)
    or exists (select 1 from public.listing_changes c where position(stem in c.changes::text) > 0)
    or exists (select 1 from public.blog_posts b where position(stem in to_jsonb(b)::text) > 0)
    or exists (select 1 from public.post_revisions r where position(stem in to_jsonb(r)::text) > 0)
    or exists (select 1 from public.standalone_videos v where position(stem in to_jsonb(v)::text) > 0);
end;
$$;
revoke all on function public.media_is_referenced(text, text) from public, anon, authenticated;
grant execute on function public.media_is_referenced(text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Select: own folders and admins only
-- ---------------------------------------------------------------------------------------------

drop policy "anon reads media" on storage.objects;
drop policy "authenticated reads media" on storage.objects;
drop policy "anyone reads avatars" on storage.objects;

create policy "owners list their listing media, admins all" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and ((select public.is_admin()) or public.can_write_listing_media(name)));

create policy "people list their own avatars, admins all" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'avatars'
    and (
      (select public.is_admin())
      or ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.account_exists()))
    )
  );

-- ---------------------------------------------------------------------------------------------
-- Update and delete: never an approved file by its vendor
-- ---------------------------------------------------------------------------------------------

drop policy "owners update listing media, admins any" on storage.objects;
drop policy "owners delete listing media, admins any" on storage.objects;

create policy "owners update unapproved listing media, admins any" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'media'
    and ((select public.is_admin()) or (public.can_write_listing_media(name) and not public.is_approved_listing_media(name)))
  )
  with check (
    bucket_id = 'media'
    and ((select public.is_admin()) or (public.can_write_listing_media(name) and not public.is_approved_listing_media(name)))
  );

create policy "owners delete unapproved listing media, admins any" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'media'
    and ((select public.is_admin()) or (public.can_write_listing_media(name) and not public.is_approved_listing_media(name)))
  );

-- Avatars: as before, and only while the account exists.
drop policy "people upload their own avatar" on storage.objects;
drop policy "people update their own avatar" on storage.objects;
drop policy "people delete their own avatar" on storage.objects;

create policy "people upload their own avatar" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.account_exists())
  );

create policy "people update their own avatar" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.account_exists())
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.account_exists())
  );

create policy "people delete their own avatar" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.account_exists())
  );

-- ---------------------------------------------------------------------------------------------
-- The removal queue, filled by the database, emptied by supabase/functions/sweep-media
-- ---------------------------------------------------------------------------------------------

create table public.storage_removals (
  bucket_id text not null,
  name text not null,
  reason text not null
    constraint storage_removals_reason_check check (reason in ('replaced', 'account_deleted', 'unreferenced')),
  queued_at timestamptz not null default now(),
  primary key (bucket_id, name)
);
alter table public.storage_removals enable row level security;
comment on table public.storage_removals is
  'Files to remove through the Storage API (the sweep-media function, service role); no policies, so no one else reads or writes it.';
create index storage_removals_queued_at_idx on public.storage_removals (queued_at);
revoke all on public.storage_removals from anon, authenticated;

-- Queues every upload older than `grace` that no row names: `media` under listings/, posts/ and
-- videos/ (the folders the site uploads to; the seeded demo/ stays), and every avatar. `under`
-- narrows it to one folder. Returns how many were queued.
create function public.queue_unreferenced_media(grace interval default interval '24 hours', under text default '')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'unreferenced'
  from storage.objects o
  where o.created_at < now() - grace
    and o.name like replace(replace(coalesce(under, ''), '%', '\%'), '_', '\_') || '%'
    and (
      o.bucket_id = 'avatars'
      or (o.bucket_id = 'media' and (o.name like 'listings/%' or o.name like 'posts/%' or o.name like 'videos/%'))
    )
    and not public.media_is_referenced(o.bucket_id, o.name)
  on conflict (bucket_id, name) do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke all on function public.queue_unreferenced_media(interval, text) from public, anon, authenticated;
grant execute on function public.queue_unreferenced_media(interval, text) to service_role;

-- The next files to remove, oldest first. A queued file that a row names again (or whose object
-- is gone already) leaves the queue here instead.
create function public.take_storage_removals(max_count integer default 100)
returns table (bucket_id text, name text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.storage_removals r
  where not exists (select 1 from storage.objects o where o.bucket_id = r.bucket_id and o.name = r.name)
     or public.media_is_referenced(r.bucket_id, r.name);
  return query
    select r.bucket_id, r.name
    from public.storage_removals r
    order by r.queued_at, r.bucket_id, r.name
    limit greatest(1, least(coalesce(max_count, 100), 1000));
end;
$$;
revoke all on function public.take_storage_removals(integer) from public, anon, authenticated;
grant execute on function public.take_storage_removals(integer) to service_role;

-- Files the Storage API has removed leave the queue.
create function public.forget_storage_removals(bucket text, names text[])
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.storage_removals r where r.bucket_id = bucket and r.name = any (names);
$$;
revoke all on function public.forget_storage_removals(text, text[]) from public, anon, authenticated;
grant execute on function public.forget_storage_removals(text, text[]) to service_role;

-- ---------------------------------------------------------------------------------------------
-- approve_listing_changes: the files the change drops are queued for removal
-- ---------------------------------------------------------------------------------------------

-- As in 20261128030000, plus: the stems the listing named before the change and names no more
-- are queued (the vendor's browser and the admin's no longer remove anything).
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
  before_stems text[];
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

  select array_agg(distinct public.media_stem(ref)) into before_stems
  from (
    select unnest(array[l.headshot_url, l.image_url, l.video_url]) as ref
    from public.listings l where l.id = approve_listing_changes.listing_id
    union all
    select p.url from public.listing_photos p where p.listing_id = approve_listing_changes.listing_id
  ) refs
  where ref is not null;

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

  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'replaced'
  from storage.objects o
  where o.bucket_id = 'media'
    and o.name like 'listings/' || approve_listing_changes.listing_id::text || '/%'
    and public.media_stem(o.name) = any (coalesce(before_stems, '{}'))
    and not public.media_is_referenced('media', o.name)
  on conflict (bucket_id, name) do nothing;

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
-- delete_account: the person's avatars are queued for removal
-- ---------------------------------------------------------------------------------------------

-- As in 20261125010000, plus the avatars (every object in avatars/<uid>/). Listings are archived
-- and kept, so their media stay with them.
create or replace function public.delete_account(confirmation text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
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
$$;

-- ---------------------------------------------------------------------------------------------
-- At most 30 photos per listing
-- ---------------------------------------------------------------------------------------------

-- Any insert (the editor's replace_listing_photos, an approval, a direct insert): the listing's
-- row is locked first, so two writers cannot both add the 30th.
create function public.listing_photos_within_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.listings l where l.id = new.listing_id for update;
  if (select count(*) from public.listing_photos p where p.listing_id = new.listing_id) >= 30 then
    raise exception 'A listing can have at most 30 photos' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function public.listing_photos_within_limit() from public, anon, authenticated;

create trigger listing_photos_within_limit
  before insert on public.listing_photos
  for each row execute function public.listing_photos_within_limit();

-- As in 20261128030000, refusing a list over the limit before anything is written.
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
  if jsonb_array_length(photos) > 30 then
    raise exception 'A listing can have at most 30 photos' using errcode = '23514';
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
