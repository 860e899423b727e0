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
  add column is_writer boolean not null default false,
  add column has_account boolean not null default false;

comment on table public.profiles is
  'Public face of a person: an auth user (created by on_auth_user_created) or a writer added by an admin who never signs in.';
comment on column public.profiles.is_writer is
  'Offered in the Author list of the editor and public like a byline, with or without an account.';

comment on column public.profiles.has_account is
  'The profile is an auth user''s (set by the database on insert): such a profile is public only as the byline of a published story.';

update public.profiles pr set has_account = exists (select 1 from auth.users u where u.id = pr.id);

create function public.set_profile_has_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.has_account := exists (select 1 from auth.users u where u.id = new.id);
  return new;
end;
$$;
comment on function public.set_profile_has_account() is 'Records whether a new profile belongs to an auth user (writers added by an admin do not).';
revoke all on function public.set_profile_has_account() from public, anon, authenticated;

create trigger profiles_set_has_account
  before insert on public.profiles
  for each row execute function public.set_profile_has_account();

-- Everyone who already signs a story, and every admin, is a writer.
update public.profiles pr set is_writer = true
where exists (select 1 from public.blog_posts p where p.author_id = pr.id)
   or exists (select 1 from public.admin_users a where a.id = pr.id);

-- Whoever signs a story is offered as an author from then on (the seed's authors, a byline).
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

-- Anyone reads the public face of a writer without an account; a profile with an account stays
-- public only as the byline of a published story (as before). anon sees only the public columns.
create policy "anon reads writers without accounts" on public.profiles
  for select to anon
  using (is_writer and not has_account);

create policy "authenticated reads writers without accounts" on public.profiles
  for select to authenticated
  using (is_writer and not has_account);

revoke select on public.profiles from anon;
grant select (id, full_name, avatar_url, bio) on public.profiles to anon;

-- Only admins add writers; the server owns whether a profile is a writer after that.
create policy "admins add writers" on public.profiles
  for insert to authenticated
  with check ((select public.is_admin()) and is_writer);

revoke insert, update on public.profiles from authenticated;
grant insert (full_name, avatar_url, bio, is_writer) on public.profiles to authenticated;
grant update (full_name, avatar_url, bio) on public.profiles to authenticated;
