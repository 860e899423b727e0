-- The vendor's workspace: the inquiry pipeline and response time, honest view counts, reviewed
-- edits of live listings, and the storage rules for listing media.
--
-- * inquiries: the pipeline's states (new, replied, booked, declined, spam, archived), when the
--   vendor first read and first answered each one (the database records the answer's time).
-- * listing_response_times: the median first answer over 90 days, public once 3 were answered.
-- * listing_view_days + record_listing_view(): at most one view per listing, visitor and day,
--   no personal data (a random id the browser keeps, hashed with the day), bounded per minute
--   and per day so a loop cannot inflate it.
-- * listing_changes: edits of a published listing wait here, beside the live row, until an admin
--   approves them (approve_listing_changes swaps them in) or asks for changes with a reason.
-- * storage: listing media only under media/listings/<listing_id>/, by its owner (an active
--   member) or an admin, images or the allowed video types only.

-- ---------------------------------------------------------------------------------------------
-- Inquiries: the pipeline and the first answer
-- ---------------------------------------------------------------------------------------------

alter table public.inquiries drop constraint inquiries_status_check;
alter table public.inquiries
  add constraint inquiries_status_check
  check (status in ('new', 'replied', 'booked', 'declined', 'spam', 'archived'));
alter table public.inquiries
  add column read_at timestamptz,
  add column first_replied_at timestamptz;

-- The inbox lists what still needs an answer first (PostgREST orders by columns, not expressions).
alter table public.inquiries
  add column is_open boolean generated always as (status = 'new') stored;
create index inquiries_listing_id_is_open_created_at_idx
  on public.inquiries (listing_id, is_open desc, created_at desc);

create index inquiries_listing_id_first_replied_at_idx
  on public.inquiries (listing_id, first_replied_at)
  where first_replied_at is not null;

-- A vendor changes an inquiry's status and marks it read, nothing else (not the couple's words,
-- not the listing). The first answer's time is the database's: set the first time an inquiry
-- leaves 'new' for an answer (replied, booked, declined), never by a client.
create or replace function public.inquiries_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- only browser roles are restricted: not service_role, not the database owner (seed, SQL)
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if not (select public.is_admin())
     and (to_jsonb(new) - array['status', 'read_at', 'updated_at', 'first_replied_at', 'is_open'])
         is distinct from (to_jsonb(old) - array['status', 'read_at', 'updated_at', 'first_replied_at', 'is_open']) then
    raise exception 'A vendor can only change the status of an inquiry' using errcode = '42501';
  end if;
  new.updated_at := now();
  new.first_replied_at := old.first_replied_at;
  if old.first_replied_at is null and new.status in ('replied', 'booked', 'declined') then
    new.first_replied_at := now();
  end if;
  return new;
end;
$$;

-- How fast a vendor answers: the median time to the first answer over the last 90 days, per
-- published listing, shown only once 3 inquiries were answered (fewer says nothing honest).
-- It reads inquiries with its owner's rights and hands out only the aggregate.
create view public.listing_response_times as
  select
    i.listing_id,
    round(percentile_cont(0.5) within group (
      order by extract(epoch from (i.first_replied_at - i.created_at))
    ))::integer as median_seconds,
    count(*)::integer as answered
  from public.inquiries i
  join public.listings l on l.id = i.listing_id and l.status = 'published'
  where i.first_replied_at is not null
    and i.created_at > now() - interval '90 days'
  group by i.listing_id
  having count(*) >= 3;
grant select on public.listing_response_times to anon, authenticated;

-- The same figure for the vendor, across their own listings, whatever the count.
create function public.my_response_time()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'median_seconds',
    round(percentile_cont(0.5) within group (
      order by extract(epoch from (i.first_replied_at - i.created_at))
    ))::integer,
    'answered', count(*)::integer
  )
  from public.inquiries i
  join public.listings l on l.id = i.listing_id
  where l.owner_id = (select auth.uid())
    and i.first_replied_at is not null
    and i.created_at > now() - interval '90 days';
$$;
revoke all on function public.my_response_time() from public, anon;
grant execute on function public.my_response_time() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Views, counted honestly
-- ---------------------------------------------------------------------------------------------

