-- =================================================================================================
-- storage.sql
--
-- Files: who may upload, replace, list and delete which object in which bucket
-- (storage.objects policies), and the sweep of files no row names any more (storage_removals).
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- storage_removals
-- -------------------------------------------------------------------------------------------------
create table public.storage_removals (
  bucket_id text                     not null,
  name      text                     not null,
  reason    text                     not null,
  queued_at timestamp with time zone not null default now(),
  constraint storage_removals_pkey primary key (bucket_id, name),
  constraint storage_removals_reason_check
    check ((reason = any (array['replaced'::text, 'account_deleted'::text, 'unreferenced'::text])))
);
comment on table public.storage_removals is 'Files to remove through the Storage API (the sweep-media function, service role); no policies, so no one else reads or writes it.';
create index storage_removals_queued_at_idx on public.storage_removals using btree (queued_at);
alter table public.storage_removals
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.storage_removals
  to anon, authenticated;

create or replace function public.media_stem_is_approved (
  object_name text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;

-- -------------------------------------------------------------------------------------------------
-- objects
-- -------------------------------------------------------------------------------------------------
create policy "approved media are removed by admins only" on storage.objects
  as restrictive
  for delete
  to authenticated
  using
    (((bucket_id <> 'media'::text) or (select public.is_admin()) or (not
    public.media_stem_is_approved(name))));
create policy "approved media are replaced by admins only" on storage.objects
  as restrictive
  for update
  to authenticated
  using
    (((bucket_id <> 'media'::text) or (select public.is_admin()) or (not
    public.media_stem_is_approved(name))))
  with
    check
    (((bucket_id <> 'media'::text) or (select public.is_admin()) or (not
    public.media_stem_is_approved(name))));
create policy "no new file beside approved media but an admin's" on storage.objects
  as restrictive
  for insert
  to authenticated
  with
    check
    (((bucket_id <> 'media'::text) or (select public.is_admin()) or (not
    public.media_stem_is_approved(name))));
create policy "object names have no empty or dot segments" on storage.objects
  as restrictive
  for insert
  to anon, authenticated
  with check ((name !~ '(^|/)\.{0,2}(/|$)'::text));
create policy "object names keep no empty or dot segments" on storage.objects
  as restrictive
  for update
  to anon, authenticated
  using (true)
  with check ((name !~ '(^|/)\.{0,2}(/|$)'::text));

create or replace function public.can_write_listing_media (
  object_name text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select (storage.foldername(b.name))[1] = 'listings'
    and lower(b.name) ~ '\.(webp|jpe?g|png|avif|mp4|webm)$'
    and (
      (select public.is_admin())
      or exists (
        select 1
        from public.listings l
        join public.vendor_members m on m.user_id = l.owner_id
        where l.id::text = (storage.foldername(b.name))[2]
          and l.owner_id = (select auth.uid())
          and m.status = 'active'
      ) and (select public.session_is_current())
    )
  from (select public.bounded_text(can_write_listing_media.object_name, 1024, 'object_name') as name) b;
$function$;

create or replace function public.is_approved_listing_media (
  object_name text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;

-- -------------------------------------------------------------------------------------------------
-- objects
-- -------------------------------------------------------------------------------------------------
create policy "owners delete unapproved listing media, admins any" on storage.objects
  for delete
  to authenticated
  using
    (((bucket_id = 'media'::text) and ((select public.is_admin()) or
    (public.can_write_listing_media(name) and (not public.is_approved_listing_media(name))))));
create policy "owners list their listing media, admins all" on storage.objects
  for select
  to authenticated
  using
    (((bucket_id = 'media'::text) and ((select public.is_admin()) or
    public.can_write_listing_media(name))));
create policy "owners update unapproved listing media, admins any" on storage.objects
  for update
  to authenticated
  using
    (((bucket_id = 'media'::text) and ((select public.is_admin()) or
    (public.can_write_listing_media(name) and (not public.is_approved_listing_media(name))))))
  with
    check
    (((bucket_id = 'media'::text) and ((select public.is_admin()) or
    (public.can_write_listing_media(name) and (not public.is_approved_listing_media(name))))));
create policy "owners upload listing media, admins anywhere" on storage.objects
  for insert
  to authenticated
  with
    check
    (((bucket_id = 'media'::text) and ((select public.is_admin()) or
    public.can_write_listing_media(name))));
create policy "people delete their own avatar" on storage.objects
  for delete
  to authenticated
  using
    (((bucket_id = 'avatars'::text) and ((storage.foldername(name))[1] = (( select auth.uid() as
    uid))::text) and ( select public.account_exists() as account_exists)));
create policy "people list their own avatars, admins all" on storage.objects
  for select
  to authenticated
  using
    (((bucket_id = 'avatars'::text) and ((select public.is_admin()) or
    (((storage.foldername(name))[1] = ((select auth.uid()))::text) and ( select
    public.account_exists() as account_exists)))));
create policy "people update their own avatar" on storage.objects
  for update
  to authenticated
  using
    (((bucket_id = 'avatars'::text) and ((storage.foldername(name))[1] = (( select auth.uid() as
    uid))::text) and ( select public.account_exists() as account_exists)))
  with
    check
    (((bucket_id = 'avatars'::text) and ((storage.foldername(name))[1] = (( select auth.uid() as
    uid))::text) and ( select public.account_exists() as account_exists)));
create policy "people upload their own avatar" on storage.objects
  for insert
  to authenticated
  with
    check
    (((bucket_id = 'avatars'::text) and ((storage.foldername(name))[1] = (( select auth.uid() as
    uid))::text) and ( select public.account_exists() as account_exists)));

create or replace function public.review_photo_folder_open (
  folder text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select b.folder ~ '^[0-9a-f]{64}$'
    and exists (
      select 1 from public.review_invitations i
      where (i.token_hash = b.folder or i.reminder_token_hash = b.folder)
        and i.used_at is null and i.expires_at > now()
    )
    and (select count(*) from storage.objects o
         where o.bucket_id = 'review-photos' and o.name like b.folder || '/%') < 12 -- REVIEW_PHOTO_OBJECT_LIMIT
  from (select public.bounded_text(review_photo_folder_open.folder, 1024, 'folder') as folder) b;
$function$;

-- -------------------------------------------------------------------------------------------------
-- objects
-- -------------------------------------------------------------------------------------------------
create policy "review link holders upload review photos" on storage.objects
  for insert
  to anon, authenticated
  with
    check
    (((bucket_id = 'review-photos'::text) and ( select
    public.review_photo_folder_open((storage.foldername(objects.name))[1]) as
    review_photo_folder_open)));

revoke all on function public.can_write_listing_media(text) from public;
grant execute on function public.can_write_listing_media(text) to authenticated;

create or replace function public.forget_storage_removals (
  bucket text,
  names  text[]
)
  returns void
  language sql
  security definer
  set search_path to ''
  as $function$
  delete from public.storage_removals r where r.bucket_id = bucket and r.name = any (names);
$function$;
revoke all on function public.forget_storage_removals(text, text[]) from public;
grant execute on function public.forget_storage_removals(text, text[]) to service_role;

revoke all on function public.is_approved_listing_media(text) from public;
grant execute on function public.is_approved_listing_media(text) to authenticated;

create or replace function public.media_is_referenced (
  bucket      text,
  object_name text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.media_is_referenced(text, text) from public;
grant execute on function public.media_is_referenced(text, text) to service_role;

create or replace function public.media_stem (
  path text
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $function$
  select regexp_replace(
    regexp_replace(public.bounded_text(path, 10000, 'path'), '^.*/storage/v1/object/public/media/', ''),
    '(-(800|1200|1600|card|cover|share|pin))?\.[A-Za-z0-9]+$',
    ''
  );
$function$;

revoke all on function public.media_stem_is_approved(text) from public;
grant execute on function public.media_stem_is_approved(text) to authenticated;
comment on function public.media_stem_is_approved(text) is 'Whether a published listing names a file of this object''s stem (a cover''s sizes, a film''s poster): such objects are written only by admins.';

create or replace function public.queue_unreferenced_media (
  grace interval default '24:00:00'::interval,
  under text     default ''::text
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.queue_unreferenced_media(interval, text) from public;
grant execute on function public.queue_unreferenced_media(interval, text) to service_role;

revoke all on function public.review_photo_folder_open(text) from public;
grant execute on function public.review_photo_folder_open(text) to anon, authenticated;

create or replace function public.take_storage_removals (
  max_count integer default 100
)
  returns table (
    bucket_id text,
    name      text
  )
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  delete from public.storage_removals r
  where not exists (select 1 from storage.objects o where o.bucket_id = r.bucket_id and o.name = r.name)
     or public.media_is_referenced(r.bucket_id, r.name);
  return query
    select r.bucket_id, r.name
    from public.storage_removals r
    order by r.queued_at, r.bucket_id, r.name
    limit greatest(1, least(coalesce(max_count, 100), 1000));
end;
$function$;
revoke all on function public.take_storage_removals(integer) from public;
grant execute on function public.take_storage_removals(integer) to service_role;
