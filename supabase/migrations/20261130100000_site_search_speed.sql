-- The site search (#33) fast at 10,000 listings and 50,000 stories (the figures: docs/decisions.md,
-- "Search speed at 10k/50k"): the same answers, from stored folded columns and bounded pools.
--
-- What made search_site (20261130010000) slow, found with EXPLAIN ANALYZE on the bench data
-- (npm run bench:directory):
-- * The folded text was an expression (search_fold(title), listing_search_text(...)), computed
--   again for every row a query touched: the trigram indexes are lossy, so every candidate of a
--   bitmap scan was rechecked through search_fold (a SQL function with its own search_path, so
--   called, never inlined, each call saving and restoring the setting) and unaccent; the score
--   folded the title again and parsed title and excerpt into a tsvector once more.
-- * A common word ("wedding" in 50,000 titles) matched every story: all of them were fetched,
--   rechecked and (up to an arbitrary 400) scored, in whatever order the bitmap gave them.
-- * One SQL function with parameters: its statements are planned once without the values, so
--   the planner could not tell a word in every row from a word in none.
--
-- The behaviour stays (tests/site-search.test.ts on both engines); what changes is where the
-- work is done:
-- * The folded forms are stored generated columns, computed once when a row is written:
--   blog_posts.search_title, blog_posts.search_terms, listings.search_name, listings.search_text,
--   listings.search_terms; the GIN indexes (trigram, full text) are on them, for published rows
--   only. A trigram recheck or a score is then a comparison of stored text, a full-text test
--   a lookup in a stored tsvector (no recheck at all).
-- * search_site is PL/pgSQL and runs its query with EXECUTE ... USING: planned for each call with
--   the query's values, so the planner sees from the statistics whether a word is rare (the
--   indexes) or everywhere (the newest rows first, stopping at the pool's size).
-- * Each way of matching a story gives its own pool, the newest first: at most 200 by full text
--   and 200 by trigram (typos, partial words); their union is scored and ranked. Below 200
--   matches a pool is every match, as before; above, the older ties are the ones left out, which
--   is the order the ranking asks for (relevance, then the newest story).
-- * Listings the same way, pools of 400 (trigram, full text, the matching category, credited in
--   a story found), scored together; the bonus for credits is one grouped join, not a subquery
--   per row.
-- * Security: still invoker (row-level security and column privileges of the caller apply on
--   top of its own filters), search_path still empty, every name qualified; the new columns are
--   derived from public columns only, and granted like them.
--
-- pg_trgm and unaccent stay in the schema `extensions` (20261130010000 creates it where it is
-- missing, as on hosted Supabase where it exists); every use below names that schema, so the
-- same file runs on PGlite (the local stack) and on PostgreSQL.

-- ---------------------------------------------------------------------------------------------
-- Folded columns, computed on write
-- ---------------------------------------------------------------------------------------------

drop index if exists public.blog_posts_search_title_trgm_idx;
drop index if exists public.blog_posts_search_fts_idx;
drop index if exists public.listings_search_trgm_idx;
drop index if exists public.listings_search_fts_idx;

alter table public.blog_posts
  add column search_title text generated always as (public.search_fold(title)) stored,
  add column search_terms tsvector generated always as (
    to_tsvector('english'::regconfig, public.post_search_text(title, excerpt))
  ) stored;
comment on column public.blog_posts.search_title is
  'The title folded for the site search (lower case, no accents). Generated; trigram-indexed.';
comment on column public.blog_posts.search_terms is
  'Title and excerpt, folded, as full text (english) for the site search. Generated; indexed.';

alter table public.listings
  add column search_name text generated always as (public.search_fold(name)) stored,
  add column search_text text generated always as (
    public.listing_search_text(name, city, state, country)
  ) stored,
  add column search_terms tsvector generated always as (
    to_tsvector('english'::regconfig, public.listing_search_text(name, city, state, country))
  ) stored;
comment on column public.listings.search_name is
  'The name folded for the site search (lower case, no accents). Generated.';
comment on column public.listings.search_text is
  'Name, city, state and country folded for the site search. Generated; trigram-indexed.';
comment on column public.listings.search_terms is
  'Name and place, folded, as full text (english) for the site search. Generated; indexed.';

-- Public like the name and place they come from (listings' select is granted per column, and
-- search_site, security invoker, reads them as the caller).
grant select (search_name, search_text, search_terms) on public.listings to anon, authenticated;

create index blog_posts_search_title_trgm_idx on public.blog_posts
  using gin (search_title extensions.gin_trgm_ops)
  where status = 'published';
create index blog_posts_search_terms_idx on public.blog_posts
  using gin (search_terms)
  where status = 'published';
create index listings_search_text_trgm_idx on public.listings
  using gin (search_text extensions.gin_trgm_ops)
  where status = 'published';
create index listings_search_terms_idx on public.listings
  using gin (search_terms)
  where status = 'published';

-- A revision's snapshot is a story's editable fields: not what the database derives from them
-- (restated from 20261129010000 with the two new columns).
create or replace function public.post_snapshot(post public.blog_posts)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select to_jsonb(post)
    - array['id', 'created_at', 'updated_at', 'search_vector', 'search', 'search_title', 'search_terms'];
$$;

-- ---------------------------------------------------------------------------------------------
-- search_site: the same answer, planned with the query's values, from pools of candidates
-- ---------------------------------------------------------------------------------------------

create or replace function public.search_site(q text, per_kind integer default 5)
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
language plpgsql
stable
security invoker
set search_path = ''
as $function$
declare
  folded text;
  words tsquery;
begin
  if char_length(btrim(coalesce(q, ''))) < 2 then
    return;
  end if;
  folded := public.search_fold(btrim(left(q, 100)));
  words := public.search_tsquery(public.search_fold(left(q, 100)));
  -- $1 the folded query, $2 the same as full text (every word a prefix), $3 how many of each kind.
  return query execute $query$
    with
    -- Stories: a pool per way of matching, the newest first, through the indexes.
    story_words as (
      select p.id from public.blog_posts p
      where p.status = 'published' and p.published_at <= now() and p.search_terms @@ $2
      order by p.published_at desc
      limit 200
    ),
    story_trigrams as (
      select p.id from public.blog_posts p
      where p.status = 'published' and p.published_at <= now()
        and (p.search_title operator(extensions.%) $1 or $1 operator(extensions.<%) p.search_title)
      order by p.published_at desc
      limit 200
    ),
    story_hits as (
      select p.id, p.title, p.slug, p.featured_image, p.category, p.published_at,
        (greatest(extensions.similarity($1, p.search_title), extensions.word_similarity($1, p.search_title))
          + case when p.search_terms @@ $2 then 0.5 else 0 end)::real as score
      from public.blog_posts p
      where p.id in (select w.id from story_words w union select t.id from story_trigrams t)
    ),
    top_stories as materialized (
      select * from story_hits order by score desc, published_at desc, id limit 50
    ),
    matching_categories as materialized (
      select c.id from public.business_categories c
      where exists (
        select 1 from regexp_split_to_table($1, '[^[:alnum:]]+') as word
        where char_length(word) >= 3
          and extensions.word_similarity(word, public.search_fold(c.name)) >= 0.6
      )
    ),
    -- A found story's credits: a bonus for the vendors it names, by its best story.
    credited as (
      select pc.listing_id, max(s.score) as story_score
      from top_stories s join public.post_credits pc on pc.post_id = s.id
      group by pc.listing_id
    ),
    listing_candidates as (
      (select c.id from public.listings c
        where c.status = 'published'
          and (c.search_text operator(extensions.%) $1 or $1 operator(extensions.<%) c.search_text)
        limit 400)
      union
      (select c.id from public.listings c
        where c.status = 'published' and c.search_terms @@ $2
        limit 400)
      union
      (select c.id from public.listings c
        where c.status = 'published' and c.business_category_id in (select mc.id from matching_categories mc)
        limit 400)
      union
      select cr.listing_id from credited cr
    ),
    listing_hits as (
      select l.id, l.name, l.url_name, coalesce(l.image_url, l.headshot_url) as image,
        bc.name as category, bc.slug = 'venue' as is_venue,
        nullif(concat_ws(', ', l.city, coalesce(l.state, l.country)), '') as place,
        (greatest(extensions.similarity($1, l.search_name), extensions.word_similarity($1, l.search_text))
          + case when l.search_terms @@ $2 then 0.5 else 0 end
          + case when l.business_category_id in (select mc.id from matching_categories mc) then 0.3 else 0 end
          + coalesce(0.3 * cr.story_score / 1.5, 0))::real as score
      from listing_candidates lc
      join public.listings l on l.id = lc.id and l.status = 'published'
      join public.business_categories bc on bc.id = l.business_category_id
      left join credited cr on cr.listing_id = l.id
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
    from ranked r
    where r.position <= $3
    order by case r.kind when 'story' then 0 when 'vendor' then 1 else 2 end, r.position
  $query$
  using folded, words, least(greatest(coalesce(per_kind, 5), 1), 24);
end;
$function$;
comment on function public.search_site(text, integer) is
  'The site search (#33): live stories, published vendors and venues like q (typos, accents, word order, partial words), per_kind (1-24) of each, best first. Security invoker.';

