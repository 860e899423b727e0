-- Issue #18: a listing's contact email and phone and its owner's account id are not public.
--
-- Column privileges: the browser roles (anon, authenticated) may select every column of listings
-- except contact_email, contact_phone and owner_id, so a select naming one of them (or `*`) is
-- refused with 42501 for a visitor and for every member. Writes are unchanged (a vendor still sets
-- their own contact details and owner_id on insert, checked by RLS), and row-level security still
-- decides which rows. Policies may read the columns (they are not the caller's select).
-- The owner and the admins read the contact details through listing_contacts(), a vendor
-- finds their own listings through my_listing_ids().
--
-- A column added to listings later is private until it is granted here-like (safe by default).
-- The local stack re-grants whole tables once per start (a quirk of @supabase/lite): stack.ts puts
-- the column privileges back right after (supabase/local/column-privileges.ts).

revoke select on public.listings from anon, authenticated;

do $$
declare
  shown text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  into shown
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.listings'::regclass
    and a.attnum > 0
    and not a.attisdropped
    and a.attname not in ('contact_email', 'contact_phone', 'owner_id');
  execute format('grant select (%s) on public.listings to anon, authenticated', shown);
end;
$$;

-- The contact details of the given listings that the caller may read: their own (while an active
-- member) or, for an admin, any. Others are left out. One request for a list (the admins' review).
create function public.listing_contacts(listing_ids jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ids jsonb := listing_ids;
  admin boolean := (select public.is_admin());
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to read contact details' using errcode = '42501';
  end if;
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' or jsonb_array_length(ids) > 500 then
    raise exception 'listing_ids must be a list of at most 500 listing ids' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'listing_id', l.id, 'contact_email', l.contact_email, 'contact_phone', l.contact_phone
    ) order by l.id)
    from public.listings l
    where l.id in (select value::uuid from jsonb_array_elements_text(ids))
      and (admin or public.owns_listing(l.id))
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.listing_contacts(jsonb) from public, anon;
grant execute on function public.listing_contacts(jsonb) to authenticated;

-- The ids of the signed-in person's own listings (every status), oldest first.
create function public.my_listing_ids()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(l.id order by l.created_at, l.id), '[]'::jsonb)
  from public.listings l
  where l.owner_id = (select auth.uid());
$$;
revoke all on function public.my_listing_ids() from public, anon;
grant execute on function public.my_listing_ids() to authenticated;
