-- Issue #31, "check your date": vendors mark the days they are booked (or have limited room) in
-- their workspace; a couple who set their wedding date sees "Free on 18 Sep 2027", "Limited" or
-- "Booked" on vendor pages and cards, for future dates only, and never a vendor's private note.
--
-- * listing_dates: one row per listing and day that is not free (no row = free). Owner and
--   admins only: the owner of the listing (owner_id, while an active vendor: owns_listing())
--   writes and reads its own dates with their notes; admins read; anon and other vendors read
--   nothing from the table itself. created_at/updated_at are the database's.
-- * listing_availability(ids, day): the one public face. For each of the given listings that the
--   directory shows (published, member not suspended) and a day that is today or later, the
--   state 'free' | 'limited' | 'booked'; nothing for past days, hidden listings or unknown ids;
--   never a note. One call for a whole grid of cards (at most 200 ids).
-- * "Today" is the UTC calendar day (now() at time zone 'utc'), the site's clock everywhere else
--   (views per day, digests). A couple's date is a calendar day without a zone; for the few hours
--   when it is still yesterday somewhere, a date is treated as past a little early, which only
--   hides a state, never shows a wrong one.
-- * set_listing_dates(listing, from, to, state, note) marks a range (at most 366 days, today or
--   later) booked or limited, replacing what was there; clear_listing_dates(listing, from, to)
--   frees a range (one day: from = to). Both run as the caller, so the policies decide; a caller
--   who does not own the listing is refused with 42501.

create table public.listing_dates (
  listing_id uuid not null
    constraint listing_dates_listing_id_fkey references public.listings (id) on delete cascade,
  day date not null,
  state text not null
    constraint listing_dates_state_check check (state in ('booked', 'limited')),
  note text
    constraint listing_dates_note_check check (note is null or char_length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listing_dates_pkey primary key (listing_id, day)
);

comment on table public.listing_dates is
  'Days a listing is booked or limited (no row: free). Owner and admins only; the public reads listing_availability().';
comment on column public.listing_dates.note is 'Private to the owner (and admins), at most 500 characters.';

alter table public.listing_dates enable row level security;

-- created_at and updated_at are the database's, whatever a client sends.
create function public.listing_dates_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger listing_dates_stamp
  before insert or update on public.listing_dates
  for each row execute function public.listing_dates_stamp();

create policy "owners and admins read listing dates" on public.listing_dates
  for select to authenticated
  using (public.owns_listing(listing_id) or (select public.is_admin()));

create policy "owners insert their listing dates" on public.listing_dates
  for insert to authenticated
  with check (public.owns_listing(listing_id));

create policy "owners update their listing dates" on public.listing_dates
  for update to authenticated
  using (public.owns_listing(listing_id))
  with check (public.owns_listing(listing_id));

create policy "owners delete their listing dates" on public.listing_dates
  for delete to authenticated
  using (public.owns_listing(listing_id));

revoke all on public.listing_dates from anon;

-- ---------------------------------------------------------------------------------------------
-- The public face: free, limited or booked on one day, for a grid of listings
-- ---------------------------------------------------------------------------------------------

create function public.listing_availability(p_listing_ids uuid[], p_day date)
returns table (listing_id uuid, state text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
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
$$;
comment on function public.listing_availability(uuid[], date) is
  'free | limited | booked on p_day (today or later, UTC) for each shown listing among p_listing_ids; never a note.';
revoke all on function public.listing_availability(uuid[], date) from public;
grant execute on function public.listing_availability(uuid[], date) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The owner's range writer and clearer (run as the caller: the policies above decide)
-- ---------------------------------------------------------------------------------------------

create function public.set_listing_dates(
  p_listing_id uuid, p_from date, p_to date, p_state text, p_note text default null
)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  written integer;
begin
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
$$;
comment on function public.set_listing_dates(uuid, date, date, text, text) is
  'Marks p_from..p_to (inclusive, today or later, at most 366 days) booked or limited with an optional private note; owner only.';
revoke all on function public.set_listing_dates(uuid, date, date, text, text) from public, anon;
grant execute on function public.set_listing_dates(uuid, date, date, text, text) to authenticated;

create function public.clear_listing_dates(p_listing_id uuid, p_from date, p_to date)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  cleared integer;
begin
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
$$;
comment on function public.clear_listing_dates(uuid, date, date) is
  'Frees p_from..p_to (inclusive) of an own listing; owner only.';
revoke all on function public.clear_listing_dates(uuid, date, date) from public, anon;
grant execute on function public.clear_listing_dates(uuid, date, date) to authenticated;
