-- Writers: every person with a byline is a profile, and an admin can add one who never signs in
-- (name, short bio, avatar). A profile no longer needs an auth user: blog_posts.author_id and
-- every byline select (profile:profiles!blog_posts_author_id_fkey) work for writers unchanged.
-- Why profiles and not a writers table: docs/decisions.md ("Writers are profiles").

-- A profile with an account keeps its auth user's id and goes with it (a trigger now, the key
-- before); a writer without one gets its own id.
alter table public.profiles drop constraint profiles_id_fkey;
alter table public.profiles alter column id set default gen_random_uuid();

alter table public.profiles
  add column bio text
    constraint profiles_bio_check check (bio is null or char_length(btrim(bio)) between 1 and 600),
  add column is_writer boolean not null default false;

comment on table public.profiles is
  'Public face of a person: an auth user (created by on_auth_user_created) or a writer added by an admin who never signs in.';
comment on column public.profiles.is_writer is
  'Offered in the Author list of the editor and public like a byline, with or without an account.';

-- Everyone who already signs a story, and every admin, is a writer.
update public.profiles pr set is_writer = true
where exists (select 1 from public.blog_posts p where p.author_id = pr.id)
   or exists (select 1 from public.admin_users a where a.id = pr.id);

-- Whoever signs a story is a writer from then on (the seed's authors, an admin's byline).
create function public.mark_post_author_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set is_writer = true where id = new.author_id and not is_writer;
  return new;
end;
$$;
comment on function public.mark_post_author_writer() is 'Marks the profile a story is signed with as a writer.';
revoke all on function public.mark_post_author_writer() from public, anon, authenticated;

create trigger blog_posts_author_is_writer
  after insert or update of author_id on public.blog_posts
  for each row
  when (new.author_id is not null)
  execute function public.mark_post_author_writer();

create index profiles_is_writer_idx on public.profiles (is_writer) where is_writer;

create function public.handle_deleted_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.profiles where id = old.id;
  return old;
end;
$$;
comment on function public.handle_deleted_user() is 'Removes the profile of a deleted auth user (the key to auth.users is gone since writers).';
revoke all on function public.handle_deleted_user() from public, anon, authenticated;

create trigger on_auth_user_deleted
  after delete on auth.users
  for each row execute function public.handle_deleted_user();

-- Anyone reads a writer's public face; anon sees only the public columns of any profile.
create policy "anon reads writers" on public.profiles
  for select to anon
  using (is_writer);

create policy "authenticated reads writers" on public.profiles
  for select to authenticated
  using (is_writer);

revoke select on public.profiles from anon;
grant select (id, full_name, avatar_url, bio) on public.profiles to anon;

-- Only admins add writers; the server owns whether a profile is a writer after that.
create policy "admins add writers" on public.profiles
  for insert to authenticated
  with check ((select public.is_admin()) and is_writer);

revoke insert, update on public.profiles from authenticated;
grant insert (full_name, avatar_url, bio, is_writer) on public.profiles to authenticated;
grant update (full_name, avatar_url, bio) on public.profiles to authenticated;
