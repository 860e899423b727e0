-- =================================================================================================
-- inquiries.sql
--
-- Inquiries: a couple writing to a vendor about their wedding.
--
-- Who may write one: anyone, signed in or not ("anon/authenticated sends inquiries to published
-- listings"), only to a published listing, only as status new or held. The row's server-owned
-- columns are set by the database whatever was sent (inquiries_before_insert: id, status, dates).
-- send_inquiries writes one to each of up to 10 vendors at once, through the same triggers.
--
-- What happens after, in order:
--   1. Past a burst from one sender or network, the inquiry is held, not refused
--      (inquiries_before_insert → hold_form_send in _shared.sql); a held one reaches no one yet.
--   2. A browser sends one inquiry per request (inquiries_one_row_per_request); the sender's
--      network and account are recorded (inquiries_record_sender → inquiry_senders), which later
--      keeps a vendor from inviting reviews on their own inquiries.
--   3. The vendor is told: an email to the listing's contact queued in the outbox in the same
--      transaction (inquiries_notify → notify_inquiry; notifications.sql delivers it), and a
--      broadcast to the vendor's open inbox, channel listing:<id>:inbox (inquiries_broadcast_new);
--      an inquiry marked spam shows in the admins' queue (inquiries_broadcast_spam_queue).
--   4. The vendor reads inquiries to their own listings and may change only the status
--      (inquiries_guard); the first answer sets first_replied_at (the response time shown on the
--      listing, listing_response_times), "booked" sets booked_at once.
--   5. A vendor may release a held inquiry (held → new), 10 a day (inquiries_release_cap); the
--      release sends the email then (inquiries_notify_release).
--   6. Admins read all, and may delete an inquiry once archived.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- inquiries
-- -------------------------------------------------------------------------------------------------
create table public.inquiries (
  id               uuid                     not null default gen_random_uuid(),
  listing_id       uuid                     not null,
  name             text                     not null,
  email            text                     not null,
  wedding_date     date,
  guest_count      integer,
  budget_band      text,
  message          text                     not null,
  status           text                     not null default 'new'::text,
  created_at       timestamp with time zone not null default now(),
  updated_at       timestamp with time zone not null default now(),
  read_at          timestamp with time zone,
  first_replied_at timestamp with time zone,
  booked_at        timestamp with time zone,
  constraint inquiries_budget_band_check
    check
    ((budget_band = any (array['under-10k'::text, '10k-25k'::text, '25k-50k'::text,
    '50k-100k'::text, '100k-250k'::text, '250k-plus'::text]))),
  constraint inquiries_email_check
    check (((char_length(email) <= 254) and (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint inquiries_guest_count_check check (((guest_count >= 1) and (guest_count <= 100000))),
  constraint inquiries_message_check
    check (((char_length(btrim(message)) >= 1) and (char_length(btrim(message)) <= 5000))),
  constraint inquiries_name_check
    check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint inquiries_pkey primary key (id),
  constraint inquiries_status_check
    check
    ((status = any (array['new'::text, 'replied'::text, 'booked'::text, 'declined'::text,
    'spam'::text, 'archived'::text, 'held'::text])))
);
alter table public.inquiries
  add column is_open boolean generated always as ((status = 'new'::text)) stored;
comment on column public.inquiries.booked_at is 'When the vendor first marked the inquiry booked; set by the database, kept afterwards.';
alter table public.inquiries
  add constraint inquiries_listing_id_fkey foreign key (listing_id) references public.listings(id)
    on delete restrict;
create index inquiries_email_created_at_idx on public.inquiries
  using btree (lower(email), created_at desc);
create index inquiries_listing_id_created_at_idx on public.inquiries
  using btree (listing_id, created_at desc);
create index inquiries_listing_id_first_replied_at_idx on public.inquiries
  using btree (listing_id, first_replied_at)
  where (first_replied_at is not null);
create index inquiries_listing_id_is_open_created_at_idx on public.inquiries
  using btree (listing_id, is_open desc, created_at desc);
create index inquiries_status_created_at_idx on public.inquiries
  using btree (status, created_at desc);
create index inquiries_status_listing_id_created_at_idx on public.inquiries
  using btree (listing_id, created_at desc)
  where (status = 'held'::text);
create index inquiries_wedding_date_idx on public.inquiries using btree (wedding_date)
  where (wedding_date is not null);
alter table public.inquiries
  enable row level security;
create or replace function public.broadcast_new_inquiry()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform realtime.send(
    jsonb_build_object('id', new.id, 'listing_id', new.listing_id, 'status', new.status,
                       'created_at', new.created_at),
    'inquiry_created',
    'listing:' || new.listing_id::text || ':inbox',
    true);
  return null;
end;
$function$;
revoke all on function public.broadcast_new_inquiry() from public;
create or replace function public.inquiries_before_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  inquiries_per_sender_per_hour constant integer := 10;
  inquiries_per_network_per_hour constant integer := 20;
  inquiries_per_sender_per_listing_per_hour constant integer := 3;
  inquiries_per_network_per_listing_per_hour constant integer := 5;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();
  new.read_at := null;
  new.first_replied_at := null;
  if public.hold_form_send('inquiry', new.listing_id, new.email,
                           inquiries_per_sender_per_hour, inquiries_per_network_per_hour,
                           inquiries_per_sender_per_listing_per_hour,
                           inquiries_per_network_per_listing_per_hour) then
    new.status := 'held';
  end if;
  return new;
end;
$function$;
revoke all on function public.inquiries_before_insert() from public;
create or replace function public.inquiries_booked_at()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  -- the database's to set (the seed and the service role may write history)
  if current_user in ('anon', 'authenticated') then
    new.booked_at := case when tg_op = 'UPDATE' then old.booked_at end;
  end if;
  if new.booked_at is null and new.status = 'booked' then
    new.booked_at := now();
  end if;
  return new;
end;
$function$;
revoke all on function public.inquiries_booked_at() from public;
create or replace function public.inquiries_guard()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.inquiries_guard() from public;
create or replace function public.inquiries_release_cap()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  releases_per_vendor_per_day constant integer := 10;
  vendor uuid;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  select l.owner_id into vendor from public.listings l where l.id = new.listing_id;
  vendor := coalesce(vendor, (select auth.uid()));
  perform pg_advisory_xact_lock(hashtext('inquiry_releases:' || coalesce(vendor::text, '')));
  if (select count(*) from public.inquiry_releases r
      where r.owner_id is not distinct from vendor and r.created_at > now() - interval '1 day')
     >= releases_per_vendor_per_day then
    raise exception 'You can release % held inquiries a day; this one stays held until tomorrow',
      releases_per_vendor_per_day
      using errcode = 'PT429', hint = 'release_limit', detail = releases_per_vendor_per_day::text;
  end if;
  insert into public.inquiry_releases (owner_id, inquiry_id, released_by)
  values (vendor, new.id, (select auth.uid()));
  delete from public.inquiry_releases r where r.created_at < now() - interval '1 day';
  return new;
end;
$function$;
revoke all on function public.inquiries_release_cap() from public;
create or replace function public.notify_inquiry()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  listing record;
  owner record;
  lead jsonb;
begin
  if new.status = 'held'
     or (tg_op = 'UPDATE' and not (old.status = 'held' and new.status = 'new')) then
    return null;
  end if;
  select l.id, l.name, l.url_name, l.contact_email, l.owner_id, c.name as category
  into listing
  from public.listings l
  join public.business_categories c on c.id = l.business_category_id
  where l.id = new.listing_id;
  select * into owner from public.account_contact(listing.owner_id);

  lead := jsonb_build_object(
    'inquiry_id', new.id,
    'listing_name', listing.name,
    'listing_url_name', listing.url_name,
    'category', listing.category,
    'couple_name', new.name,
    'wedding_date', new.wedding_date,
    'guest_count', new.guest_count,
    'budget_band', new.budget_band,
    'message', new.message,
    'sent_at', new.created_at
  );
  perform public.enqueue_message(
    'inquiry_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    lead || jsonb_build_object('couple_email', new.email), 'inquiries', new.email);
  -- The couple's copy: on arrival only (never on release), and not while send_inquiries writes
  -- (it mails the couple once for all its rows: inquiries_sent).
  if tg_op = 'INSERT' and coalesce(current_setting('perfete.inquiry_copy', true), '') <> 'off' then
    perform public.enqueue_message('inquiry_copy', new.email, new.name, null, lead);
  end if;
  return null;
end;
$function$;
revoke all on function public.notify_inquiry() from public;
create or replace function public.record_inquiry_sender()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  network_hash text;
  sender_id uuid;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  network_hash := public.client_network_hash();
  sender_id := (select auth.uid());
  if network_hash is not null or sender_id is not null then
    insert into public.inquiry_senders (inquiry_id, network_hash, sender_id)
    values (new.id, network_hash, sender_id)
    on conflict on constraint inquiry_senders_pkey do nothing;
  end if;
  return null;
end;
$function$;
revoke all on function public.record_inquiry_sender() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.inquiries
  to anon, authenticated;
create policy "admins delete archived inquiries" on public.inquiries
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "anon sends inquiries to published listings" on public.inquiries
  for insert
  to anon
  with check (((status = any (array['new'::text, 'held'::text])) and (exists ( select 1
   from public.listings l
  where ((l.id = inquiries.listing_id) and (l.status = 'published'::text))))));
create policy "authenticated sends inquiries to published listings" on public.inquiries
  for insert
  to authenticated
  with check (((status = any (array['new'::text, 'held'::text])) and (exists ( select 1
   from public.listings l
  where ((l.id = inquiries.listing_id) and (l.status = 'published'::text))))));
create policy "vendors read inquiries to own listings, admins all" on public.inquiries
  for select
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "vendors update inquiries to own listings, admins any" on public.inquiries
  for update
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())))
  with check ((public.owns_listing(listing_id) or (select public.is_admin())));
create trigger inquiries_audit
  after insert or delete or update on public.inquiries
  for each row
  execute function public.record_admin_write('id');
create trigger inquiries_before_insert
  before insert on public.inquiries
  for each row
  execute function public.inquiries_before_insert();
create trigger inquiries_broadcast_new
  after insert on public.inquiries
  for each row
  execute function public.broadcast_new_inquiry();
create trigger inquiries_broadcast_spam_queue_state
  after update of status on public.inquiries
  for each row
  when
    (((old.status is distinct from new.status) and (('spam'::text = old.status) or ('spam'::text =
    new.status))))
  execute function public.broadcast_admin_queue_change();
create trigger inquiries_broadcast_spam_queue
  after insert on public.inquiries
  for each row
  when ((new.status = 'spam'::text))
  execute function public.broadcast_admin_queue_change();
create trigger inquiries_guard
  before update on public.inquiries
  for each row
  execute function public.inquiries_guard();
create trigger inquiries_held_guard
  before update of status on public.inquiries
  for each row
  execute function public.held_rows_guard('new');
create trigger inquiries_keep_server_dates
  before insert or update on public.inquiries
  for each row
  execute function public.keep_server_dates();
create trigger inquiries_member_network
  after update on public.inquiries
  for each STATEMENT
  execute function public.record_member_network();
create trigger inquiries_notify_release
  after update of status on public.inquiries
  for each row
  execute function public.notify_inquiry();
create trigger inquiries_notify
  after insert on public.inquiries
  for each row
  execute function public.notify_inquiry();
create trigger inquiries_one_row_per_request after insert on public.inquiries
  referencing NEW table as inserted_rows for each STATEMENT execute function
  public.one_row_per_request (
  'inquiry'
);
create trigger inquiries_record_sender
  after insert on public.inquiries
  for each row
  execute function public.record_inquiry_sender();
create trigger inquiries_release_cap
  before update of status on public.inquiries
  for each row
  when (((old.status = 'held'::text) and (new.status = 'new'::text)))
  execute function public.inquiries_release_cap();
create trigger inquiries_set_updated_at
  before update on public.inquiries
  for each row
  execute function public.set_updated_at();
create trigger zz_inquiries_booked_at
  before insert or update on public.inquiries
  for each row
  execute function public.inquiries_booked_at();

-- -------------------------------------------------------------------------------------------------
-- inquiry_releases
-- -------------------------------------------------------------------------------------------------
create table public.inquiry_releases (
  id          bigint                   generated always as identity not null,
  owner_id    uuid,
  inquiry_id  uuid                     not null,
  released_by uuid,
  created_at  timestamp with time zone not null default now(),
  constraint inquiry_releases_pkey primary key (id)
);
comment on table public.inquiry_releases is 'One row per held inquiry released by a browser role (held -> new), for the daily cap per vendor (inquiries_release_cap); rows older than a day are dropped. Private.';
create index inquiry_releases_owner_id_created_at_idx on public.inquiry_releases
  using btree (owner_id, created_at desc);
alter table public.inquiry_releases
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.inquiry_releases
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- inquiry_senders
-- -------------------------------------------------------------------------------------------------
create table public.inquiry_senders (
  inquiry_id   uuid                     not null,
  network_hash text,
  sender_id    uuid,
  created_at   timestamp with time zone not null default now(),
  constraint inquiry_senders_network_hash_check check ((network_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint inquiry_senders_pkey primary key (inquiry_id)
);
comment on table public.inquiry_senders is 'The network (a hash) and signed-in account an inquiry came from, when known: no review invitation for the vendor''s own. Private.';
alter table public.inquiry_senders
  add constraint inquiry_senders_inquiry_id_fkey foreign key (inquiry_id)
    references public.inquiries(id) on delete cascade;
alter table public.inquiry_senders
  add constraint inquiry_senders_sender_id_fkey foreign key (sender_id) references auth.users(id)
    on delete set null;
alter table public.inquiry_senders
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.inquiry_senders
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- listing_response_times
-- -------------------------------------------------------------------------------------------------
create view "public"."listing_response_times" as  select i.listing_id,
    (round(percentile_cont((0.5)::double precision) WITHIN GROUP (order by ((EXTRACT(epoch from (i.first_replied_at - i.created_at)))::double precision))))::integer as median_seconds,
    (count(*))::integer as answered
   from (public.inquiries i
     join public.listings l on (((l.id = i.listing_id) and (l.status = 'published'::text))))
  where ((i.first_replied_at is not null) and (i.created_at > (now() - '90 days'::interval)))
  group by i.listing_id
 having (count(*) >= 3);
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_response_times
  to anon, authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_response_times
  to service_role;

create or replace function public.inquiry_from_owner (
  inquiry_id uuid,
  owner_id   uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (
    select 1 from public.inquiry_senders s
    where s.inquiry_id = inquiry_from_owner.inquiry_id
      and (s.sender_id = inquiry_from_owner.owner_id
           or exists (select 1 from public.member_networks m
                      where m.user_id = inquiry_from_owner.owner_id and m.network_hash = s.network_hash))
  );
$function$;
revoke all on function public.inquiry_from_owner(uuid, uuid) from public;

create or replace function public.my_response_time (
  OUT median_seconds integer,
  OUT answered integer
)
  returns record
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.my_response_time() from public;
grant execute on function public.my_response_time() to authenticated;

create or replace function public.send_inquiries (
  listing_ids  uuid[],
  name         text,
  email        text,
  wedding_date date,
  guest_count  integer,
  message      text,
  budget_band  text    default null::text
)
  returns table (
    listing_id   uuid,
    listing_name text
  )
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  -- src/config/site.ts INQUIRY_VENDORS_PER_SEND: the per-sender hourly limit, so one send from a
  -- fresh address is never held by its own size.
  vendors_per_send constant integer := 10;
  chosen uuid[];
  refused uuid;
  vendor record;
  written jsonb := '[]'::jsonb;
  row_id uuid;
  row_status text;
  row_created_at timestamptz;
begin
  if cardinality(send_inquiries.listing_ids) > 100 then
    perform public.refuse_argument('listing_ids', 'must hold at most 100 listings', 'Write to at most 10 vendors at once.');
  end if;
  perform public.bounded_text(send_inquiries.name, 500, 'name');
  perform public.bounded_text(send_inquiries.email, 320, 'email');
  perform public.bounded_day(send_inquiries.wedding_date, 'wedding_date');
  if send_inquiries.guest_count not between 1 and 100000 then
    perform public.refuse_argument('guest_count', 'must be between 1 and 100,000', 'Give the number of guests you expect.');
  end if;
  perform public.bounded_text(send_inquiries.message, 10000, 'message');
  perform public.bounded_text(send_inquiries.budget_band, 50, 'budget_band');
  select coalesce(array_agg(id order by first_position), '{}') into chosen
  from (
    select id, min(position) as first_position
    from unnest(send_inquiries.listing_ids) with ordinality as given (id, position)
    where id is not null
    group by id
  ) as distinct_ids;

  if cardinality(chosen) = 0 then
    raise exception 'Choose at least one vendor to write to' using hint = 'no_vendors';
  end if;
  if cardinality(chosen) > vendors_per_send then
    raise exception 'Write to at most % vendors at once', vendors_per_send
      using hint = 'too_many_vendors', detail = vendors_per_send::text;
  end if;

  -- Every vendor first: one that does not take inquiries refuses the whole send.
  select id into refused
  from unnest(chosen) with ordinality as c (id, position)
  where not exists (
    select 1 from public.listings l
    where l.id = c.id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
  )
  order by position
  limit 1;
  if refused is not null then
    raise exception 'Vendor % is not taking inquiries now; nothing was sent', refused
      using hint = 'listing_refused', detail = refused::text;
  end if;

  -- One row per vendor, each through the inquiries triggers (held or not, per vendor).
  perform set_config('perfete.inquiry_copy', 'off', true);
  for vendor in
    select l.id, l.name, l.url_name, cat.name as category, c.position
    from unnest(chosen) with ordinality as c (id, position)
    join public.listings l on l.id = c.id
    join public.business_categories cat on cat.id = l.business_category_id
    order by c.position
  loop
    insert into public.inquiries (listing_id, name, email, wedding_date, guest_count, budget_band, message)
    values (vendor.id, send_inquiries.name, send_inquiries.email, send_inquiries.wedding_date,
            send_inquiries.guest_count, send_inquiries.budget_band, send_inquiries.message)
    returning id, status, created_at into row_id, row_status, row_created_at;
    if row_status <> 'held' then
      written := written || jsonb_build_array(jsonb_build_object(
        'inquiry_id', row_id,
        'listing_name', vendor.name,
        'listing_url_name', vendor.url_name,
        'category', vendor.category));
    end if;
    listing_id := vendor.id;
    listing_name := vendor.name;
    return next;
  end loop;
  perform set_config('perfete.inquiry_copy', '', true);

  if jsonb_array_length(written) > 0 then
    perform public.enqueue_message('inquiries_sent', send_inquiries.email, send_inquiries.name, null,
      jsonb_build_object(
        'couple_name', send_inquiries.name,
        'wedding_date', send_inquiries.wedding_date,
        'guest_count', send_inquiries.guest_count,
        'budget_band', send_inquiries.budget_band,
        'message', send_inquiries.message,
        'sent_at', row_created_at,
        'listings', written));
  end if;
end;
$function$;
revoke all
  on function public.send_inquiries(uuid[], text, text, date, integer, text, text)
  from public;
grant execute
  on function public.send_inquiries(uuid[], text, text, date, integer, text, text)
  to anon, authenticated;
comment on function public.send_inquiries(uuid[], text, text, date, integer, text, text) is
  'One inquiry per chosen vendor (at most 10), all or nothing, each through the single inquiry''s triggers (held per vendor); the couple gets one inquiries_sent email listing the vendors written to.';
