-- Storage: one public bucket, `media`, for every image and video the site shows.
--
-- Public URL: /storage/v1/object/public/media/<path>. Reading objects of a public bucket needs no
-- policy on the platform; the select policies below are for listing folders and for upserts.
-- Writes:
--   * any signed-in user (vendors included) under the folder named by their own user id:
--     media/<auth.uid()>/...  (headshots, listing photos, videos)
--   * admins anywhere in the bucket (editorial images, demo media)
--   * nobody anonymous.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media',
  'media',
  true,
  52428800, -- 50 MiB
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "anon reads media" on storage.objects
  for select to anon
  using (bucket_id = 'media');

create policy "authenticated reads media" on storage.objects
  for select to authenticated
  using (bucket_id = 'media');

create policy "users upload to their own media folder, admins anywhere" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'media'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );

create policy "users update their own media, admins any" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'media'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  )
  with check (
    bucket_id = 'media'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );

create policy "users delete their own media, admins any" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'media'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
