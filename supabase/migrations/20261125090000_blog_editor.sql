-- The blog editor's ground: revisions that keep a post's history, a save that never overwrites
-- someone else's, and the image fields the editor fills.
--
-- * post_revisions: snapshots of a post's editable fields, taken by the database from the row
--   itself (record_post_revision), never sent by the client; admins read them, nobody edits or
--   deletes one (a post deleted for good takes its revisions with it: they are the post's own).
--   An autosave revision is taken at most every REVISION_MIN_INTERVAL (5 minutes) per post; a
--   publish, a restore or an explicit save always makes one.
-- * restore_post_revision(revision_id): writes a revision's fields back onto the post and records
--   the restore as a new revision, so restoring never destroys history.
-- * featured_image_alt, the focal points (0–100 % across and down) and the social image.

alter table public.blog_posts
  add column featured_image_alt text
    constraint blog_posts_featured_image_alt_check check (featured_image_alt is null or char_length(featured_image_alt) <= 300),
  add column featured_image_focal_x smallint not null default 50
    constraint blog_posts_featured_image_focal_x_check check (featured_image_focal_x between 0 and 100),
  add column featured_image_focal_y smallint not null default 50
    constraint blog_posts_featured_image_focal_y_check check (featured_image_focal_y between 0 and 100),
  add column social_image text
    constraint blog_posts_social_image_check check (
      social_image is null
      or (char_length(social_image) <= 2048 and social_image !~ '\s' and (social_image ~* '^https?://' or social_image !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    );

create table public.post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null
    constraint post_revisions_post_id_fkey references public.blog_posts (id) on delete cascade,
  author_id uuid
    constraint post_revisions_author_id_fkey references auth.users (id) on delete set null,
  reason text not null
    constraint post_revisions_reason_check check (reason in ('autosave', 'save', 'publish', 'restore')),
  snapshot jsonb not null,
  created_at timestamptz not null default now()
);
alter table public.post_revisions enable row level security;
create index post_revisions_post_id_created_at_idx on public.post_revisions (post_id, created_at desc);

create policy "admins read revisions" on public.post_revisions
  for select to authenticated
  using ((select public.is_admin()));
-- No insert, update or delete policy: record_post_revision and restore_post_revision write them.

-- The fields a revision keeps: everything the editor edits, nothing the database owns.
create function public.post_snapshot(post public.blog_posts)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select to_jsonb(post) - array['id', 'created_at', 'updated_at', 'search_vector', 'search'];
$$;
revoke all on function public.post_snapshot(public.blog_posts) from public, anon, authenticated;

create function public.record_post_revision(post_id uuid, reason text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.blog_posts;
  latest timestamptz;
  created bigint;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can keep a revision' using errcode = '42501';
  end if;
  if reason not in ('autosave', 'save', 'publish') then
    raise exception 'A revision is kept on autosave, save or publish' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = record_post_revision.post_id;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  if reason = 'autosave' then
    select max(r.created_at) into latest
    from public.post_revisions r where r.post_id = record_post_revision.post_id;
    if latest is not null and latest > now() - interval '5 minutes' then
      return null;
    end if;
  end if;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (post.id, (select auth.uid()), reason, public.post_snapshot(post))
  returning id into created;
  return created;
end;
$$;
revoke all on function public.record_post_revision(uuid, text) from public, anon;
grant execute on function public.record_post_revision(uuid, text) to authenticated;

create function public.restore_post_revision(revision_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  revision public.post_revisions;
  restored public.blog_posts;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can restore a revision' using errcode = '42501';
  end if;
  select * into revision from public.post_revisions r where r.id = restore_post_revision.revision_id;
  if not found then
    raise exception 'No such revision' using errcode = 'P0002';
  end if;
  -- Every editable field from the snapshot; the status stays what it is now (restoring words
  -- never publishes or unpublishes a post).
  update public.blog_posts p
  set (title, slug, excerpt, featured_image, featured_image_alt, featured_image_focal_x,
       featured_image_focal_y, author, author_id, content, category, subcategory, photos,
       video_url, is_opinion, is_featured, content_blocks, seo_title, seo_description,
       social_image) =
      (select s.title, s.slug, s.excerpt, s.featured_image, s.featured_image_alt,
              s.featured_image_focal_x, s.featured_image_focal_y, s.author, s.author_id,
              s.content, s.category, s.subcategory, s.photos, s.video_url, s.is_opinion,
              s.is_featured, s.content_blocks, s.seo_title, s.seo_description, s.social_image
       from jsonb_populate_record(null::public.blog_posts, revision.snapshot) s)
  where p.id = revision.post_id
  returning * into restored;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (restored.id, (select auth.uid()), 'restore', public.post_snapshot(restored));
  return jsonb_build_object('post_id', restored.id, 'updated_at', restored.updated_at);
end;
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon;
grant execute on function public.restore_post_revision(bigint) to authenticated;
