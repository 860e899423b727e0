-- The site search (#33) fast at 10,000 listings and 50,000 stories (the figures: docs/decisions.md,
-- "Search speed at 10k/50k"): the same answers, from stored folded columns and bounded pools.
--
-- What made search_site (20261130010000) slow, found with EXPLAIN ANALYZE on the bench data
-- (npm run bench:directory), as a visitor:
-- * Row-level security kept every search index out of reach. A policy's condition must be
--   checked before any condition of the query that is not leakproof, and the trigram and
--   full-text operators are not: for anon and authenticated each search read blog_posts and
--   listings whole (Seq Scan, every row through the filter), where the owner's plan of the same
--   query used the GIN index in under a millisecond.
-- * The folded text was an expression (search_fold(title), listing_search_text(...)), computed
--   again for every row touched: every trigram recheck and every score went through
--   search_fold (a SQL function with its own search_path, so never inlined, each call saving
--   and restoring the setting) and unaccent; the score parsed title and excerpt once more.
-- * A common word ("wedding" in 50,000 titles) matched every story: all were fetched, rechecked
--   and (an arbitrary 400 of them) scored.
--
-- The behaviour stays (tests/site-search.test.ts on both engines); what changes is where the
-- work is done:
-- * The folded forms are stored generated columns, computed once when a row is written:
--   blog_posts.search_title, blog_posts.search_terms, listings.search_name, listings.search_text,
--   listings.search_terms; the GIN indexes (trigram, full text) are on them, for published rows
--   only. A recheck or a score compares stored text; a full-text test reads a stored tsvector.
-- * search_site_candidates(folded, terms), security definer: the ids of the matching live
--   stories and published listings, found through the indexes, with the policies' rules for
--   the public written out (a live story; a published listing whose owner is not suspended).
--   Ids only: search_site, still security invoker, reads the rows as its caller (row-level
--   security and column privileges apply to everything it returns) and scores them.
-- * Stories: each way of matching (full text, trigram) gives a pool of its newest 200 matches.
--   A common word has 200 among the newest live stories (1,000, or 300 for the costlier trigram
--   test), read in order; a rarer one is looked up in the GIN index. Below 200 matches a pool is every match, as before; above, the
--   older ties are the ones left out, which is the ranking's own order (relevance, then newest).
-- * Listings: the matches through the GIN indexes, the matching category's listings (200 of
--   each way at most, where 400 were taken before: every one is scored, and 24 are shown at
--   most) and the credits of the stories found; the bonus for credits is one grouped join, not
--   a subquery per row.
-- * Plans: the statements whose best plan depends on the words (a GIN index pays only for a
--   word in few rows) run through EXECUTE, planned with them; the ranking, whose plan does not,
--   is planned once per connection (plan_cache_mode), as planning it cost more than running it.
-- * search_path stays empty and every name qualified; the new columns derive from public columns
--   only and are granted like them.
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

-- The candidates: ids of the live stories and published listings that match, through the
-- indexes. Security definer, because row-level security keeps the indexes out of reach: a policy's
-- condition must be checked before any condition of the query that is not leakproof, and the
-- trigram and full-text operators are not, so for a visitor every search read both tables
-- whole (EXPLAIN: Seq Scan on listings, 10,000 rows removed by filter, where the owner's plan
-- used the GIN index). The function applies the policies' rules for the public itself (a live
-- story; a published listing whose owner is not a suspended member) and returns ids only:
-- search_site reads the rows as its caller, through row-level security and column privileges.
create function public.search_site_candidates(
  query_folded text,
  query_terms tsquery,
  out story_ids uuid[],
  out listing_ids uuid[]
)
language plpgsql
stable
security definer
set search_path = ''
-- The statements written out are planned once per connection (their plans do not depend on the
-- words); those that do (a GIN index pays only for a word found in few rows, and without the
-- word the planner prices it as a read of the whole index) go through EXECUTE, planned with them.
set plan_cache_mode = force_generic_plan
as $function$
declare
  by_words uuid[];
  by_trigrams uuid[];
