-- Issue #40 (E): an approved stem is closed; review photos are checked and swept; no empty path
-- segments.
--
-- * A file of a stem that a published listing names (its headshot, cover, film or a photo, in
--   any folder) is approved, and so is every sibling of that stem: a cover's `-800|-1200|-1600|
--   -card` sizes, a film's `.webp` poster. Until now only update and delete were refused, so a
--   vendor could add `film-X.webp` beside an approved `film-X.mp4` (a new object) and it became
--   the poster of the live page, unreviewed; the same for the `-card.webp` of an approved
--   `-1200.webp`. Now no one but an admin writes, replaces or removes any object whose stem is
--   approved (restrictive policies, on top of whatever permissive policy lets a vendor write).
--   The editor's uploads always take new stems (src/lib/unique-file-name.ts, a film and its
--   poster together before the change is sent), so nothing the site does is refused.
-- * Object names have no empty or dot segments (`a//b`, `/a`, `a/`, `a/./b`, `a/../b`): the local
--   stack's files are kept on disk by name, where `listings/<id>//x.webp` is the file of
--   `listings/<id>/x.webp`, so such a name overwrote an approved file's bytes. Refused here for
--   every bucket (hosted and local alike); the local stack also refuses them before the policies
--   (supabase/local/upload-guard.ts) and at its disk (supabase/local/storage-adapter.ts).
-- * review-photos joins the sweep of unreferenced uploads: a photo no review names, once its
--   invitation is used or expired (the couple may still be writing until then), is queued by
--   queue_unreferenced_media after the grace period and removed by supabase/functions/sweep-media.
--   Its first-bytes check is the local stack's, as for avatars and media
--   (supabase/local/upload-guard.ts); hosted Storage holds it to its declared type.

