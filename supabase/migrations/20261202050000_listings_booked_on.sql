-- #41: "Leave out vendors booked that day" is applied in the directory's query, so the count and
-- the pages agree. listing_dates is private (notes, limited days); this answers only which shown
-- listings are booked on one day, today or later: what listing_availability() already tells
-- anyone, listing by listing. The directory's page request then leaves those ids out.
create function public.listings_booked_on(p_day date)
returns table (listing_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
comment on function public.listings_booked_on(p_day date) is 'The shown listings booked on p_day (today or later, UTC): the directory leaves them out when a couple asks for vendors free that day.';
revoke all on function public.listings_booked_on(p_day date) from public;
grant execute on function public.listings_booked_on(p_day date) to anon, authenticated, service_role;
