-- One search for the whole site (#33): stories, vendors and venues in one call, forgiving of
-- typos (trigram similarity), accents either way (unaccent), word order and partial words.
--
-- * pg_trgm and unaccent live in the schema `extensions`, as on hosted Supabase (where that schema
--   exists and the browser roles may use it); a plain PostgreSQL and the local stack get the same
--   schema here. PGlite loads both (supabase/local/stack.ts hands them to it).
-- * public.search_fold(text): lower case without accents. unaccent() itself is only `stable` (it
--   reads its dictionary through the search_path), so it cannot stand in an index; the two-argument
--   form with the dictionary named by schema does not depend on the search_path, which is what
--   makes this wrapper safe to declare `immutable` and to index.
-- * public.search_site(q, per_kind): security invoker, so row-level security and the column
--   privileges of the caller apply on top of its own filters: only live stories (published,
--   published_at <= now()) and published listings, only public columns. One request per pause
--   in typing; the client cancels the one before.
--
-- Matching (each path has its index; candidates are found through them, then scored):
--   stories:  trigram on the folded title (similarity or word similarity: typos, order, partial
--             words) or full text (english, prefix per word) on the folded title and excerpt;
--   listings: trigram on the folded name + city + state + country, or full text on the same;
--             or its category's name is like a word of the query; or it is credited in one of the
--             stories found (post_credits).
-- Score: the best trigram figure (similarity, word similarity) plus a bonus for a full-text match;
-- for listings plus a bonus for a matching category and for being credited in a found story.
-- Ties: newest story first; listings by name.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

create function public.search_fold(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));
$$;
comment on function public.search_fold(text) is
  'Lower case without accents (unaccent with its dictionary named by schema): what the search compares and indexes.';

-- The searchable text of a listing: its name and its place.
create function public.listing_search_text(name text, city text, state text, country text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_fold(
    coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, '')
  );
$$;

