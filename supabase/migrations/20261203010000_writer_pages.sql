-- Writer pages (#41): /writers/<slug> shows a writer's name, picture, bio and published stories,
-- and every byline links there. A writer is a profile (docs/decisions.md, "Writers are profiles"),
-- so the page's address is a new column of profiles: `slug`, set by the database from the name the
-- first time a profile is a writer with a name, and never changed after (links out in the world
-- keep working when a writer is renamed). Nobody writes it: no client role holds INSERT or UPDATE
-- on it (the column grants of 20261129050000_writers stay as they are).
--
-- Who can be read is unchanged: anon still reads a profile only as the byline of a published story
-- or as a writer without an account, and only id, full_name, avatar_url, bio and now slug (column
-- grants). The page itself shows a writer only with at least one published story.

alter table public.profiles
  add column slug text
    constraint profiles_slug_check check (
      slug is null or (char_length(slug) between 1 and 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
    ),
  add constraint profiles_slug_key unique (slug);

comment on column public.profiles.slug is
  'A writer''s page is /writers/<slug>: set by the database from full_name when the profile is first a writer with a name, then kept (renaming does not move the page).';

-- "Lucía Benedetti" → lucia-benedetti; "Margaux Delacroix-Hale" → margaux-delacroix-hale. The
-- accents are folded by hand (unaccent is an extension PGlite and some projects do not have).
create function public.writer_slug_base(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(
      left(
        btrim(
          regexp_replace(
            translate(
              lower(coalesce(name, '')),
              'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőŕřśšşßťùúûüūůűųýÿžźż',
              'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooorrsssstuuuuuuuuyyzzz'
            ),
            '[^a-z0-9]+', '-', 'g'
          ),
          '-'
        ),
        60
      ),
      ''
    ),
    'writer'
  );
$$;
comment on function public.writer_slug_base(text) is 'The web-address form of a writer''s name (lowercase ASCII words joined by hyphens), before making it unique.';
revoke all on function public.writer_slug_base(text) from public, anon, authenticated;

create function public.set_writer_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text := btrim(public.writer_slug_base(new.full_name), '-');
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.profiles p where p.slug = candidate and p.id <> new.id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$$;
comment on function public.set_writer_slug() is 'Gives a writer with a name the address of their page, once: the first free form of their name.';
revoke all on function public.set_writer_slug() from public, anon, authenticated;

create trigger profiles_set_writer_slug
  before insert or update of full_name, is_writer on public.profiles
  for each row
  when (new.slug is null and new.is_writer and new.full_name is not null)
  execute function public.set_writer_slug();

-- Every writer there is, oldest first (the earlier profile keeps the plain name).
do $$
declare
  writer record;
begin
  for writer in
    select id from public.profiles
    where is_writer and slug is null and full_name is not null
    order by created_at, id
  loop
    -- Touching full_name fires the trigger above.
    update public.profiles set full_name = full_name where id = writer.id;
  end loop;
end;
$$;

-- The page and every byline read the slug; it is as public as the name beside it.
grant select (slug) on public.profiles to anon;

-- A preview link's byline links to the writer's page when there is one (a published story).
create or replace function public.post_preview_names(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  story public.blog_posts;
begin
  perform public.bounded_text(post_preview_names.token, 200, 'token');
  select p.* into story from public.post_preview(post_preview_names.token) p;
  if story.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'profile', (
      select jsonb_build_object(
        'full_name', pr.full_name,
        'avatar_url', pr.avatar_url,
        'slug', case
          when exists (
            select 1 from public.blog_posts b
            where b.author_id = pr.id and b.status = 'published' and b.published_at <= now()
          )
          then pr.slug
        end
      )
      from public.profiles pr
      where pr.id = story.author_id
    ),
    'category_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.category
    ),
    'subcategory_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.subcategory
    ),
    'credits', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'role', v.role,
          'display_order', v.display_order,
          'listing', case
            when l.status = 'published'
              and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
            then jsonb_build_object('id', l.id, 'name', l.name, 'url_name', l.url_name)
          end
        )
        order by v.display_order
      )
      from public.post_vendor_credits v
      join public.listings l on l.id = v.listing_id
      where v.post_id = story.id
    ), '[]'::jsonb)
  );
end;
$$;

comment on function public.post_preview_names(text) is
  'The names a preview link''s story shows (author''s name, picture and, when they have a published story, the address of their page; category and subcategory names; vendor credits with their public listings), for the story post_preview opens with the same token; null for a wrong, revoked or expired link. Security definer: a draft''s credits and an unpublished author''s profile are not readable otherwise. Its argument is bounded (token 200 characters).';
