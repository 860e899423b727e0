-- =================================================================================================
-- categories.sql
--
-- The directory's categories (business_categories): the reference ones the site's
-- menus name cannot be deleted; counts for the admin.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- business_categories
-- -------------------------------------------------------------------------------------------------
create table public.business_categories (
  id         uuid                     not null default gen_random_uuid(),
  name       text                     not null,
  slug       text                     not null,
  sort_order integer                  not null default 0,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint business_categories_name_check
    check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 100))),
  constraint business_categories_name_key unique (name),
  constraint business_categories_pkey primary key (id),
  constraint business_categories_slug_check
    check (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(slug) <= 100))),
  constraint business_categories_slug_key unique (slug),
  constraint business_categories_sort_order_check check ((sort_order >= 0))
);
create index business_categories_sort_order_idx on public.business_categories
  using btree (sort_order);
alter table public.business_categories
  enable row level security;
create or replace function public.business_categories_guard()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  proposed integer;
begin
  if tg_op = 'DELETE' then
    if public.is_reference_category(old.id) then
      raise exception '“%” is one of the fixed categories the site’s menus and the venue rule depend on; it cannot be deleted', old.name
        using errcode = '42501';
    end if;
    select count(*) into proposed
    from public.listing_changes c
    where c.changes ->> 'business_category_id' = old.id::text;
    if proposed > 0 then
      raise exception '% change% to live listings waiting for review propose “%”; review them first', proposed,
        case when proposed = 1 then '' else 's' end, old.name
        using errcode = '23503';
    end if;
    return old;
  end if;
  if new.id is distinct from old.id then
    raise exception 'A category keeps its id' using errcode = '42501';
  end if;
  if public.is_reference_category(old.id) and new.slug is distinct from old.slug then
    raise exception '“%” is one of the fixed categories the site’s menus depend on; its web address stays as it is', old.name
      using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function public.business_categories_guard() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.business_categories
  to anon, authenticated;
create policy "admins delete business categories" on public.business_categories
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert business categories" on public.business_categories
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update business categories" on public.business_categories
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads business categories" on public.business_categories
  for select
  to anon
  using (true);
create policy "authenticated reads business categories" on public.business_categories
  for select
  to authenticated
  using (true);
create trigger business_categories_audit
  after insert or delete or update on public.business_categories
  for each row
  execute function public.record_admin_write('id');
create trigger business_categories_guard
  before delete or update on public.business_categories
  for each row
  execute function public.business_categories_guard();
create trigger business_categories_keep_server_dates
  before insert or update on public.business_categories
  for each row
  execute function public.keep_server_dates();
create trigger business_categories_set_updated_at
  before update on public.business_categories
  for each row
  execute function public.set_updated_at();

create or replace function public.delete_business_category (
  category_id      uuid,
  move_listings_to uuid
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  doomed public.business_categories;
  destination public.business_categories;
  proposed integer;
  remaining integer;
  moved integer := 0;
begin
  perform private.assert_admin('delete a category');
  select * into doomed
  from public.business_categories c
  where c.id = delete_business_category.category_id
  for update;
  if not found then
    raise exception 'That category is no longer there' using errcode = 'P0002';
  end if;
  if public.is_reference_category(doomed.id) then
    raise exception '“%” is one of the fixed categories the site’s menus and the venue rule depend on; it cannot be deleted', doomed.name
      using errcode = '42501';
  end if;
  select count(*) into proposed
  from public.listing_changes c
  where c.changes ->> 'business_category_id' = doomed.id::text;
  if proposed > 0 then
    raise exception '% change% to live listings waiting for review propose “%”; review them first', proposed,
      case when proposed = 1 then '' else 's' end, doomed.name
      using errcode = '23503';
  end if;

  if move_listings_to is not null then
    if move_listings_to = doomed.id then
      raise exception 'Choose another category to move the listings to' using errcode = '22023';
    end if;
    select * into destination
    from public.business_categories c
    where c.id = delete_business_category.move_listings_to
    for share;
    if not found then
      raise exception 'The category to move the listings to is no longer there' using errcode = 'P0002';
    end if;
    update public.listings l
    set business_category_id = destination.id
    where l.business_category_id = doomed.id;
    get diagnostics moved = row_count;
    update public.membership_applications a
    set category = destination.id
    where a.category = doomed.id;
  end if;

  select count(*) into remaining from public.listings l where l.business_category_id = doomed.id;
  if remaining > 0 then
    raise exception '% listing% in “%”; move them to another category first', remaining,
      case when remaining = 1 then ' is' else 's are' end, doomed.name
      using errcode = '23503';
  end if;
  select count(*) into remaining from public.membership_applications a where a.category = doomed.id;
  if remaining > 0 then
    raise exception '% membership application% name “%”; move them to another category first', remaining,
      case when remaining = 1 then '' else 's' end, doomed.name
      using errcode = '23503';
  end if;

  delete from public.business_categories c where c.id = doomed.id;
  return moved;
end;
$function$;
revoke all on function public.delete_business_category(uuid, uuid) from public;
grant execute on function public.delete_business_category(uuid, uuid) to authenticated;

create or replace function public.is_reference_category (
  category_id uuid
)
  returns boolean
  language sql
  immutable
  set search_path to ''
  as $function$
  select category_id = any (array[
    -- blog categories and subcategories
    '10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002',
    '10000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004',
    '10000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000006',
    '10000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000008',
    '10000000-0000-4000-8000-000000000009', '10000000-0000-4000-8000-000000000010',
    '10000000-0000-4000-8000-000000000011',
    '10000000-0000-4000-8000-000000000101', '10000000-0000-4000-8000-000000000102',
    '10000000-0000-4000-8000-000000000103', '10000000-0000-4000-8000-000000000104',
    '10000000-0000-4000-8000-000000000105', '10000000-0000-4000-8000-000000000106',
    '10000000-0000-4000-8000-000000000107', '10000000-0000-4000-8000-000000000108',
    '10000000-0000-4000-8000-000000000109', '10000000-0000-4000-8000-000000000110',
    '10000000-0000-4000-8000-000000000111', '10000000-0000-4000-8000-000000000112',
    '10000000-0000-4000-8000-000000000113', '10000000-0000-4000-8000-000000000114',
    '10000000-0000-4000-8000-000000000115', '10000000-0000-4000-8000-000000000116',
    -- business categories (…013 is Venue: listings.venue_type is only allowed on it)
    '20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002',
    '20000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000004',
    '20000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000006',
    '20000000-0000-4000-8000-000000000007', '20000000-0000-4000-8000-000000000008',
    '20000000-0000-4000-8000-000000000009', '20000000-0000-4000-8000-000000000010',
    '20000000-0000-4000-8000-000000000011', '20000000-0000-4000-8000-000000000012',
    '20000000-0000-4000-8000-000000000013', '20000000-0000-4000-8000-000000000014',
    '20000000-0000-4000-8000-000000000015', '20000000-0000-4000-8000-000000000016',
    '20000000-0000-4000-8000-000000000017', '20000000-0000-4000-8000-000000000018'
  ]::uuid[]);
$function$;