-- The searchable text of a story beyond its title: title and excerpt.
create function public.post_search_text(title text, excerpt text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_fold(coalesce(title, '') || ' ' || coalesce(excerpt, ''));
$$;

create index blog_posts_search_title_trgm_idx on public.blog_posts
  using gin (public.search_fold(title) extensions.gin_trgm_ops)
  where status = 'published';
create index blog_posts_search_fts_idx on public.blog_posts
  using gin (to_tsvector('english'::regconfig, public.post_search_text(title, excerpt)))
  where status = 'published';
create index listings_search_trgm_idx on public.listings
  using gin (public.listing_search_text(name, city, state, country) extensions.gin_trgm_ops)
  where status = 'published';
create index listings_search_fts_idx on public.listings
  using gin (to_tsvector('english'::regconfig, public.listing_search_text(name, city, state, country)))
  where status = 'published';

-- The query as full text: every word a prefix, all of them required ('bella:* & fot:*').
create function public.search_tsquery(folded text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsquery('english'::regconfig, string_agg(quote_literal(word) || ':*', ' & '))
  from regexp_split_to_table(folded, '[^[:alnum:]]+') as word
  where word <> '';
$$;

create function public.search_site(q text, per_kind integer default 5)
returns table (
  kind text,
  id uuid,
  title text,
  slug text,
  image text,
  category text,
  place text,
  published_at timestamptz,
  score real
)
language sql
stable
security invoker
set search_path = ''
as $$
  with query as (
    select
      public.search_fold(btrim(left(q, 100))) as folded,
      public.search_tsquery(public.search_fold(left(q, 100))) as ts,
      least(greatest(coalesce(per_kind, 5), 1), 24) as cap
    where char_length(btrim(coalesce(q, ''))) >= 2
  ),
  -- Stories: the candidates through the indexes, at most 400, then scored.
  story_hits as (
    select p.id, p.title, p.slug, p.featured_image, p.category, p.published_at,
      (greatest(
        extensions.similarity(query.folded, public.search_fold(p.title)),
        extensions.word_similarity(query.folded, public.search_fold(p.title))
      ) + case
        when to_tsvector('english'::regconfig, public.post_search_text(p.title, p.excerpt)) @@ query.ts then 0.5
        else 0
      end)::real as score
    from query
    cross join lateral (
      select c.* from public.blog_posts c
      where c.status = 'published'
        and c.published_at <= now()
        and (
          public.search_fold(c.title) operator(extensions.%) query.folded
          or query.folded operator(extensions.<%) public.search_fold(c.title)
          or to_tsvector('english'::regconfig, public.post_search_text(c.title, c.excerpt)) @@ query.ts
        )
      limit 400
    ) as p
  ),
  top_stories as (
    select * from story_hits order by score desc, published_at desc, id limit 50
  ),
  matching_categories as (
    select c.id
    from query, public.business_categories c
    where exists (
      select 1 from regexp_split_to_table(query.folded, '[^[:alnum:]]+') as word
      where char_length(word) >= 3
        and extensions.word_similarity(word, public.search_fold(c.name)) >= 0.6
    )
  ),
  listing_candidates as (
    select l.id from query
    cross join lateral (
      select c.id from public.listings c
      where c.status = 'published'
        and (
          public.listing_search_text(c.name, c.city, c.state, c.country) operator(extensions.%) query.folded
          or query.folded operator(extensions.<%) public.listing_search_text(c.name, c.city, c.state, c.country)
          or to_tsvector('english'::regconfig, public.listing_search_text(c.name, c.city, c.state, c.country)) @@ query.ts
        )
      limit 400
    ) as l
    union
    select l.id from matching_categories mc
    cross join lateral (
      select c.id from public.listings c
      where c.status = 'published' and c.business_category_id = mc.id
      limit 400
    ) as l
    union
    select pc.listing_id from top_stories s join public.post_credits pc on pc.post_id = s.id
  ),
  listing_hits as (
    select l.id, l.name, l.url_name, coalesce(l.image_url, l.headshot_url) as image,
      bc.name as category, bc.slug = 'venue' as is_venue,
      nullif(concat_ws(', ', l.city, coalesce(l.state, l.country)), '') as place,
      (greatest(
        extensions.similarity(query.folded, public.search_fold(l.name)),
        extensions.word_similarity(query.folded, public.listing_search_text(l.name, l.city, l.state, l.country))
      )
      + case
        when to_tsvector('english'::regconfig, public.listing_search_text(l.name, l.city, l.state, l.country)) @@ query.ts then 0.5
        else 0
      end
      + case when l.business_category_id in (select mc.id from matching_categories mc) then 0.3 else 0 end
      + coalesce((
        select 0.3 * max(s.score) / 1.5 from top_stories s
        join public.post_credits pc on pc.post_id = s.id
        where pc.listing_id = l.id
      ), 0))::real as score
    from query
    cross join listing_candidates lc
    join public.listings l on l.id = lc.id and l.status = 'published'
    join public.business_categories bc on bc.id = l.business_category_id
  ),
  ranked as (
    select 'story'::text as kind, s.id, s.title, s.slug, s.featured_image as image, cat.name as category,
      null::text as place, s.published_at, s.score,
      row_number() over (order by s.score desc, s.published_at desc, s.id) as position
    from top_stories s
    left join public.blog_categories cat on cat.id = s.category
    union all
    select case when h.is_venue then 'venue' else 'vendor' end, h.id, h.name, h.url_name, h.image,
      h.category, h.place, null::timestamptz, h.score,
      row_number() over (partition by h.is_venue order by h.score desc, h.name, h.id)
    from listing_hits h
  )
  select r.kind, r.id, r.title, r.slug, r.image, r.category, r.place, r.published_at, r.score
  from ranked r, query
  where r.position <= query.cap
  order by case r.kind when 'story' then 0 when 'vendor' then 1 else 2 end, r.position;
$$;
comment on function public.search_site(text, integer) is
  'The site search (#33): live stories, published vendors and venues like q (typos, accents, word order, partial words), per_kind (1-24) of each, best first. Security invoker.';

grant execute on function public.search_site(text, integer) to anon, authenticated;