create table public.listing_view_days (
  listing_id uuid not null
    constraint listing_view_days_listing_id_fkey references public.listings (id) on delete cascade,
  day date not null,
  views integer not null default 0
    constraint listing_view_days_views_check check (views >= 0),
  constraint listing_view_days_pkey primary key (listing_id, day)
);
alter table public.listing_view_days enable row level security;

create policy "vendors read views of own listings, admins all" on public.listing_view_days
  for select to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));

-- Who was counted today: a hash of the browser's random id and the day, so no one can be
-- followed from one day to the next. Only record_listing_view() reads or writes it.
create table public.listing_view_marks (
  listing_id uuid not null
    constraint listing_view_marks_listing_id_fkey references public.listings (id) on delete cascade,
  day date not null,
  visitor_hash text not null,
  created_at timestamptz not null default now(),
  constraint listing_view_marks_pkey primary key (listing_id, day, visitor_hash)
);
alter table public.listing_view_marks enable row level security;
create index listing_view_marks_listing_id_created_at_idx
  on public.listing_view_marks (listing_id, created_at desc);
create index listing_view_marks_day_idx on public.listing_view_marks (day);

create function public.record_listing_view(listing_id uuid, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- A real page gets nowhere near these; a loop meets them at once.
  views_per_listing_per_minute constant integer := 30;
  views_per_listing_per_day constant integer := 5000;
  today date := (now() at time zone 'utc')::date;
  counted integer;
begin
  if visitor is null or visitor !~ '^[A-Za-z0-9-]{16,64}$' then
    return false;
  end if;
  -- Published listings only, and not the owner looking at their own page.
  if not exists (
    select 1 from public.listings l
    where l.id = record_listing_view.listing_id
      and l.status = 'published'
      and l.owner_id is distinct from (select auth.uid())
  ) then
    return false;
  end if;
  -- One count at a time per listing, so the bounds below hold under concurrent calls.
  perform pg_advisory_xact_lock(hashtext('listing_view:' || record_listing_view.listing_id::text));
  if (select count(*) from public.listing_view_marks m
      where m.listing_id = record_listing_view.listing_id
        and m.created_at > now() - interval '1 minute') >= views_per_listing_per_minute
     or coalesce((select d.views from public.listing_view_days d
                  where d.listing_id = record_listing_view.listing_id and d.day = today), 0)
        >= views_per_listing_per_day then
    return false;
  end if;

  insert into public.listing_view_marks (listing_id, day, visitor_hash)
  values (record_listing_view.listing_id, today, md5(visitor || ':' || today::text))
  on conflict do nothing;
  get diagnostics counted = row_count;
  if counted = 0 then
    return false;
  end if;

  insert into public.listing_view_days as d (listing_id, day, views)
  values (record_listing_view.listing_id, today, 1)
  on conflict on constraint listing_view_days_pkey do update set views = d.views + 1;

  -- Yesterday's visitors are no longer needed to dedupe.
  delete from public.listing_view_marks m where m.day < today - 1;
  return true;
end;
$$;
comment on function public.record_listing_view(uuid, text) is
  'Counts one view of a published listing per visitor (a random browser id, hashed with the day) and day; bounded per minute and per day.';
revoke all on function public.record_listing_view(uuid, text) from public;
grant execute on function public.record_listing_view(uuid, text) to anon, authenticated;

-- Each of the caller's own listings with its views and inquiries over 7 and 30 days: one request
-- for the whole dashboard.
create function public.my_listing_stats()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'listing_id', l.id,
    'views_7', coalesce((select sum(d.views) from public.listing_view_days d
                         where d.listing_id = l.id and d.day > current_date - 7), 0),
    'views_30', coalesce((select sum(d.views) from public.listing_view_days d
                          where d.listing_id = l.id and d.day > current_date - 30), 0),
    'inquiries_7', (select count(*) from public.inquiries i
                    where i.listing_id = l.id and i.created_at > now() - interval '7 days' and i.status <> 'spam'),
    'inquiries_30', (select count(*) from public.inquiries i
                     where i.listing_id = l.id and i.created_at > now() - interval '30 days' and i.status <> 'spam')
  )), '[]'::jsonb)
  from public.listings l
  where l.owner_id = (select auth.uid());
$$;
revoke all on function public.my_listing_stats() from public, anon;
grant execute on function public.my_listing_stats() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Photos: alt text may wait while a listing is a draft, never once it is shown
-- ---------------------------------------------------------------------------------------------

