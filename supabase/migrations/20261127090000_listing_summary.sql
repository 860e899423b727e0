-- Issue #17: the directory's cards carry a listing's summary, not its whole description.
--
-- /index and /venues ask for a page of 24 cards in one request, and the page's structured data (an
-- ItemList of LocalBusiness, as the spec asks) gives each a description. Sending every description whole
-- made that answer twice the size of the cards themselves (21 KB of JSON for /index), and it is on
-- the page's first screen. The structured data's list descriptions are summaries of at most 160
-- characters, cut at a word (src/features/listings/seo.ts): the database keeps the first 161
-- characters with runs of white space made one space, enough for that cut to come out the same
-- as it would from the whole text. The vendor page still reads the whole description.
alter table public.listings
  add column summary text generated always as (
    left(regexp_replace(btrim(description), '\s+', ' ', 'g'), 161)
  ) stored;

comment on column public.listings.summary is
  'The description''s first 161 characters, white space made single: the source of the directory''s structured-data summaries (160 characters at most, cut at a word).';

-- Public like the description it comes from (the browser roles' select is granted per column).
grant select (summary) on public.listings to anon, authenticated;

-- The admins' activity log leaves out the columns the database derives from others: a changed
-- description is one change, not two. It named them one by one (the search vectors, is_open); it
-- now asks the catalog for the table's generated columns, so this one and any later one are left
-- out alike (blog_posts.search_vector, which the list missed under the name 'search', too).
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
        where a.attrelid = tg_relid and a.attgenerated = 's' and not a.attisdropped
      );
    if changed = '{}'::jsonb then
      return null;
    end if;
  else
    changed := coalesce(after, before);
  end if;
  insert into public.admin_audit (actor_id, table_name, row_id, action, changed)
  values (
    (select auth.uid()),
    tg_table_name,
    coalesce(after, before) ->> coalesce(nullif(tg_argv[0], ''), 'id'),
    lower(tg_op),
    changed
  );
  return null;
end;
$$;
revoke all on function public.record_admin_write() from public, anon, authenticated;
