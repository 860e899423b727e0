-- A vendor takes her live listing down, and puts it back (#41).
--
-- Taken down: the listing leaves the directory (status 'draft': no visitor reads it, so its page,
-- its card, search and the sitemap lose it; 'archived' stays the admins' step before a delete).
-- Nothing is deleted: reviews, credits in stories and the inquiries stay where they are.
--
-- Put back: live again at once when nothing changed since it was taken down (the version the
-- editors approved), otherwise sent for review ('pending', as "Submit for review" does). The
-- database decides, from two columns it owns:
--   taken_down_at               when its vendor took it down (null unless she did);
--   changed_since_take_down_at  when the listing's fields or photos first changed after that
--                               (null while it is as approved). An admin's change (approving
--                               waiting changes) is reviewed by definition and does not count.
-- Both are set by triggers only: no browser role may insert or update them (column privileges);
-- the owner reads them on her dashboard.

alter table public.listings
  add column taken_down_at timestamptz,
  add column changed_since_take_down_at timestamptz;

comment on column public.listings.taken_down_at is
  'When its vendor took the published listing down (to draft); null otherwise. Set by the database (listings_take_down).';
comment on column public.listings.changed_since_take_down_at is
  'When the taken-down listing''s fields or photos first changed (not by an admin); null while unchanged. put_back_listing publishes only then.';

-- Keeps the two columns true to what happened to the row. Runs with its owner's rights (to read
-- auth.uid(), who is acting); it changes nothing but the row being written.
create function public.listings_take_down()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.listings_take_down() from public, anon, authenticated;

-- Runs after the guard and the other BEFORE triggers (they fire in name order).
create trigger listings_take_down
  before insert or update on public.listings
  for each row execute function public.listings_take_down();

-- A photo added, changed or removed while the listing is taken down is a change of content.
create function public.listing_photos_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.listing_photos_changed() from public, anon, authenticated;

create trigger listing_photos_changed
  after insert or update or delete on public.listing_photos
  for each row execute function public.listing_photos_changed();

-- Column privileges: the browser roles write every column of listings but these two (and the
-- generated ones, which no one writes); the signed-in read them (RLS shows a listing that is not
-- live only to its owner and the admins; a live one has both null). A column added later is not
-- writable by the browser until granted (the local stack keeps column grants:
-- supabase/local/column-privileges.ts).
revoke insert, update on public.listings from anon, authenticated;

do $$
declare
  writable text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  into writable
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.listings'::regclass
    and a.attnum > 0
    and not a.attisdropped
    and a.attgenerated = ''
    and a.attname not in ('taken_down_at', 'changed_since_take_down_at');
  execute format('grant insert (%s), update (%s) on public.listings to anon, authenticated',
                 writable, writable);
end;
$$;

grant select (taken_down_at, changed_since_take_down_at) on public.listings to authenticated;

-- Takes the caller's live listing down (to draft). The trigger records that she did.
create function public.take_down_listing(listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.take_down_listing(listing_id uuid) is
  'Its vendor (an active member, live session) takes her published listing down: it becomes a draft no visitor sees, recorded as taken down (taken_down_at).';
revoke all on function public.take_down_listing(listing_id uuid) from public, anon;
grant execute on function public.take_down_listing(listing_id uuid) to authenticated;

-- Puts the caller's taken-down listing back: live at once when nothing changed since she took it
-- down, else sent for review. Answers the listing's new status ('published' or 'pending').
create function public.put_back_listing(listing_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
comment on function public.put_back_listing(listing_id uuid) is
  'Its vendor puts her taken-down listing back: published at once when neither its fields nor its photos changed since she took it down, else pending (review). Answers the new status.';
revoke all on function public.put_back_listing(listing_id uuid) from public, anon;
grant execute on function public.put_back_listing(listing_id uuid) to authenticated;
