-- Categories from the admin page: blog categories and subcategories, business categories.
--
-- * is_reference_category(id): the fixed rows of 20261122040000_reference_rows.sql, which the
--   site's sections, menus, home page and the venue rule name by id (supabase/reference-ids.json).
--   They can be renamed, never deleted, and keep their slug, parent and id, whoever writes.
-- * blog_categories keep two levels: a subcategory's parent is a top-level category; a row that
--   posts are filed under keeps its parent (their category and subcategory would no longer agree).
-- * blog_category_post_counts(), business_category_listing_counts(): the admin page's figures, in
--   one request each, counting every post or listing whatever its status (each one blocks a delete).
-- * delete_blog_category(category_id, move_posts_to) and
--   delete_business_category(category_id, move_listings_to): move what is filed under a category
--   to another one and delete it, in one transaction, admins only. With a null target they delete
--   an unused category and refuse a used one. Every row they write is audited by the tables'
--   audit triggers, with the admin as its actor.

create function public.is_reference_category(category_id uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
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
$$;

-- ---------------------------------------------------------------------------------------------
-- Guards: reference rows stay where the site looks for them; blog categories keep two levels
-- ---------------------------------------------------------------------------------------------

create function public.blog_categories_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if public.is_reference_category(old.id) then
      raise exception '“%” is named by the site’s sections and menus; it cannot be deleted', old.name
        using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id then
      raise exception 'A category keeps its id' using errcode = '42501';
    end if;
    if public.is_reference_category(old.id)
       and (new.slug is distinct from old.slug or new.parent_id is distinct from old.parent_id) then
      raise exception '“%” is named by the site’s sections and menus; its web address and parent stay as they are', old.name
        using errcode = '42501';
    end if;
    if new.parent_id is distinct from old.parent_id
       and exists (select 1 from public.blog_posts p where p.category = old.id or p.subcategory = old.id) then
      raise exception 'Posts are filed under “%”; move them before giving it another parent', old.name
        using errcode = '23514';
    end if;
  end if;

  if new.parent_id is not null then
    if exists (select 1 from public.blog_categories c where c.id = new.parent_id and c.parent_id is not null) then
      raise exception 'A subcategory belongs to a top-level category, not to another subcategory'
        using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' and exists (select 1 from public.blog_categories c where c.parent_id = new.id) then
      raise exception '“%” has subcategories of its own; it cannot become a subcategory', new.name
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function public.blog_categories_guard() from public, anon, authenticated;

create trigger blog_categories_guard
  before insert or update or delete on public.blog_categories
  for each row execute function public.blog_categories_guard();

-- A change to a live listing waiting for review may propose a category (listing_changes.changes
-- holds its business_category_id, with no foreign key): that category stays until the review.
create function public.business_categories_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.business_categories_guard() from public, anon, authenticated;

create trigger business_categories_guard
  before update or delete on public.business_categories
  for each row execute function public.business_categories_guard();

-- ---------------------------------------------------------------------------------------------
-- The admin page's figures
-- ---------------------------------------------------------------------------------------------

-- [{id, posts}]: posts filed under each category or subcategory, every status.
create function public.blog_category_post_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see how categories are used' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', filed.id, 'posts', filed.posts))
    from (
      select used.id, count(*) as posts
      from (
        select p.category as id from public.blog_posts p where p.category is not null
        union all
        select p.subcategory from public.blog_posts p where p.subcategory is not null
      ) as used
      group by used.id
    ) as filed
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.blog_category_post_counts() from public, anon;
grant execute on function public.blog_category_post_counts() to authenticated;

-- [{id, listings, applications}]: listings (every status) and membership applications per category.
create function public.business_category_listing_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see how categories are used' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', c.id,
      'listings', (select count(*) from public.listings l where l.business_category_id = c.id),
      'applications', (select count(*) from public.membership_applications a where a.category = c.id)
    ))
    from public.business_categories c
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.business_category_listing_counts() from public, anon;
grant execute on function public.business_category_listing_counts() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Move, then delete: one transaction each
-- ---------------------------------------------------------------------------------------------

-- Moves every post filed under a category or subcategory to `move_posts_to` and deletes it.
-- Posts stay coherent (blog_posts_before_write checks them again): to a subcategory, a post takes
-- it and its parent as category; to a top-level category, it takes that and loses the subcategory
-- it had here. Returns how many posts moved.
create function public.delete_blog_category(category_id uuid, move_posts_to uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  doomed public.blog_categories;
  destination public.blog_categories;
  children integer;
  remaining integer;
  moved integer := 0;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can delete a category' using errcode = '42501';
  end if;
  select * into doomed
  from public.blog_categories c
  where c.id = delete_blog_category.category_id
  for update;
  if not found then
    raise exception 'That category is no longer there' using errcode = 'P0002';
  end if;
  if public.is_reference_category(doomed.id) then
    raise exception '“%” is named by the site’s sections and menus; it cannot be deleted', doomed.name
      using errcode = '42501';
  end if;
  select count(*) into children from public.blog_categories c where c.parent_id = doomed.id;
  if children > 0 then
    raise exception '“%” has % subcategor%; move or delete them first', doomed.name, children,
      case when children = 1 then 'y' else 'ies' end
      using errcode = '23503';
  end if;

  if move_posts_to is not null then
    if move_posts_to = doomed.id then
      raise exception 'Choose another category to move the posts to' using errcode = '22023';
    end if;
    select * into destination
    from public.blog_categories c
    where c.id = delete_blog_category.move_posts_to
    for share;
    if not found then
      raise exception 'The category to move the posts to is no longer there' using errcode = 'P0002';
    end if;
    update public.blog_posts p
    set category = coalesce(destination.parent_id, destination.id),
        subcategory = case when destination.parent_id is null then null else destination.id end
    where p.category = doomed.id or p.subcategory = doomed.id;
    get diagnostics moved = row_count;
  end if;

  select count(*) into remaining
  from public.blog_posts p
  where p.category = doomed.id or p.subcategory = doomed.id;
  if remaining > 0 then
    raise exception '% post% filed under “%”; move them to another category first', remaining,
      case when remaining = 1 then ' is' else 's are' end, doomed.name
      using errcode = '23503';
  end if;

  delete from public.blog_categories c where c.id = doomed.id;
  return moved;
end;
$$;
revoke all on function public.delete_blog_category(uuid, uuid) from public, anon;
grant execute on function public.delete_blog_category(uuid, uuid) to authenticated;

-- Moves every listing and membership application of a business category to `move_listings_to`
-- and deletes it. A change to a live listing still waiting for review that proposes this category
-- is the vendor's words: it is refused until the review is done. Returns how many listings moved.
create function public.delete_business_category(category_id uuid, move_listings_to uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  doomed public.business_categories;
  destination public.business_categories;
  proposed integer;
  remaining integer;
  moved integer := 0;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can delete a category' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.delete_business_category(uuid, uuid) from public, anon;
grant execute on function public.delete_business_category(uuid, uuid) to authenticated;