alter table public.listing_photos drop constraint listing_photos_alt_check;
alter table public.listing_photos
  add constraint listing_photos_alt_check check (char_length(alt) <= 300);

-- ---------------------------------------------------------------------------------------------
-- Listings: a live listing changes only through review
-- ---------------------------------------------------------------------------------------------

create or replace function public.listings_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
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
    if old.status = 'published'
       and (to_jsonb(new) - array['status', 'updated_at', 'name_search', 'place_search'])
           is distinct from (to_jsonb(old) - array['status', 'updated_at', 'name_search', 'place_search']) then
      raise exception 'Changes to a published listing are sent for review' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

-- Photos of a published listing change through review too.
create function public.listing_photos_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.listing_id else new.listing_id end;
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if exists (select 1 from public.listings l where l.id = target and l.status = 'published')
     or (tg_op = 'UPDATE' and exists (
       select 1 from public.listings l where l.id = old.listing_id and l.status = 'published')) then
    raise exception 'Changes to a published listing are sent for review' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger listing_photos_guard
  before insert or update or delete on public.listing_photos
  for each row execute function public.listing_photos_guard();

revoke all on function public.listing_photos_guard() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Reviewed edits: the changes to a live listing, beside it
-- ---------------------------------------------------------------------------------------------

create table public.listing_changes (
  listing_id uuid
    constraint listing_changes_pkey primary key
    constraint listing_changes_listing_id_fkey references public.listings (id) on delete cascade,
  changes jsonb not null
    constraint listing_changes_changes_check check (jsonb_typeof(changes) = 'object'),
  status text not null default 'pending'
    constraint listing_changes_status_check check (status in ('pending', 'changes_requested')),
  reason text
    constraint listing_changes_reason_check check (reason is null or char_length(reason) <= 2000),
  submitted_at timestamptz not null default now(),
  reviewed_by uuid
    constraint listing_changes_reviewed_by_fkey references auth.users (id) on delete set null,
  reviewed_at timestamptz
);
alter table public.listing_changes enable row level security;
create index listing_changes_status_submitted_at_idx on public.listing_changes (status, submitted_at);

create policy "vendors read changes to own listings, admins all" on public.listing_changes
  for select to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "vendors propose changes to own live listings, admins any" on public.listing_changes
  for insert to authenticated
  with check (
    (select public.is_admin())
    or (
      public.owns_listing(listing_id)
      and exists (select 1 from public.listings l where l.id = listing_changes.listing_id and l.status = 'published')
    )
  );
create policy "vendors update changes to own listings, admins any" on public.listing_changes
  for update to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()))
  with check (public.owns_listing(listing_id) or (select public.is_admin()));
create policy "vendors withdraw changes to own listings, admins any" on public.listing_changes
  for delete to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));

-- What a change may hold (the url name stays as published: links to the page keep working), and
-- what the database sets: a vendor's write is always a fresh submission; an admin's request for
-- changes records who and when and needs a reason.
create function public.listing_changes_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text;
  photo jsonb;
begin
  for key in select jsonb_object_keys(new.changes) loop
    if key not in (
      'name', 'description', 'business_category_id', 'city', 'state', 'country', 'website',
      'instagram', 'contact_email', 'contact_phone', 'venue_type', 'guest_capacity', 'price_tier',
      'headshot_url', 'image_url', 'video_url', 'photos'
    ) then
      raise exception 'A listing change cannot set %', key using errcode = '23514';
    end if;
  end loop;
  if new.changes ? 'photos' then
    if jsonb_typeof(new.changes -> 'photos') <> 'array' or jsonb_array_length(new.changes -> 'photos') > 30 then
      raise exception 'Photos must be a list of at most 30' using errcode = '23514';
    end if;
    for photo in select jsonb_array_elements(new.changes -> 'photos') loop
      if jsonb_typeof(photo -> 'url') <> 'string' or jsonb_typeof(photo -> 'alt') <> 'string'
         or btrim(photo ->> 'alt') = '' then
        raise exception 'Every photo needs alt text before the listing is submitted' using errcode = '23514';
      end if;
    end loop;
  end if;

  -- Runs with its owner's rights (to read auth.uid()), so the caller's role comes from the JWT.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  if (select public.is_admin()) and tg_op = 'UPDATE' and new.status = 'changes_requested' then
    if coalesce(btrim(new.reason), '') = '' then
      raise exception 'Say what needs to change' using errcode = '23514';
    end if;
    new.changes := old.changes;
    new.submitted_at := old.submitted_at;
    new.reviewed_by := (select auth.uid());
    new.reviewed_at := now();
    return new;
  end if;
  new.status := 'pending';
  new.reason := null;
  new.submitted_at := now();
  new.reviewed_by := null;
  new.reviewed_at := null;
  return new;