-- ---------------------------------------------------------------------------------------------
-- Bounds (issue #40 D's rule, with its public.bounded_text): the storage helpers a browser role
-- may call refuse an oversized argument at once (22023, with a hint)
-- ---------------------------------------------------------------------------------------------

-- As in 20261129020000, bounded: every stored media reference is at most 2,048 characters (the
-- tables' checks), so 10,000 refuses no real one.
create or replace function public.media_stem(path text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(public.bounded_text(path, 10000, 'path'), '^.*/storage/v1/object/public/media/', ''),
    '(-(800|1200|1600|card))?\.[A-Za-z0-9]+$',
    ''
  );
$$;

-- As in 20261129020000, bounded: an object name is at most 1,024 characters (an S3 key's bytes).
create or replace function public.is_approved_listing_media(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(object_name, 1024, 'object_name');
  return exists (
    select 1
    from public.listings l
    where l.id::text = (storage.foldername(object_name))[2]
      and (storage.foldername(object_name))[1] = 'listings'
      and l.status = 'published'
      and (
        public.media_stem(object_name) in (
          public.media_stem(l.headshot_url), public.media_stem(l.image_url), public.media_stem(l.video_url)
        )
        or exists (
          select 1 from public.listing_photos p
          where p.listing_id = l.id and public.media_stem(p.url) = public.media_stem(object_name)
        )
      )
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Approved stems
-- ---------------------------------------------------------------------------------------------

-- Whether a published listing names a file of this object's stem (the object itself or a
-- sibling), whichever folder the object is in: a listing's fields may name any path.
create function public.media_stem_is_approved(object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  stem text;
begin
  perform public.bounded_text(object_name, 1024, 'object_name');
  stem := public.media_stem(object_name);
  return exists (
      select 1 from public.listings l
      where l.status = 'published'
        and stem in (public.media_stem(l.headshot_url), public.media_stem(l.image_url),
                     public.media_stem(l.video_url))
    )
    or exists (
      select 1
      from public.listing_photos p
      join public.listings l on l.id = p.listing_id
      where public.media_stem(p.url) = stem and l.status = 'published'
    );
end;
$$;
comment on function public.media_stem_is_approved(text) is
  'Whether a published listing names a file of this object''s stem (a cover''s sizes, a film''s poster): such objects are written only by admins.';
revoke all on function public.media_stem_is_approved(text) from public, anon;
grant execute on function public.media_stem_is_approved(text) to authenticated;

-- The photos' stems are looked up on every upload (and by the sweep's media_is_referenced).
create index listing_photos_media_stem_idx on public.listing_photos (public.media_stem(url));

create policy "no new file beside approved media but an admin's" on storage.objects
  as restrictive for insert to authenticated
  with check (
    bucket_id <> 'media'
    or (select public.is_admin())
    or not public.media_stem_is_approved(name)
  );

create policy "approved media are replaced by admins only" on storage.objects
  as restrictive for update to authenticated
  using (
    bucket_id <> 'media'
    or (select public.is_admin())
    or not public.media_stem_is_approved(name)
  )
  with check (
    bucket_id <> 'media'
    or (select public.is_admin())
    or not public.media_stem_is_approved(name)
  );

create policy "approved media are removed by admins only" on storage.objects
  as restrictive for delete to authenticated
  using (
    bucket_id <> 'media'
    or (select public.is_admin())
    or not public.media_stem_is_approved(name)
  );

-- ---------------------------------------------------------------------------------------------
-- No empty or dot segments in a name
-- ---------------------------------------------------------------------------------------------

create policy "object names have no empty or dot segments" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (name !~ '(^|/)\.{0,2}(/|$)');

create policy "object names keep no empty or dot segments" on storage.objects
  as restrictive for update to anon, authenticated
  using (true)
  with check (name !~ '(^|/)\.{0,2}(/|$)');

-- ---------------------------------------------------------------------------------------------
-- The sweep takes abandoned review photos
-- ---------------------------------------------------------------------------------------------

-- As in 20261129020000, plus review-photos: a photo is kept while a review names it, or while
-- its folder's invitation (the token's sha256, or the reminder's) is still open.
create or replace function public.media_is_referenced(bucket text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  stem text := public.media_stem(object_name);
  folder text := split_part(object_name, '/', 1);
begin
  if bucket = 'avatars' then
    return exists (select 1 from public.profiles p where position(object_name in coalesce(p.avatar_url, '')) > 0);
  end if;
  if bucket = 'review-photos' then
    return exists (
        select 1 from public.reviews r
        where r.photos @> jsonb_build_array(jsonb_build_object('path', object_name))
      )
      or exists (
        select 1 from public.review_invitations i
        where (i.token_hash = folder or i.reminder_token_hash = folder)
          and i.used_at is null and i.expires_at > now()
      );
  end if;
  if bucket <> 'media' then
    return true;
  end if;
  return exists (select 1 from public.listings l where position(stem in to_jsonb(l)::text) > 0)
    or exists (select 1 from public.listing_photos p where public.media_stem(p.url) = stem)
    or exists (select 1 from public.listing_changes c where position(stem in c.changes::text) > 0)
    or exists (select 1 from public.blog_posts b where position(stem in to_jsonb(b)::text) > 0)
    or exists (select 1 from public.post_revisions r where position(stem in to_jsonb(r)::text) > 0)
    or exists (select 1 from public.standalone_videos v where position(stem in to_jsonb(v)::text) > 0);
end;
$$;

-- As in 20261129020000, plus every object of review-photos (media_is_referenced keeps the ones a
-- review names or an open invitation may still name).
create or replace function public.queue_unreferenced_media(grace interval default interval '24 hours', under text default '')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'unreferenced'
  from storage.objects o
  where o.created_at < now() - grace
    and o.name like replace(replace(coalesce(under, ''), '%', '\%'), '_', '\_') || '%'
    and (
      o.bucket_id in ('avatars', 'review-photos')
      or (o.bucket_id = 'media' and (o.name like 'listings/%' or o.name like 'posts/%' or o.name like 'videos/%'))
    )
    and not public.media_is_referenced(o.bucket_id, o.name)
  on conflict (bucket_id, name) do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
