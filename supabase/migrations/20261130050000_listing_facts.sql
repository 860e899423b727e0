-- Issue #31: what vendors say about themselves, for a couple choosing: a starting price (or "on
-- request"), the languages they speak, and for venues the seated and standing capacity, the
-- setting (indoor, outdoor or both) and the rooms on site.
--
-- * listings gains the columns, with check constraints for their shapes. They are public like the
--   rest of a published listing (the column grants of 20261126110000 are per column: new columns
--   are private until granted).
-- * A live listing's facts change through review like every other field: listing_changes accepts
--   them (checked at once against the live row, with the same rules), approve_listing_changes
--   copies them onto the live row.
-- * The directory filters on them (/index "up to", /venues "seats at least"): the two directory
--   indexes carry them, so the count stays index-only with a filter.

-- ---------------------------------------------------------------------------------------------
-- The columns
-- ---------------------------------------------------------------------------------------------

alter table public.listings
  add column price_from integer
    constraint listings_price_from_check check (price_from is null or price_from between 0 and 10000000),
  add column price_currency text not null default 'EUR'
    constraint listings_price_currency_check check (price_currency ~ '^[A-Z]{3}$'),
  add column price_on_request boolean not null default false,
  add column languages text[] not null default '{}'
    constraint listings_languages_check check (
      cardinality(languages) <= 12
      and array_position(languages, null) is null
      and array_to_string(languages, ',') ~ '^([a-z]{2}(,[a-z]{2})*)?$'
    ),
  add column capacity_seated integer
    constraint listings_capacity_seated_check check (capacity_seated is null or capacity_seated between 0 and 100000),
  add column capacity_standing integer
    constraint listings_capacity_standing_check check (capacity_standing is null or capacity_standing between 0 and 100000),
  add column setting text
    constraint listings_setting_check check (setting is null or setting in ('indoor', 'outdoor', 'indoor_outdoor')),
  add column rooms_on_site integer
    constraint listings_rooms_on_site_check check (rooms_on_site is null or rooms_on_site between 0 and 1000),
  add constraint listings_price_on_request_check check (not price_on_request or price_from is null);

comment on column public.listings.price_from is
  'Starting price in whole units of price_currency; null when not given or on request.';
comment on column public.listings.price_currency is 'ISO 4217 code of price_from.';
comment on column public.listings.price_on_request is 'The vendor quotes on request (price_from is then null).';
comment on column public.listings.languages is 'Languages spoken, ISO 639-1 codes (at most 12).';
comment on column public.listings.capacity_seated is 'Venues: guests seated.';
comment on column public.listings.capacity_standing is 'Venues: guests standing.';
comment on column public.listings.setting is 'Venues: indoor, outdoor or indoor_outdoor.';
comment on column public.listings.rooms_on_site is 'Venues: bedrooms on site.';

grant select (price_from, price_currency, price_on_request, languages, capacity_seated,
              capacity_standing, setting, rooms_on_site)
  on public.listings to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The same rules in words, for a change waiting for review (the row is checked only on approval)
-- ---------------------------------------------------------------------------------------------

create function public.listing_facts_problem(l public.listings)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when l.price_from is not null and l.price_from not between 0 and 10000000
      then 'The starting price must be a whole amount between 0 and 10,000,000'
    when l.price_currency is null or l.price_currency !~ '^[A-Z]{3}$'
      then 'The currency must be a three-letter code, like EUR'
    when l.price_on_request and l.price_from is not null
      then 'A price on request has no starting amount'
    when l.languages is null or cardinality(l.languages) > 12
      or array_position(l.languages, null) is not null
      or array_to_string(l.languages, ',') !~ '^([a-z]{2}(,[a-z]{2})*)?$'
      then 'Languages must be at most 12 two-letter codes, like en'
    when l.capacity_seated is not null and l.capacity_seated not between 0 and 100000
      then 'Seated capacity must be between 0 and 100,000'
    when l.capacity_standing is not null and l.capacity_standing not between 0 and 100000
      then 'Standing capacity must be between 0 and 100,000'
    when l.setting is not null and l.setting not in ('indoor', 'outdoor', 'indoor_outdoor')
      then 'The setting must be indoor, outdoor or indoor_outdoor'
    when l.rooms_on_site is not null and l.rooms_on_site not between 0 and 1000
      then 'Rooms on site must be between 0 and 1,000'
  end;
$$;
revoke all on function public.listing_facts_problem(public.listings) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- listing_changes: the facts are fields a change may hold
-- ---------------------------------------------------------------------------------------------

-- As in 20261125040000, plus the facts: accepted as keys, and the change over the live row must
-- keep the facts' rules (a wrong type is refused by jsonb_populate_record itself).
create or replace function public.listing_changes_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text;
  photo jsonb;
  merged public.listings;
  problem text;
begin
  for key in select jsonb_object_keys(new.changes) loop
    if key not in (
      'name', 'description', 'business_category_id', 'city', 'state', 'country', 'website',
      'instagram', 'contact_email', 'contact_phone', 'venue_type', 'guest_capacity', 'price_tier',
      'headshot_url', 'image_url', 'video_url', 'photos',
      'price_from', 'price_currency', 'price_on_request', 'languages', 'capacity_seated',
      'capacity_standing', 'setting', 'rooms_on_site'
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
  if new.changes ?| array['price_from', 'price_currency', 'price_on_request', 'languages',
                          'capacity_seated', 'capacity_standing', 'setting', 'rooms_on_site'] then
    select r.* into merged
    from public.listings l, jsonb_populate_record(l, new.changes - 'photos') r
    where l.id = new.listing_id;
    problem := public.listing_facts_problem(merged);
    if problem is not null then
      raise exception '%', problem using errcode = '23514';
    end if;
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

-- As in 20261129020000, plus the facts copied onto the live row.
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
       image_url, video_url, price_from, price_currency, price_on_request, languages,
       capacity_seated, capacity_standing, setting, rooms_on_site, updated_at) =
      (select r.name, r.description, r.business_category_id, r.city, r.state, r.country, r.website,
              r.instagram, r.contact_email, r.contact_phone, r.venue_type, r.guest_capacity,
              r.price_tier, r.headshot_url, r.image_url, r.video_url, r.price_from,
              r.price_currency, r.price_on_request, r.languages, r.capacity_seated,
              r.capacity_standing, r.setting, r.rooms_on_site, now()
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
-- The directory's indexes carry the filters' columns
-- ---------------------------------------------------------------------------------------------

-- As in 20261122060000, with price_from and capacity_seated beside venue type and capacity: a
-- filtered page still walks the index in page order and counts index-only.
drop index public.listings_directory_order_idx;
create index listings_directory_order_idx on public.listings (is_featured desc, name, id)
  include (venue_type, guest_capacity, price_from, capacity_seated)
  where status = 'published';

drop index public.listings_directory_category_idx;
create index listings_directory_category_idx on public.listings (business_category_id, is_featured desc, name, id)
  include (venue_type, guest_capacity, price_from, capacity_seated)
  where status = 'published';
