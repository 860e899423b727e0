-- =================================================================================================
-- listings.sql
--
-- Listings: a vendor's page in the directory, its photos, the changes waiting for review
-- (listing_changes, approved by an admin), taking down and putting back, view counts.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- listing_changes
-- -------------------------------------------------------------------------------------------------
create table public.listing_changes (
  listing_id   uuid                     not null,
  changes      jsonb                    not null,
  status       text                     not null default 'pending'::text,
  reason       text,
  submitted_at timestamp with time zone not null default now(),
  reviewed_by  uuid,
  reviewed_at  timestamp with time zone,
  constraint listing_changes_changes_check check ((jsonb_typeof(changes) = 'object'::text)),
  constraint listing_changes_pkey primary key (listing_id),
  constraint listing_changes_reason_check
    check (((reason is null) or (char_length(reason) <= 2000))),
  constraint listing_changes_status_check
    check ((status = any (array['pending'::text, 'changes_requested'::text])))
);
alter table public.listing_changes
  add constraint listing_changes_reviewed_by_fkey foreign key (reviewed_by)
    references auth.users(id) on delete set null;

-- -------------------------------------------------------------------------------------------------
-- listings
-- -------------------------------------------------------------------------------------------------
create table public.listings (
  id                         uuid                     not null default gen_random_uuid(),
  name                       text                     not null,
  url_name                   text                     not null,
  headshot_url               text,
  image_url                  text,
  video_url                  text,
  status                     text                     not null default 'draft'::text,
  is_featured                boolean                  not null default false,
  business_category_id       uuid                     not null,
  owner_id                   uuid,
  description                text,
  city                       text,
  state                      text,
  country                    text,
  venue_type                 text,
  website                    text,
  instagram                  text,
  contact_email              text,
  contact_phone              text,
  price_tier                 text,
  guest_capacity             integer,
  created_at                 timestamp with time zone not null default now(),
  updated_at                 timestamp with time zone not null default now(),
  return_reason              text,
  price_from                 integer,
  price_currency             text                     not null default 'EUR'::text,
  price_on_request           boolean                  not null default false,
  languages                  text[]                   not null default '{}'::text[],
  capacity_seated            integer,
  capacity_standing          integer,
  setting                    text,
  rooms_on_site              integer,
  taken_down_at              timestamp with time zone,
  changed_since_take_down_at timestamp with time zone,
  constraint listings_capacity_seated_check
    check (((capacity_seated is null) or ((capacity_seated >= 0) and (capacity_seated <= 100000)))),
  constraint listings_capacity_standing_check
    check
    (((capacity_standing is null) or ((capacity_standing >= 0) and (capacity_standing <= 100000)))),
  constraint listings_city_check
    check
    (((city is null) or ((char_length(btrim(city)) >= 1) and (char_length(btrim(city)) <= 100)))),
  constraint listings_contact_email_check
    check
    (((contact_email is null) or ((char_length(contact_email) <= 254) and (contact_email ~*
    '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
  constraint listings_contact_phone_check
    check (((contact_phone is null) or (contact_phone ~ '^\+?[0-9 ().-]{7,25}$'::text))),
  constraint listings_country_check
    check
    (((country is null) or ((char_length(btrim(country)) >= 1) and (char_length(btrim(country)) <=
    100)))),
  constraint listings_description_check
    check (((description is null) or (char_length(description) <= 10000))),
  constraint listings_guest_capacity_check
    check (((guest_capacity >= 1) and (guest_capacity <= 100000))),
  constraint listings_headshot_url_check
    check
    (((headshot_url is null) or ((char_length(headshot_url) <= 2048) and (headshot_url !~
    '\s'::text) and
    ((headshot_url ~* '^https?://'::text) or (headshot_url !~
    '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint listings_image_url_check
    check
    (((image_url is null) or ((char_length(image_url) <= 2048) and (image_url !~ '\s'::text) and
    ((image_url ~* '^https?://'::text) or (image_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint listings_instagram_check
    check
    (((instagram is null) or (instagram ~ '^@?[A-Za-z0-9._]{1,30}$'::text) or (instagram ~*
    '^https?://(www\.)?instagram\.com/[A-Za-z0-9._]{1,30}/?$'::text))),
  constraint listings_languages_check
    check
    (((cardinality(languages) <= 12) and (array_position(languages, null::text) is null) and
    (array_to_string(languages, ','::text) ~ '^([a-z]{2}(,[a-z]{2})*)?$'::text))),
  constraint listings_name_check
    check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint listings_pkey primary key (id),
  constraint listings_price_currency_check check ((price_currency ~ '^[A-Z]{3}$'::text)),
  constraint listings_price_from_check
    check (((price_from is null) or ((price_from >= 0) and (price_from <= 10000000)))),
  constraint listings_price_on_request_check
    check (((not price_on_request) or (price_from is null))),
  constraint listings_price_tier_check
    check ((price_tier = any (array['$'::text, '$$'::text, '$$$'::text, '$$$$'::text]))),
  constraint listings_return_reason_check
    check (((return_reason is null) or (char_length(return_reason) <= 2000))),
  constraint listings_rooms_on_site_check
    check (((rooms_on_site is null) or ((rooms_on_site >= 0) and (rooms_on_site <= 1000)))),
  constraint listings_setting_check
    check
    (((setting is null) or (setting = any (array['indoor'::text, 'outdoor'::text,
    'indoor_outdoor'::text])))),
  constraint listings_state_check
    check
    (((state is null) or ((char_length(btrim(state)) >= 1) and (char_length(btrim(state)) <=
    100)))),
  constraint listings_status_check
    check
    ((status = any (array['draft'::text, 'pending'::text, 'published'::text, 'archived'::text]))),
  constraint listings_url_name_check
    check (((url_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(url_name) <= 100))),
  constraint listings_url_name_key unique (url_name),
  constraint listings_venue_type_check
    check
    ((venue_type = any (array['Hotel'::text, 'Estate'::text, 'Resort'::text, 'Vineyard'::text]))),
  constraint listings_venue_type_only_for_venues
    check
    (((venue_type is null) or (business_category_id =
    '20000000-0000-4000-8000-000000000013'::uuid))),
  constraint listings_video_url_check
    check
    (((video_url is null) or ((char_length(video_url) <= 2048) and (video_url !~ '\s'::text) and
    ((video_url ~* '^https?://'::text) or (video_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint listings_website_check
    check
    (((website is null) or ((char_length(website) <= 2048) and (website ~*
    '^https?://[^\s/]+[^\s]*$'::text))))
);

-- -------------------------------------------------------------------------------------------------
-- listing_changes
-- -------------------------------------------------------------------------------------------------
alter table public.listing_changes
  add constraint listing_changes_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
create index listing_changes_status_submitted_at_idx on public.listing_changes
  using btree (status, submitted_at);
alter table public.listing_changes
  enable row level security;
create or replace function public.listing_changes_guard()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.listing_changes_guard() from public;
create or replace function public.notify_listing_changes()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  listing record;
  owner record;
  about jsonb;
begin
  select l.id, l.name, l.url_name, l.owner_id into listing
  from public.listings l where l.id = new.listing_id;
  about := jsonb_build_object('listing_id', listing.id, 'listing_name', listing.name,
                              'listing_url_name', listing.url_name);
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status <> 'pending') then
    perform public.notify_admins(about || jsonb_build_object('what', 'listing_changes'));
  elsif tg_op = 'UPDATE' and new.status = 'changes_requested' and old.status <> 'changes_requested'
        and listing.owner_id is not null then
    select * into owner from public.account_contact(listing.owner_id);
    perform public.enqueue_message('listing_changes_requested', owner.email, owner.full_name,
                                   listing.owner_id, about || jsonb_build_object('reason', new.reason));
  end if;
  return null;
end;
$function$;
revoke all on function public.notify_listing_changes() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_changes
  to anon, authenticated;

create or replace function public.owns_listing (
  listing_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (
    select 1
    from public.listings l
    join public.vendor_members m on m.user_id = l.owner_id
    where l.id = owns_listing.listing_id
      and l.owner_id = (select auth.uid())
      and m.status = 'active'
  ) and (select public.session_is_current());
$function$;

-- -------------------------------------------------------------------------------------------------
-- listing_changes
-- -------------------------------------------------------------------------------------------------
create policy "vendors propose changes to own live listings, admins any"
  on public.listing_changes
  for insert
  to authenticated
  with
    check
    (((select public.is_admin()) or (public.owns_listing(listing_id) and (exists (
    select 1
   from public.listings l
  where ((l.id = listing_changes.listing_id) and (l.status = 'published'::text)))))));
create policy "vendors read changes to own listings, admins all" on public.listing_changes
  for select
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "vendors update changes to own listings, admins any" on public.listing_changes
  for update
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())))
  with check ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "vendors withdraw changes to own listings, admins any" on public.listing_changes
  for delete
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));
create trigger listing_changes_audit
  after insert or delete or update on public.listing_changes
  for each row
  execute function public.record_admin_write('listing_id');
create trigger listing_changes_broadcast_queue_state
  after update of status on public.listing_changes
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change('listing_id');
create trigger listing_changes_broadcast_queue
  after insert or delete on public.listing_changes
  for each row
  execute function public.broadcast_admin_queue_change('listing_id');
create trigger listing_changes_guard
  before insert or update on public.listing_changes
  for each row
  execute function public.listing_changes_guard();
create trigger listing_changes_member_network
  after insert or update on public.listing_changes
  for each STATEMENT
  execute function public.record_member_network();
create trigger listing_changes_notify
  after insert or update on public.listing_changes
  for each row
  execute function public.notify_listing_changes();

-- -------------------------------------------------------------------------------------------------
-- listing_photos
-- -------------------------------------------------------------------------------------------------
create table public.listing_photos (
  id         uuid                     not null default gen_random_uuid(),
  listing_id uuid                     not null,
  url        text                     not null,
  alt        text                     not null,
  "position"   integer                  not null default 0,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint listing_photos_alt_check check ((char_length(alt) <= 300)),
  constraint listing_photos_listing_id_position_key unique (listing_id, "position") deferrable
    initially deferred,
  constraint listing_photos_pkey primary key (id),
  constraint listing_photos_position_check check (("position" >= 0)),
  constraint listing_photos_url_check check (
    char_length(url) between 1 and 2048 and url !~ '\s'
    and (url ~* '^https?://' or url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:')
  )
);
alter table public.listing_photos
  add constraint listing_photos_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
create index listing_photos_listing_id_position_idx on public.listing_photos
  using btree (listing_id, "position");
create index listing_photos_media_stem_idx on public.listing_photos
  using btree (public.media_stem(url));
alter table public.listing_photos
  enable row level security;
create or replace function public.listing_photos_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if not (select public.is_admin()) then
    update public.listings l
    set changed_since_take_down_at = clock_timestamp()
    where l.id = case when tg_op = 'DELETE' then old.listing_id else new.listing_id end
      and l.taken_down_at is not null
      and l.changed_since_take_down_at is null;
  end if;
  return null;
end;
$function$;
revoke all on function public.listing_photos_changed() from public;
create or replace function public.listing_photos_guard()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.listing_photos_guard() from public;
create or replace function public.listing_photos_within_limit()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform 1 from public.listings l where l.id = new.listing_id for update;
  if (select count(*) from public.listing_photos p where p.listing_id = new.listing_id) >= 30 then
    raise exception 'A listing can have at most 30 photos' using errcode = '23514';
  end if;
  return new;
end;
$function$;
revoke all on function public.listing_photos_within_limit() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_photos
  to anon, authenticated;
create policy "anon reads photos of published listings" on public.listing_photos
  for select
  to anon
  using ((exists ( select 1
   from public.listings l
  where ((l.id = listing_photos.listing_id) and (l.status = 'published'::text)))));
create policy "authenticated reads photos of published or own listings, admins"
  on public.listing_photos
  for select
  to authenticated
  using
    (((select public.is_admin()) or public.owns_listing(listing_id) or (exists ( select
    1
   from public.listings l
  where ((l.id = listing_photos.listing_id) and (l.status = 'published'::text))))));
create policy "vendors delete photos of own listings, admins any" on public.listing_photos
  for delete
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "vendors insert photos of own listings, admins any" on public.listing_photos
  for insert
  to authenticated
  with check ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "vendors update photos of own listings, admins any" on public.listing_photos
  for update
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())))
  with check ((public.owns_listing(listing_id) or (select public.is_admin())));
create trigger listing_photos_audit
  after insert or delete or update on public.listing_photos
  for each row
  execute function public.record_admin_write('id');
create trigger listing_photos_changed
  after insert or delete or update on public.listing_photos
  for each row
  execute function public.listing_photos_changed();
create trigger listing_photos_guard
  before insert or delete or update on public.listing_photos
  for each row
  execute function public.listing_photos_guard();
create trigger listing_photos_keep_server_dates
  before insert or update on public.listing_photos
  for each row
  execute function public.keep_server_dates();
create trigger listing_photos_member_network
  after insert or delete or update on public.listing_photos
  for each STATEMENT
  execute function public.record_member_network();
create trigger listing_photos_set_updated_at
  before update on public.listing_photos
  for each row
  execute function public.set_updated_at();
create trigger listing_photos_within_limit
  before insert on public.listing_photos
  for each row
  execute function public.listing_photos_within_limit();

-- -------------------------------------------------------------------------------------------------
-- listing_view_days
-- -------------------------------------------------------------------------------------------------
create table public.listing_view_days (
  listing_id uuid    not null,
  day        date    not null,
  views      integer not null default 0,
  constraint listing_view_days_pkey primary key (listing_id, day),
  constraint listing_view_days_views_check check ((views >= 0))
);
alter table public.listing_view_days
  add constraint listing_view_days_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
alter table public.listing_view_days
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_view_days
  to anon, authenticated;
create policy "vendors read views of own listings, admins all" on public.listing_view_days
  for select
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));

-- -------------------------------------------------------------------------------------------------
-- listing_view_marks
-- -------------------------------------------------------------------------------------------------
create table public.listing_view_marks (
  listing_id   uuid                     not null,
  day          date                     not null,
  visitor_hash text                     not null,
  created_at   timestamp with time zone not null default now(),
  network_hash text,
  constraint listing_view_marks_pkey primary key (listing_id, day, visitor_hash)
);
alter table public.listing_view_marks
  add constraint listing_view_marks_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
create index listing_view_marks_day_idx on public.listing_view_marks using btree (day);
create index listing_view_marks_listing_id_created_at_idx on public.listing_view_marks
  using btree (listing_id, created_at desc);
create index listing_view_marks_network_hash_created_at_idx on public.listing_view_marks
  using btree (network_hash, created_at desc)
  where (network_hash is not null);
alter table public.listing_view_marks
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_view_marks
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- listings
-- -------------------------------------------------------------------------------------------------
alter table public.listings
  add column summary text generated always as
    ("left"(regexp_replace(btrim(description), '\s+'::text, ' '::text, 'g'::text), 161)) stored;
alter table public.listings
  add column name_search tsvector generated always as
    (to_tsvector('simple'::regconfig, regexp_replace(translate(lower(name),
    'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž'::text,
    'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'::text), '[[:punct:]]+'::text, ' '::text, 'g'::text))) stored;
alter table public.listings
  add column place_search tsvector generated always as
    (to_tsvector('simple'::regconfig, regexp_replace(translate(lower(((((coalesce(city, ''::text) ||
    ' '::text) || coalesce(state, ''::text)) || ' '::text) || coalesce(country, ''::text))),
    'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž'::text,
    'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'::text), '[[:punct:]]+'::text, ' '::text, 'g'::text))) stored;
alter table public.listings
  add column search_name text generated always as (public.search_fold(name)) stored;
alter table public.listings
  add column search_text text generated always as
    (public.listing_search_text(name, city, state, country)) stored;
alter table public.listings
  add column search_terms tsvector generated always as
    (to_tsvector('english'::regconfig, public.listing_search_text(name, city, state, country)))
    stored;
comment on column public.listings.capacity_seated is 'Venues: guests seated.';
comment on column public.listings.capacity_standing is 'Venues: guests standing.';
comment on column public.listings.changed_since_take_down_at is 'When the taken-down listing''s fields or photos first changed (not by an admin); null while unchanged. put_back_listing publishes only then.';
comment on column public.listings.languages is 'Languages spoken, ISO 639-1 codes (at most 12).';
comment on column public.listings.name_search is 'Search document of the name (simple configuration, accents folded, punctuation a space). Generated; filter with fts(simple) and word:* prefixes.';
comment on column public.listings.place_search is 'Search document of city, state and country (simple configuration, accents folded, punctuation a space). Generated; filter with fts(simple).';
comment on column public.listings.price_currency is 'ISO 4217 code of price_from.';
comment on column public.listings.price_from is 'Starting price in whole units of price_currency; null when not given or on request.';
comment on column public.listings.price_on_request is 'The vendor quotes on request (price_from is then null).';
comment on column public.listings.return_reason is 'Why an admin returned the listing to its vendor; set by admins only, cleared when it is sent again or published.';
comment on column public.listings.rooms_on_site is 'Venues: bedrooms on site.';
comment on column public.listings.setting is 'Venues: indoor, outdoor or indoor_outdoor.';
comment on column public.listings.summary is 'The description''s first 161 characters, white space made single: the source of the directory''s structured-data summaries (160 characters at most, cut at a word).';
comment on column public.listings.taken_down_at is 'When its vendor took the published listing down (to draft); null otherwise. Set by the database (listings_take_down).';
comment on column public.listings.search_name is 'The name folded for the site search (lower case, no accents). Generated.';
comment on column public.listings.search_text is 'Name, city, state and country folded for the site search. Generated; trigram-indexed.';
comment on column public.listings.search_terms is 'Name and place, folded, as full text (english) for the site search. Generated; indexed.';
alter table public.listings
  add constraint listings_business_category_id_fkey foreign key (business_category_id)
    references public.business_categories(id) on delete restrict;
alter table public.listings
  add constraint listings_owner_id_fkey foreign key (owner_id) references auth.users(id) on delete
    set null;
create index listings_directory_category_idx on public.listings
  using btree (business_category_id, is_featured desc, name, id)
  include (venue_type, guest_capacity, price_from, capacity_seated)
  where (status = 'published'::text);
create index listings_directory_order_idx on public.listings
  using btree (is_featured desc, name, id)
  include (venue_type, guest_capacity, price_from, capacity_seated)
  where (status = 'published'::text);
create index listings_name_search_idx on public.listings using gin (name_search)
  where (status = 'published'::text);
create index listings_owner_id_idx on public.listings using btree (owner_id);
create index listings_place_search_idx on public.listings using gin (place_search)
  where (status = 'published'::text);
create index listings_published_category_idx on public.listings
  using btree (business_category_id, created_at desc)
  where (status = 'published'::text);
create index listings_published_featured_idx on public.listings using btree (created_at desc)
  where ((status = 'published'::text) and is_featured);
create index listings_published_venue_type_idx on public.listings
  using btree (venue_type, created_at desc)
  where ((status = 'published'::text) and (venue_type is not null));
create index listings_status_created_at_idx on public.listings using btree (status, created_at desc);
create index listings_search_terms_idx on public.listings using gin (search_terms)
  where (status = 'published'::text);
create index listings_search_text_trgm_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops)
  where (status = 'published'::text);
alter table public.listings
  enable row level security;
create or replace function public.listings_guard()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.listings_guard() from public;
create or replace function public.listings_need_a_picture()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if new.status = 'pending'
     and (tg_op = 'INSERT' or old.status is distinct from 'pending')
     and nullif(btrim(coalesce(new.headshot_url, '')), '') is null
     and nullif(btrim(coalesce(new.image_url, '')), '') is null
     and not exists (select 1 from public.listing_photos p where p.listing_id = new.id) then
    raise exception 'Add at least one photo or a headshot before sending the listing for review'
      using errcode = '23514',
        hint = 'Couples choose by pictures: add a photo to the gallery, a cover or your headshot.';
  end if;
  return new;
end;
$function$;
revoke all on function public.listings_need_a_picture() from public;
create or replace function public.listings_rebuild_credits()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  story uuid;
begin
  for story in
    select distinct p.id
    from public.blog_posts p
    cross join lateral public.post_credit_entries(p.content_blocks) e
    where e.url_name in (select a.url_name from changed a)
    union
    select c.post_id from public.post_credits c where c.listing_id in (select a.id from changed a)
  loop
    perform public.rebuild_post_credits(story);
  end loop;
  return null;
end;
$function$;
revoke all on function public.listings_rebuild_credits() from public;
create or replace function public.listings_rename_rebuild_credits()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  story uuid;
begin
  for story in
    select distinct p.id
    from public.blog_posts p
    cross join lateral public.post_credit_entries(p.content_blocks) e
    where e.url_name = new.url_name
    union
    select c.post_id from public.post_credits c where c.listing_id = new.id
  loop
    perform public.rebuild_post_credits(story);
  end loop;
  return null;
end;
$function$;
revoke all on function public.listings_rename_rebuild_credits() from public;
create or replace function public.listings_return_reason()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if current_user in ('anon', 'authenticated') and not (select public.is_admin()) then
    new.return_reason := case when tg_op = 'UPDATE' then old.return_reason end;
  end if;
  if tg_op = 'UPDATE' then
    if new.status in ('pending', 'published') and new.status is distinct from old.status then
      new.return_reason := null;
    elsif current_user in ('anon', 'authenticated') and (select public.is_admin())
          and old.status = 'pending' and new.status = 'draft'
          and coalesce(btrim(new.return_reason), '') = '' then
      raise exception 'Say why the listing is returned; the vendor reads it' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function public.listings_return_reason() from public;
create or replace function public.listings_take_down()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  -- What is not the listing's content: its state, the dates, the admins' fields, what the
  -- database derives (generated columns are not computed yet in a BEFORE trigger).
  ignored text[];
begin
  if tg_op = 'INSERT' then
    new.taken_down_at := null;
    new.changed_since_take_down_at := null;
    return new;
  end if;
  -- Live again, or sent for review: no longer taken down.
  if new.status in ('pending', 'published') then
    new.taken_down_at := null;
    new.changed_since_take_down_at := null;
    return new;
  end if;
  -- Leaving the directory: a take-down when its vendor does it (directly or through
  -- take_down_listing), an admin's decision otherwise.
  if old.status = 'published' then
    new.taken_down_at := case
      when old.owner_id is not null and old.owner_id = (select auth.uid()) then clock_timestamp()
    end;
    new.changed_since_take_down_at := null;
    return new;
  end if;
  -- Not taken down, or an admin moved it on: it stays (or becomes) an ordinary draft or archive.
  if old.taken_down_at is null
     or (new.status is distinct from old.status and (select public.is_admin())) then
    new.taken_down_at := null;
    new.changed_since_take_down_at := null;
    return new;
  end if;
  -- Still taken down: the first change of content is remembered and never forgotten.
  new.taken_down_at := old.taken_down_at;
  if old.changed_since_take_down_at is not null then
    new.changed_since_take_down_at := old.changed_since_take_down_at;
    return new;
  end if;
  if new.changed_since_take_down_at is not null then
    -- Marked by listing_photos_changed (a photo changed).
    return new;
  end if;
  ignored := array['status', 'updated_at', 'created_at', 'return_reason', 'is_featured',
                   'taken_down_at', 'changed_since_take_down_at'] || array(
    select a.attname::text
    from pg_catalog.pg_attribute a
    where a.attrelid = tg_relid and a.attgenerated in ('s', 'v') and a.attnum > 0 and not a.attisdropped
  );
  if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored)
     and not (select public.is_admin()) then
    new.changed_since_take_down_at := clock_timestamp();
  end if;
  return new;
end;
$function$;
revoke all on function public.listings_take_down() from public;
create or replace function public.notify_listing()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  owner record;
  about jsonb;
  category text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select c.name into category from public.business_categories c where c.id = new.business_category_id;
  about := jsonb_build_object('listing_id', new.id, 'listing_name', new.name,
                              'listing_url_name', new.url_name, 'category', category);
  if new.status = 'pending' then
    perform public.notify_admins(about || jsonb_build_object('what', 'listing'));
    return null;
  end if;
  if old.status <> 'pending' or new.owner_id is null then
    return null;
  end if;
  select * into owner from public.account_contact(new.owner_id);
  if new.status = 'published' then
    perform public.enqueue_message('listing_published', owner.email, owner.full_name, new.owner_id, about);
  elsif new.status = 'draft' and new.return_reason is not null then
    perform public.enqueue_message('listing_returned', owner.email, owner.full_name, new.owner_id,
                                   about || jsonb_build_object('reason', new.return_reason));
  end if;
  return null;
end;
$function$;
revoke all on function public.notify_listing() from public;
revoke all on table public.listings from anon;
revoke all on table public.listings from authenticated;
grant delete, maintain, references, trigger, truncate on table public.listings to anon;
grant delete, maintain, references, trigger, truncate
  on table public.listings
  to authenticated;
grant insert
  (business_category_id, capacity_seated, capacity_standing, city, contact_email,
  contact_phone,
  country,
  created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name,
  owner_id,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  return_reason,
  rooms_on_site,
  setting,
  state,
  status,
  updated_at,
  url_name,
  venue_type,
  video_url,
  website),
  select
  (business_category_id, capacity_seated, capacity_standing, city, country, created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name_search,
  name,
  place_search,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  rooms_on_site,
  setting,
  state,
  status,
  summary,
  updated_at,
  url_name,
  venue_type,
  video_url,
  website),
  update
  (business_category_id, capacity_seated, capacity_standing, city, contact_email,
  contact_phone,
  country,
  created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name,
  owner_id,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  return_reason,
  rooms_on_site,
  setting, state, status, updated_at, url_name, venue_type, video_url, website)
  on table public.listings
  to anon;
grant insert
  (business_category_id, capacity_seated, capacity_standing, city, contact_email,
  contact_phone,
  country,
  created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name,
  owner_id,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  return_reason,
  rooms_on_site,
  setting,
  state,
  status,
  updated_at,
  url_name,
  venue_type,
  video_url,
  website),
  select
  (business_category_id, capacity_seated, capacity_standing, changed_since_take_down_at,
  city,
  country,
  created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name_search,
  name,
  place_search,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  return_reason,
  rooms_on_site,
  setting,
  state,
  status,
  summary,
  taken_down_at,
  updated_at,
  url_name,
  venue_type,
  video_url,
  website),
  update
  (business_category_id, capacity_seated, capacity_standing, city, contact_email,
  contact_phone,
  country,
  created_at,
  description,
  guest_capacity,
  headshot_url,
  id,
  image_url,
  instagram,
  is_featured,
  languages,
  name,
  owner_id,
  price_currency,
  price_from,
  price_on_request,
  price_tier,
  return_reason,
  rooms_on_site,
  setting, state, status, updated_at, url_name, venue_type, video_url, website)
  on table public.listings
  to authenticated;
grant select (search_name) on table public.listings to anon;
grant select (search_name) on table public.listings to authenticated;
grant select (search_text) on table public.listings to anon;
grant select (search_text) on table public.listings to authenticated;
grant select (search_terms) on table public.listings to anon;
grant select (search_terms) on table public.listings to authenticated;
create policy "admins delete archived listings" on public.listings
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "anon reads published listings of members in good standing" on public.listings
  for select
  to anon
  using
    (((status = 'published'::text) and ((owner_id is null) or (not
    public.is_suspended_member(owner_id)))));
create policy "authenticated reads shown listings, own listings, admins all" on public.listings
  for select
  to authenticated
  using
    ((((status = 'published'::text) and ((owner_id is null) or (not
    public.is_suspended_member(owner_id)))) or
    ((owner_id = (select auth.uid())) and ( select public.is_active_vendor() as
    is_active_vendor)) or (select public.is_admin())));
create policy "vendors insert own unfeatured unpublished listings, admins any"
  on public.listings
  for insert
  to authenticated
  with
    check
    ((((owner_id = (select auth.uid())) and ( select public.is_active_vendor() as
    is_active_vendor) and (is_featured = false) and
    (status = any (array['draft'::text, 'pending'::text]))) or
    (select public.is_admin())));
create policy "vendors update own listings, admins any" on public.listings
  for update
  to authenticated
  using
    ((((owner_id = (select auth.uid())) and ( select public.is_active_vendor() as
    is_active_vendor)) or (select public.is_admin())))
  with
    check
    ((((owner_id = (select auth.uid())) and ( select public.is_active_vendor() as
    is_active_vendor)) or (select public.is_admin())));
create trigger listings_audit
  after insert or delete or update on public.listings
  for each row
  execute function public.record_admin_write('id');
create trigger listings_broadcast_queue_state
  after update of status on public.listings
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change();
create trigger listings_broadcast_queue
  after insert or delete on public.listings
  for each row
  execute function public.broadcast_admin_queue_change();
create trigger listings_guard
  before insert or update on public.listings
  for each row
  execute function public.listings_guard();
create trigger listings_keep_server_dates
  before insert or update on public.listings
  for each row
  execute function public.keep_server_dates();
create trigger listings_member_network
  after insert or update on public.listings
  for each STATEMENT
  execute function public.record_member_network();
create trigger listings_need_a_picture
  before insert or update of status on public.listings
  for each row
  execute function public.listings_need_a_picture();
create trigger listings_notify
  after update on public.listings
  for each row
  execute function public.notify_listing();
create trigger listings_rebuild_credits_on_insert
  after insert on public.listings referencing NEW table as changed
  for each STATEMENT
  execute function public.listings_rebuild_credits();
create trigger listings_rebuild_credits_on_rename
  after update of url_name on public.listings
  for each row
  when ((old.url_name is distinct from new.url_name))
  execute function public.listings_rename_rebuild_credits();
create trigger listings_return_reason
  before insert or update on public.listings
  for each row
  execute function public.listings_return_reason();
create trigger listings_set_updated_at
  before update on public.listings
  for each row
  execute function public.set_updated_at();
create trigger listings_take_down
  before insert or update on public.listings
  for each row
  execute function public.listings_take_down();

-- -------------------------------------------------------------------------------------------------
-- listing_admissions
-- -------------------------------------------------------------------------------------------------
create view "public"."listing_admissions" as  select l.id as listing_id,
    m.admission_note,
    m.joined_at as member_since
   from (public.listings l
     join public.vendor_members m on ((m.user_id = l.owner_id)))
  where ((m.status = 'active'::text) and (l.status = 'published'::text));
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_admissions
  to anon, authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_admissions
  to service_role;

create or replace function public.approve_listing_changes (
  listing_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  proposed jsonb;
  listing record;
  owner record;
  before_stems text[];
begin
  perform private.assert_admin('approve changes');
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
$function$;
revoke all on function public.approve_listing_changes(uuid) from public;
grant execute on function public.approve_listing_changes(uuid) to authenticated;
comment on function public.approve_listing_changes(uuid) is 'Admins only: swaps a live listing''s pending changes (fields and gallery) into it at once.';

create or replace function public.business_category_listing_counts()
  returns table (
    id           uuid,
    listings     integer,
    applications integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see how categories are used');
  return query
  select c.id,
    (select count(*) from public.listings l where l.business_category_id = c.id)::integer,
    (select count(*) from public.membership_applications a where a.category = c.id)::integer
  from public.business_categories c
  order by c.id;
end;
$function$;
revoke all on function public.business_category_listing_counts() from public;
grant execute on function public.business_category_listing_counts() to authenticated;

create or replace function public.listing_contacts (
  listing_ids jsonb
)
  returns table (
    listing_id    uuid,
    contact_email text,
    contact_phone text
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  ids jsonb := listing_contacts.listing_ids;
  admin boolean := (select public.is_admin());
begin
  perform public.bounded_jsonb(listing_contacts.listing_ids, 500, 100000, 'listing_ids');
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
$function$;
revoke all on function public.listing_contacts(jsonb) from public;
grant execute on function public.listing_contacts(jsonb) to authenticated;

create or replace function public.listing_facts_problem (
  l public.listings
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.listing_facts_problem(public.listings) from public;

create or replace function public.listing_own_mailboxes (
  listing_id uuid
)
  returns SETOF text
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select public.normalized_email(u.email)
  from public.listings l join auth.users u on u.id = l.owner_id
  where l.id = listing_own_mailboxes.listing_id and u.email is not null
  union
  select public.normalized_email(o.contact_email)
  from public.listings l join public.listings o on o.owner_id = l.owner_id
  where l.id = listing_own_mailboxes.listing_id and o.contact_email is not null
  union
  select public.normalized_email(l.contact_email)
  from public.listings l
  where l.id = listing_own_mailboxes.listing_id and l.contact_email is not null
  union
  select public.normalized_email(u.email)
  from public.admin_users a join auth.users u on u.id = a.id
  where u.email is not null;
$function$;
revoke all on function public.listing_own_mailboxes(uuid) from public;

create or replace function public.listing_url_name_available (
  url_name   text,
  listing_id uuid
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(listing_url_name_available.url_name, 200, 'url_name');
  return not exists (
    select 1 from public.listings l
    where l.url_name = listing_url_name_available.url_name
      and l.id is distinct from listing_url_name_available.listing_id
  );
end;
$function$;
revoke all on function public.listing_url_name_available(text, uuid) from public;
grant execute on function public.listing_url_name_available(text, uuid) to authenticated;

create or replace function public.my_listing_ids()
  returns SETOF uuid
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select l.id
  from public.listings l
  where l.owner_id = (select auth.uid())
    and (select public.session_is_current())
  order by l.created_at, l.id;
$function$;
revoke all on function public.my_listing_ids() from public;
grant execute on function public.my_listing_ids() to authenticated;

create or replace function public.my_listing_stats()
  returns table (
    listing_id   uuid,
    views_7      integer,
    views_30     integer,
    inquiries_7  integer,
    inquiries_30 integer
  )
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.my_listing_stats() from public;
grant execute on function public.my_listing_stats() to authenticated;

revoke all on function public.owns_listing(uuid) from public;
grant execute on function public.owns_listing(uuid) to authenticated, service_role;
comment on function public.owns_listing(uuid) is 'True when the listing belongs to the signed-in user, they are an active vendor and their session is live.';

create or replace function public.put_back_listing (
  listing_id uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  listing record;
  next_status text;
begin
  if not (select public.owns_listing(put_back_listing.listing_id))
     or not (select public.is_active_vendor()) then
    raise exception 'Only its vendor can put this listing back' using errcode = '42501';
  end if;
  select l.status, l.taken_down_at, l.changed_since_take_down_at into listing
  from public.listings l
  where l.id = put_back_listing.listing_id
  for update;
  if listing.taken_down_at is null or listing.status not in ('draft', 'archived') then
    raise exception 'This listing was not taken down' using errcode = '22023',
      hint = 'Only a listing its vendor took down can be put back.';
  end if;
  if exists (select 1 from public.listing_photos p
             where p.listing_id = put_back_listing.listing_id and btrim(p.alt) = '') then
    raise exception 'Every photo needs alt text before the listing is submitted' using errcode = '23514';
  end if;
  next_status := case when listing.changed_since_take_down_at is null then 'published' else 'pending' end;
  update public.listings l
  set status = next_status
  where l.id = put_back_listing.listing_id;
  return next_status;
end;
$function$;
revoke all on function public.put_back_listing(uuid) from public;
grant execute on function public.put_back_listing(uuid) to authenticated;
comment on function public.put_back_listing(uuid) is 'Its vendor puts her taken-down listing back: published at once when neither its fields nor its photos changed since she took it down, else pending (review). Answers the new status.';

create or replace function public.record_listing_view (
  listing_id uuid,
  visitor    text
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  -- A real page gets nowhere near these; a loop meets them at once.
  views_per_listing_per_minute constant integer := 30;
  views_per_listing_per_day constant integer := 5000;
  views_per_network_per_minute constant integer := 20;
  today date := (now() at time zone 'utc')::date;
  network text := public.request_client_network();
  network_mark text;
  counted integer;
begin
  perform public.bounded_text(visitor, 64, 'visitor');
  if visitor is null or visitor !~ '^[A-Za-z0-9-]{16,64}$' then
    return false;
  end if;
  -- Listings the directory shows only, and not the owner looking at their own page.
  if not exists (
    select 1 from public.listings l
    where l.id = record_listing_view.listing_id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
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

  if network is not null then
    network_mark := md5('network:' || network || ':' || today::text);
    perform pg_advisory_xact_lock(hashtext('listing_view:network:' || network_mark));
    if (select count(*) from public.listing_view_marks m
        where m.network_hash = network_mark and m.created_at > now() - interval '1 minute')
       >= views_per_network_per_minute then
      return false;
    end if;
  end if;

  insert into public.listing_view_marks (listing_id, day, visitor_hash, network_hash)
  values (record_listing_view.listing_id, today,
          coalesce(network_mark, md5(visitor || ':' || today::text)), network_mark)
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
$function$;
revoke all on function public.record_listing_view(uuid, text) from public;
grant execute on function public.record_listing_view(uuid, text) to anon, authenticated;
comment on function public.record_listing_view(uuid, text) is 'Counts one view of a listing the directory shows: per client network and day when the network is known, else per visitor (a random browser id hashed with the day); bounded per minute (per listing and per network) and per day.';

create or replace function public.replace_listing_photos (
  listing_id uuid,
  photos     jsonb
)
  returns void
  language plpgsql
  set search_path to ''
  as $function$
begin
  perform public.bounded_jsonb(photos, 30, 200000, 'photos');
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
$function$;
revoke all on function public.replace_listing_photos(uuid, jsonb) from public;
grant execute on function public.replace_listing_photos(uuid, jsonb) to authenticated;

create or replace function public.take_down_listing (
  listing_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if not (select public.owns_listing(take_down_listing.listing_id))
     or not (select public.is_active_vendor()) then
    raise exception 'Only its vendor can take this listing down' using errcode = '42501';
  end if;
  update public.listings l
  set status = 'draft'
  where l.id = take_down_listing.listing_id and l.status = 'published';
  if not found then
    raise exception 'Only a live listing can be taken down' using errcode = '22023',
      hint = 'It is not in the directory now.';
  end if;
end;
$function$;
revoke all on function public.take_down_listing(uuid) from public;
grant execute on function public.take_down_listing(uuid) to authenticated;
comment on function public.take_down_listing(uuid) is 'Its vendor (an active member, live session) takes her published listing down: it becomes a draft no visitor sees, recorded as taken down (taken_down_at).';