end;
$$;

create trigger listing_changes_guard
  before insert or update on public.listing_changes
  for each row execute function public.listing_changes_guard();
revoke all on function public.listing_changes_guard() from public, anon, authenticated;

-- Approving swaps the changes into the live row at once (and the gallery, when it changed).
create function public.approve_listing_changes(listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  proposed jsonb;
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
    delete from public.listing_photos p where p.listing_id = approve_listing_changes.listing_id;
    insert into public.listing_photos (listing_id, url, alt, position)
    select approve_listing_changes.listing_id, photo.value ->> 'url', photo.value ->> 'alt',
           (photo.ordinality - 1)::integer
    from jsonb_array_elements(proposed -> 'photos') with ordinality as photo(value, ordinality);
  end if;

  delete from public.listing_changes c where c.listing_id = approve_listing_changes.listing_id;
end;
$$;
comment on function public.approve_listing_changes(uuid) is
  'Admins only: swaps a live listing''s pending changes (fields and gallery) into it at once.';
revoke all on function public.approve_listing_changes(uuid) from public, anon;
grant execute on function public.approve_listing_changes(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Storage: listing media under media/listings/<listing_id>/, by its owner or an admin
-- ---------------------------------------------------------------------------------------------

create function public.can_write_listing_media(object_name text)
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
      )
    );
$$;
revoke all on function public.can_write_listing_media(text) from public, anon;
grant execute on function public.can_write_listing_media(text) to authenticated;

-- Members no longer write under their own id: a listing's media live in the listing's folder,
-- where the storage rules can check who owns it.
drop policy "members upload to their own media folder, admins anywhere" on storage.objects;
drop policy "members update their own media, admins any" on storage.objects;
drop policy "members delete their own media, admins any" on storage.objects;

create policy "owners upload listing media, admins anywhere" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'media'
    and ((select public.is_admin()) or public.can_write_listing_media(name))
  );

create policy "owners update listing media, admins any" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and ((select public.is_admin()) or public.can_write_listing_media(name)))
  with check (bucket_id = 'media' and ((select public.is_admin()) or public.can_write_listing_media(name)));

create policy "owners delete listing media, admins any" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and ((select public.is_admin()) or public.can_write_listing_media(name)));

-- ---------------------------------------------------------------------------------------------
-- The editor asks whether a web address is free while the vendor types (drafts included, which
-- the vendor cannot read): only a yes or no leaves the database.
-- ---------------------------------------------------------------------------------------------

create function public.listing_url_name_available(url_name text, listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.listings l
    where l.url_name = listing_url_name_available.url_name
      and l.id is distinct from listing_url_name_available.listing_id
  );
$$;
revoke all on function public.listing_url_name_available(text, uuid) from public, anon;
grant execute on function public.listing_url_name_available(text, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A draft's gallery is saved whole, in one transaction: its rows replaced by the list given, in
-- its order. Security invoker: the caller's policies and the photo guard decide, so a stranger's
-- or a live listing's gallery is refused and nothing changes.
-- ---------------------------------------------------------------------------------------------

create function public.replace_listing_photos(listing_id uuid, photos jsonb)
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
  delete from public.listing_photos p where p.listing_id = replace_listing_photos.listing_id;
  insert into public.listing_photos (listing_id, url, alt, position)
  select replace_listing_photos.listing_id, photo.value ->> 'url', coalesce(photo.value ->> 'alt', ''),
         (photo.ordinality - 1)::integer
  from jsonb_array_elements(photos) with ordinality as photo(value, ordinality);
end;
$$;
revoke all on function public.replace_listing_photos(uuid, jsonb) from public, anon;
grant execute on function public.replace_listing_photos(uuid, jsonb) to authenticated;
