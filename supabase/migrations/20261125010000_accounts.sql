-- Accounts: deleting one's own account, avatars, and who may write to `media`.
--
-- * public.delete_account(confirmation): the signed-in person deletes their own account, and only
--   theirs. A vendor's listings are archived (unpublished and kept) with the inquiries couples
--   sent them; the last administrator cannot leave the site without one.
-- * Bucket `avatars`: public pictures, images only, 2 MiB; each person writes only in the folder
--   named by their user id.
-- * Bucket `media`: writes only for admins (anywhere) and active vendor members (their own
--   folder). A plain signed-in account (no membership, not an admin) writes nothing there.
-- * inquiries keep their listing: deleting a listing that has inquiries is refused (archive it).

-- ---------------------------------------------------------------------------------------------
-- Nothing takes a person's messages with it
-- ---------------------------------------------------------------------------------------------

alter table public.inquiries drop constraint inquiries_listing_id_fkey;
alter table public.inquiries
  add constraint inquiries_listing_id_fkey
  foreign key (listing_id) references public.listings (id) on delete restrict;

-- ---------------------------------------------------------------------------------------------
-- delete_account
-- ---------------------------------------------------------------------------------------------

create function public.delete_account(confirmation text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if delete_account.confirmation is distinct from 'DELETE' then
    raise exception 'Type DELETE to confirm deleting your account' using errcode = '22023';
  end if;

  -- Serialises two admins deleting themselves at once, so one always stays.
  lock table public.admin_users in share row exclusive mode;
  if exists (select 1 from public.admin_users a where a.id = caller)
     and (select count(*) from public.admin_users) = 1 then
    raise exception 'You are the last administrator; add another administrator before deleting this account'
      using errcode = 'P0001';
  end if;

  -- A vendor's listings leave the directory and are kept, with their inquiries and photos.
  update public.listings l
  set status = 'archived'
  where l.owner_id = caller and l.status <> 'archived';

  -- The membership goes with the person (a later invitation can bring them back).
  delete from public.vendor_members m where m.user_id = caller;

  -- The auth rows. Hosted Supabase cascades these from auth.users; the local stack's auth schema
  -- may not, so they go first, explicitly.
  if to_regclass('auth.refresh_tokens') is not null then
    execute 'delete from auth.refresh_tokens where user_id::text = $1' using caller::text;
  end if;
  if to_regclass('auth.sessions') is not null then
    execute 'delete from auth.sessions where user_id::text = $1' using caller::text;
  end if;
  if to_regclass('auth.identities') is not null then
    execute 'delete from auth.identities where user_id::text = $1' using caller::text;
  end if;

  -- profiles and admin_users cascade; listings.owner_id, invitations' accepted_by and created_by
  -- and blog_posts.author_id are set to null (the stories stay published, with their byline).
  delete from auth.users u where u.id = caller;
end;
$$;

comment on function public.delete_account(text) is
  'Deletes the signed-in user''s own account (confirmation must be ''DELETE''): archives their listings, keeps inquiries, refuses the last admin.';

revoke all on function public.delete_account(text) from public, anon;
grant execute on function public.delete_account(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Avatars
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "anyone reads avatars" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'avatars');

create policy "people upload their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "people update their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "people delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- media: members and admins only
-- ---------------------------------------------------------------------------------------------

drop policy "users upload to their own media folder, admins anywhere" on storage.objects;
drop policy "users update their own media, admins any" on storage.objects;
drop policy "users delete their own media, admins any" on storage.objects;

create policy "members upload to their own media folder, admins anywhere" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'media'
    and (
      (select public.is_admin())
      or ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.is_active_vendor()))
    )
  );

create policy "members update their own media, admins any" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'media'
    and (
      (select public.is_admin())
      or ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.is_active_vendor()))
    )
  )
  with check (
    bucket_id = 'media'
    and (
      (select public.is_admin())
      or ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.is_active_vendor()))
    )
  );

create policy "members delete their own media, admins any" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'media'
    and (
      (select public.is_admin())
      or ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.is_active_vendor()))
    )
  );
