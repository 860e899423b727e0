-- =================================================================================================
-- availability.sql
--
-- Availability: the dates a listing is booked (listing_dates), set by its vendor, and
-- the check a couple makes for their date.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- listing_dates
-- -------------------------------------------------------------------------------------------------
create table public.listing_dates (
  listing_id uuid                     not null,
  day        date                     not null,
  state      text                     not null,
  note       text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint listing_dates_note_check check (((note is null) or (char_length(note) <= 500))),
  constraint listing_dates_pkey primary key (listing_id, day),
  constraint listing_dates_state_check
    check ((state = any (array['booked'::text, 'limited'::text])))
);
comment on table public.listing_dates is 'Days a listing is booked or limited (no row: free). Owner and admins only; the public reads listing_availability().';
comment on column public.listing_dates.note is 'Private to the owner (and admins), at most 500 characters.';
alter table public.listing_dates
  add constraint listing_dates_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
alter table public.listing_dates
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.listing_dates
  to anon, authenticated;
create policy "owners and admins read listing dates" on public.listing_dates
  for select
  to authenticated
  using ((public.owns_listing(listing_id) or (select public.is_admin())));
create policy "owners delete their listing dates" on public.listing_dates
  for delete
  to authenticated
  using (public.owns_listing(listing_id));
create policy "owners insert their listing dates" on public.listing_dates
  for insert
  to authenticated
  with check (public.owns_listing(listing_id));
create policy "owners update their listing dates" on public.listing_dates
  for update
  to authenticated
  using (public.owns_listing(listing_id))
  with check (public.owns_listing(listing_id));
create or replace function public.listing_dates_stamp()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$function$;
create trigger listing_dates_stamp
  before insert or update on public.listing_dates
  for each row
  execute function public.listing_dates_stamp();

create or replace function public.clear_listing_dates (
  p_listing_id uuid,
  p_from       date,
  p_to         date
)
  returns integer
  language plpgsql
  set search_path to ''
  as $function$
declare
  cleared integer;
begin
  perform public.bounded_day(p_from, 'p_from');
  perform public.bounded_day(p_to, 'p_to');
  if not public.owns_listing(p_listing_id) then
    raise exception 'Only the listing''s owner can clear its dates' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The range must run from a day to the same or a later day' using errcode = '22023';
  end if;
  delete from public.listing_dates d
  where d.listing_id = p_listing_id and d.day between p_from and p_to;
  get diagnostics cleared = row_count;
  return cleared;
end;
$function$;
revoke all on function public.clear_listing_dates(uuid, date, date) from public;
grant execute on function public.clear_listing_dates(uuid, date, date) to authenticated;
comment on function public.clear_listing_dates(uuid, date, date) is 'Frees p_from..p_to (inclusive) of an own listing; owner only.';

create or replace function public.listing_availability (
  p_listing_ids uuid[],
  p_day         date
)
  returns table (
    listing_id uuid,
    state      text
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  if cardinality(p_listing_ids) > 200 then
    perform public.refuse_argument('p_listing_ids', 'must hold at most 200 listings', 'Ask for the availability of at most 200 listings at a time.');
  end if;
  perform public.bounded_day(p_day, 'p_day');
  if cardinality(p_listing_ids) > 200 then
    raise exception 'At most 200 listings at a time' using errcode = '22023';
  end if;
  if p_day is null or p_day < (now() at time zone 'utc')::date then
    return;
  end if;
  return query
    select l.id, coalesce(d.state, 'free')
    from public.listings l
    left join public.listing_dates d on d.listing_id = l.id and d.day = p_day
    where l.id = any (p_listing_ids)
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
    order by l.id;
end;
$function$;
revoke all on function public.listing_availability(uuid[], date) from public;
grant execute
  on function public.listing_availability(uuid[], date)
  to anon, authenticated, service_role;
comment on function public.listing_availability(uuid[], date) is 'free | limited | booked on p_day (today or later, UTC) for each shown listing among p_listing_ids; never a note.';

create or replace function public.listings_booked_on (
  p_day date
)
  returns table (
    listing_id uuid
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_day(p_day, 'p_day');
  if p_day is null or p_day < (now() at time zone 'utc')::date then
    return;
  end if;
  return query
    select d.listing_id
    from public.listing_dates d
    join public.listings l on l.id = d.listing_id
    where d.day = p_day
      and d.state = 'booked'
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
    order by d.listing_id;
end;
$function$;
revoke all on function public.listings_booked_on(date) from public;
grant execute
  on function public.listings_booked_on(date)
  to anon, authenticated, service_role;
comment on function public.listings_booked_on(date) is 'The shown listings booked on p_day (today or later, UTC): the directory leaves them out when a couple asks for vendors free that day.';

create or replace function public.set_listing_dates (
  p_listing_id uuid,
  p_from       date,
  p_to         date,
  p_state      text,
  p_note       text default null::text
)
  returns integer
  language plpgsql
  set search_path to ''
  as $function$
declare
  written integer;
begin
  perform public.bounded_day(p_from, 'p_from');
  perform public.bounded_day(p_to, 'p_to');
  perform public.bounded_text(p_state, 20, 'p_state');
  perform public.bounded_text(p_note, 2000, 'p_note');
  if not public.owns_listing(p_listing_id) then
    raise exception 'Only the listing''s owner can mark its dates' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The range must run from a day to the same or a later day' using errcode = '22023';
  end if;
  if p_from < (now() at time zone 'utc')::date then
    raise exception 'Past days cannot be marked' using errcode = '22023';
  end if;
  if p_to - p_from >= 366 then
    raise exception 'A range covers at most 366 days' using errcode = '22023';
  end if;
  if p_state is null or p_state not in ('booked', 'limited') then
    raise exception 'A day is marked booked or limited' using errcode = '22023';
  end if;
  insert into public.listing_dates as d (listing_id, day, state, note)
  select p_listing_id, g::date, p_state, nullif(btrim(p_note), '')
  from generate_series(p_from, p_to, interval '1 day') g
  on conflict on constraint listing_dates_pkey
    do update set state = excluded.state, note = excluded.note;
  get diagnostics written = row_count;
  return written;
end;
$function$;
revoke all on function public.set_listing_dates(uuid, date, date, text, text) from public;
grant execute
  on function public.set_listing_dates(uuid, date, date, text, text)
  to authenticated;
comment on function public.set_listing_dates(uuid, date, date, text, text) is
  'Marks p_from..p_to (inclusive, today or later, at most 366 days) booked or limited with an optional private note; owner only.';