begin
  -- Stories. Each way of matching (full text, trigram) gives a pool: its newest 200 matches.
  -- A common word ("wedding") has 200 among the newest live stories (1,000 for full text, 300
  -- for trigrams, whose test costs ten times more a row), found in order without touching the
  -- other 49,000; a rarer one is looked up in the GIN index, every match of it, the newest 200
  -- kept. Either way the pool is exactly the newest 200 matches.
  select coalesce(array_agg(r.id), '{}') into by_words
  from (
    select r.id from (
      select p.id, p.published_at, p.search_terms from public.blog_posts p
      where p.status = 'published' and p.published_at <= now()
      order by p.published_at desc
      limit 1000
    ) r
    where r.search_terms @@ query_terms
    order by r.published_at desc
    limit 200
  ) r;
  if cardinality(by_words) < 200 then
    execute $query$
      with found as materialized (
        select p.id, p.published_at from public.blog_posts p
        where p.status = 'published' and p.published_at <= now() and p.search_terms @@ $1
      )
      select coalesce(array_agg(f.id), '{}')
      from (select f.id from found f order by f.published_at desc limit 200) f
    $query$ into by_words using query_terms;
  end if;

  select coalesce(array_agg(r.id), '{}') into by_trigrams
  from (
    select r.id from (
      select p.id, p.published_at, p.search_title from public.blog_posts p
      where p.status = 'published' and p.published_at <= now()
      order by p.published_at desc
      limit 300
    ) r
    where r.search_title operator(extensions.%) query_folded
       or query_folded operator(extensions.<%) r.search_title
    order by r.published_at desc
    limit 200
  ) r;
  if cardinality(by_trigrams) < 200 then
    execute $query$
      with found as materialized (
        select p.id, p.published_at from public.blog_posts p
        where p.status = 'published' and p.published_at <= now()
          and (p.search_title operator(extensions.%) $1 or $1 operator(extensions.<%) p.search_title)
      )
      select coalesce(array_agg(f.id), '{}')
      from (select f.id from found f order by f.published_at desc limit 200) f
    $query$ into by_trigrams using query_folded;
  end if;

  story_ids := by_words || by_trigrams;

  -- Listings: the matches of each way through its GIN index, at most 200 of each (each is
  -- scored: ten times the 24 a page shows).
  execute $query$
    with
    by_trigrams as materialized (
      select c.id from public.listings c
      where c.status = 'published'
        and (c.owner_id is null or not public.is_suspended_member(c.owner_id))
        and (c.search_text operator(extensions.%) $1 or $1 operator(extensions.<%) c.search_text)
    ),
    by_words as materialized (
      select c.id from public.listings c
      where c.status = 'published'
        and (c.owner_id is null or not public.is_suspended_member(c.owner_id))
        and c.search_terms @@ $2
    )
    select coalesce(array_agg(x.id), '{}')
    from ((select t.id from by_trigrams t limit 200) union (select w.id from by_words w limit 200)) x
  $query$ into listing_ids using query_folded, query_terms;
end;
$function$;
comment on function public.search_site_candidates(text, tsquery) is
  'The site search''s candidates (ids of live stories and published listings of members in good standing) for search_site, which reads the rows as its caller. Security definer: row-level security keeps the GIN indexes out of reach.';
revoke all on function public.search_site_candidates(text, tsquery) from public;
grant execute on function public.search_site_candidates(text, tsquery) to anon, authenticated;

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
-- Planned once per connection, not at every call: planning the ranking cost more than running
-- it, and its plan does not depend on the words (the candidates come as ids).
set plan_cache_mode = force_generic_plan
as $function$
#variable_conflict use_column
declare
  query_folded text;
  query_terms tsquery;
  cap integer := least(greatest(coalesce(per_kind, 5), 1), 24);
  story_ids uuid[];
  listing_ids uuid[];
begin
  if char_length(btrim(coalesce(q, ''))) < 2 then
    return;
  end if;
  query_folded := public.search_fold(btrim(left(q, 100)));
  query_terms := public.search_tsquery(public.search_fold(left(q, 100)));

  select c.story_ids, c.listing_ids into story_ids, listing_ids
  from public.search_site_candidates(query_folded, query_terms) c;

  return query
    with
    story_hits as (
      select p.id, p.title, p.slug, p.featured_image, p.category, p.published_at,
        (greatest(extensions.similarity(query_folded, p.search_title),
                  extensions.word_similarity(query_folded, p.search_title))
          + case when p.search_terms @@ query_terms then 0.5 else 0 end)::real as score
      from public.blog_posts p
      where p.id = any (story_ids)
        and p.status = 'published' and p.published_at <= now()
    ),
    top_stories as materialized (
      select h.* from story_hits h order by h.score desc, h.published_at desc, h.id limit 50
    ),
    matching_categories as materialized (
      select c.id from public.business_categories c
      where exists (
        select 1 from regexp_split_to_table(query_folded, '[^[:alnum:]]+') as word
        where char_length(word) >= 3
          and extensions.word_similarity(word, public.search_fold(c.name)) >= 0.6
      )
    ),
    -- A found story's credits: a bonus for the vendors it names, by its best story.
    credited as materialized (
      select pc.listing_id, max(s.score) as story_score
      from top_stories s join public.post_credits pc on pc.post_id = s.id
      group by pc.listing_id
    ),
    listing_candidates as (
      select unnest(listing_ids) as id
      union
      (select c.id from public.listings c
        where c.status = 'published' and c.business_category_id in (select mc.id from matching_categories mc)
        limit 200)
      union
      select cr.listing_id from credited cr
    ),
    listing_hits as (
      select l.id, l.name, l.url_name, coalesce(l.image_url, l.headshot_url) as image,
        bc.name as category, bc.slug = 'venue' as is_venue,
        nullif(concat_ws(', ', l.city, coalesce(l.state, l.country)), '') as place,
        (greatest(extensions.similarity(query_folded, l.search_name),
                  extensions.word_similarity(query_folded, l.search_text))
          + case when l.search_terms @@ query_terms then 0.5 else 0 end
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
    where r.position <= cap
    order by case r.kind when 'story' then 0 when 'vendor' then 1 else 2 end, r.position;
end;
$function$;
comment on function public.search_site(text, integer) is
  'The site search (#33): live stories, published vendors and venues like q (typos, accents, word order, partial words), per_kind (1-24) of each, best first. Security invoker.';

