-- =================================================================================================
-- search.sql
--
-- Site search: the folding of text for matching (search_fold, search_tsquery), the
-- search text of listings and stories (generated columns use these), the known words of the
-- published stories (search_story_words, kept by statement triggers in posts.sql), and
-- search_site with the candidate pools it ranks.
-- =================================================================================================

create or replace function public.listing_search_text (
  name    text,
  city    text,
  state   text,
  country text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $function$
  select public.search_fold(
    coalesce(public.bounded_text(name, 2000, 'name'), '') || ' '
    || coalesce(public.bounded_text(city, 2000, 'city'), '') || ' '
    || coalesce(public.bounded_text(state, 2000, 'state'), '') || ' '
    || coalesce(public.bounded_text(country, 2000, 'country'), '')
  );
$function$;

create or replace function public.post_search_text (
  title   text,
  excerpt text
)
  returns text
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $function$
  select public.search_fold(
    coalesce(public.bounded_text(title, 4000, 'title'), '') || ' '
    || coalesce(public.bounded_text(excerpt, 4000, 'excerpt'), '')
  );
$function$;

create or replace function public.search_fold (
  value text
)
  returns text
  language sql
  immutable
  parallel safe
  strict
  set search_path to ''
  as $function$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, public.bounded_text(value, 10000, 'value')));
$function$;
comment on function public.search_fold(text) is 'Lower case without accents (unaccent with its dictionary named by schema): what the search compares and indexes.';

create or replace function public.search_site (
  q        text,
  per_kind integer default 5
)
  returns table (
    kind         text,
    id           uuid,
    title        text,
    slug         text,
    image        text,
    category     text,
    place        text,
    published_at timestamp with time zone,
    score        real
  )
  language plpgsql
  stable
  set search_path to ''
  set plan_cache_mode to 'force_generic_plan'
  as $function$
#variable_conflict use_column
declare
  query_folded text;
  query_terms tsquery;
  cap integer := least(greatest(coalesce(per_kind, 5), 1), 24);
  story_ids uuid[];
  listing_ids uuid[];
begin
  perform public.bounded_text(q, 1000, 'q');
  if per_kind is not null and per_kind not between 1 and 100 then
    perform public.refuse_argument('per_kind', 'must be between 1 and 100', 'Ask for 1 to 24 results of each kind.');
  end if;
  if char_length(btrim(coalesce(q, ''))) < 2 then
    return;
  end if;
  query_folded := public.search_fold(btrim(left(q, 100)));
  query_terms := public.search_tsquery(public.search_fold(left(q, 100)));

  select c.story_ids, c.listing_ids into story_ids, listing_ids
  from public.search_site_candidates(query_folded, query_terms::text) c;

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
grant execute on function public.search_site(text, integer) to anon, authenticated;
comment on function public.search_site(text, integer) is 'The site search (#33): live stories, published vendors and venues like q (typos, accents, word order, partial words), per_kind (1-24) of each, best first. Security invoker.';

-- -------------------------------------------------------------------------------------------------
-- search_story_words: the known words of published stories (#45)
-- -------------------------------------------------------------------------------------------------
create table public.search_story_words (
  -- Collation "C": the words that start with a prefix are a range of the primary key.
  word text collate "C" primary key
    constraint search_story_words_word_check check (char_length(word) between 1 and 100),
  stories integer not null
);
comment on table public.search_story_words is
  'Each distinct word of the published stories'' folded title and excerpt, with how many stories have it (kept by triggers on blog_posts; a word no story has any more is removed). For search_site_candidates: which query words are common, and the nearest known words to a typo. Private: no browser role reads it.';
alter table public.search_story_words enable row level security;
revoke all on public.search_story_words from anon, authenticated;
grant select on public.search_story_words to service_role;
create index search_story_words_trgm_idx on public.search_story_words
  using gin (word extensions.gin_trgm_ops);

-- A story's words, as search_tsquery splits a query (one row per distinct word).
create function public.story_search_words(title text, excerpt text)
returns setof text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct word
  from regexp_split_to_table(public.post_search_text(title, excerpt), '[^[:alnum:]]+') as word
  where char_length(word) between 1 and 100;
$$;
comment on function public.story_search_words(text, text) is
  'The distinct words of a story''s folded title and excerpt, split as search_tsquery splits a query: what public.search_story_words counts.';
revoke all on function public.story_search_words(text, text) from public, anon, authenticated;

-- Adds each word's change in stories (the same word may come several times, +1 or -1) and drops
-- the words no story has any more.
create function public.count_story_words(words text[], deltas integer[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  touched text[];
begin
  with net as (
    select c.word, sum(c.delta)::integer as delta
    from unnest(words, deltas) as c(word, delta)
    group by c.word
    having sum(c.delta) <> 0
  ),
  counted as (
    -- In the words' order: two statements counting the same words lock them in one order.
    insert into public.search_story_words as s (word, stories)
    select n.word, n.delta from net n order by n.word
    on conflict (word) do update set stories = s.stories + excluded.stories
    returning s.word
  )
  select coalesce(array_agg(c.word), '{}') into touched from counted c;
  delete from public.search_story_words s where s.word = any (touched) and s.stories <= 0;
end;
$$;
comment on function public.count_story_words(text[], integer[]) is
  'Adds +1/-1 per story to public.search_story_words for the words given, and removes a word no story has any more. For the blog_posts triggers.';
revoke all on function public.count_story_words(text[], integer[]) from public, anon, authenticated;

-- A published story counts its words; a story that stops being published (unpublished, archived,
-- deleted) or changes its title or excerpt takes its old words back.
create function public.blog_posts_count_search_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  words text[] := '{}';
  deltas integer[] := '{}';
begin
  if tg_op = 'INSERT' then
    select coalesce(array_agg(w.word), '{}'), coalesce(array_agg(1), '{}') into words, deltas
    from new_rows n cross join lateral public.story_search_words(n.title, n.excerpt) as w(word)
    where n.status = 'published';
  elsif tg_op = 'DELETE' then
    select coalesce(array_agg(w.word), '{}'), coalesce(array_agg(-1), '{}') into words, deltas
    from old_rows o cross join lateral public.story_search_words(o.title, o.excerpt) as w(word)
    where o.status = 'published';
  else
    select coalesce(array_agg(w.word), '{}'), coalesce(array_agg(w.delta), '{}') into words, deltas
    from old_rows o
    join new_rows n on n.id = o.id
    cross join lateral (
      select g.word, -1 as delta from public.story_search_words(o.title, o.excerpt) as g(word)
      where o.status = 'published'
      union all
      select c.word, 1 from public.story_search_words(n.title, n.excerpt) as c(word)
      where n.status = 'published'
    ) as w
    where (o.status, o.title, o.excerpt) is distinct from (n.status, n.title, n.excerpt);
  end if;
  if cardinality(words) > 0 then
    perform public.count_story_words(words, deltas);
  end if;
  return null;
end;
$$;
comment on function public.blog_posts_count_search_words() is
  'Keeps public.search_story_words: the words of published stories, counted per statement.';
revoke all on function public.blog_posts_count_search_words() from public, anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- The candidates: the pools search_site ranks
-- -------------------------------------------------------------------------------------------------
-- A story pool by full text: the newest 200 live stories matching the terms (in order when the
-- newest 1,000 hold 200, through the GIN index otherwise). Was written out in
-- search_site_candidates; now used twice there.
create function public.search_story_pool(terms tsquery)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $function$
declare
  pool uuid[];
begin
  select coalesce(array_agg(r.id), '{}') into pool
  from (
    select r.id from (
      select p.id, p.published_at, p.search_terms from public.blog_posts p
      where p.status = 'published' and p.published_at <= now()
      order by p.published_at desc
      limit 1000
    ) r
    where r.search_terms @@ terms
    order by r.published_at desc
    limit 200
  ) r;
  if cardinality(pool) < 200 then
    execute $query$
      with found as materialized (
        select p.id, p.published_at from public.blog_posts p
        where p.status = 'published' and p.published_at <= now() and p.search_terms @@ $1
      )
      select coalesce(array_agg(f.id), '{}')
      from (select f.id from found f order by f.published_at desc limit 200) f
    $query$ into pool using terms;
  end if;
  return pool;
end;
$function$;
comment on function public.search_story_pool(tsquery) is
  'The newest 200 live stories whose full text matches the terms (ids), for search_site_candidates. Not for browser roles.';
revoke all on function public.search_story_pool(tsquery) from public, anon, authenticated;

-- True when a word of the folded query starts a word found in more than 1,000 published
-- stories: its trigrams are in so many titles that the trigram index finds nearly all of them.
create function public.search_has_common_word(query_folded text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from regexp_split_to_table(query_folded, '[^[:alnum:]]+') as q(word)
    -- The words that start with it, as a range of the primary key (bytewise, collation "C").
    join public.search_story_words w
      on w.word >= q.word collate "C" and w.word < (q.word || chr(1114111)) collate "C"
    where q.word <> '' and w.stories > 1000
  );
$$;
comment on function public.search_has_common_word(text) is
  'Whether a word of the folded query starts a word of more than 1,000 published stories (search_story_words), for search_site_candidates. Not for browser roles.';
revoke all on function public.search_has_common_word(text) from public, anon, authenticated;

-- The query as full text with its typos corrected: each word as a prefix, as search_tsquery has
-- it; a word of three letters or more that no story has is OR'ed with the (at most three)
-- known words nearest it by trigram similarity. Null when no word is left.
create function public.search_corrected_tsquery(query_folded text)
returns tsquery
language sql
stable
security definer
set search_path = ''
as $$
  select to_tsquery('english'::regconfig, string_agg(q.alternatives, ' & ' order by q.position))
  from (
    select q.position,
      '(' || (
        select string_agg(quote_literal(a.word) || ':*', ' | ')
        from (
          select q.word
          union
          (select w.word collate "default" from public.search_story_words w
            where char_length(q.word) >= 3
              and not exists (select 1 from public.search_story_words k where k.word = q.word collate "C")
              and w.word operator(extensions.%) q.word
            order by extensions.similarity(w.word, q.word) desc, w.word
            limit 3)
        ) a
      ) || ')' as alternatives
    from regexp_split_to_table(query_folded, '[^[:alnum:]]+') with ordinality as q(word, position)
    where q.word <> ''
  ) q;
$$;
comment on function public.search_corrected_tsquery(text) is
  'The folded query as full text, each unknown word (3+ letters, not in search_story_words) OR''ed with its three nearest known words: the typo-forgiving story pool of search_site_candidates. Not for browser roles.';
revoke all on function public.search_corrected_tsquery(text) from public, anon, authenticated;

-- As 20261201050000, with the two full-text pools through search_story_pool and the trigram
-- pool as a corrected full-text search when a common word would swamp the trigram index.

create or replace function public.search_site_candidates(
  query_folded text,
  query_terms text,
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
  terms tsquery;
  corrected tsquery;
  by_corrections uuid[] := '{}';
begin
  perform public.bounded_text(query_folded, 300, 'query_folded');
  perform public.bounded_text(query_terms, 2000, 'query_terms');
  terms := query_terms::tsquery;
  if numnode(terms) > 200 then
    perform public.refuse_argument('query_terms', 'must have at most 200 terms and operators', 'Search for a few words (search_site cuts a search at 100 characters).');
  end if;
  -- Stories. Each way of matching (full text, trigram) gives a pool: its newest 200 matches.
  by_words := public.search_story_pool(terms);

  -- A common word ("wedding") has 200 trigram matches among the newest 300 live stories, read in
  -- order; a rarer one is looked up in the trigram index, unless a word of the query starts a
  -- word of more than 1,000 stories: the index would hand over nearly every title to recheck.
  -- Then the full-text pools below stand for it.
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
    if public.search_has_common_word(query_folded) then
      by_trigrams := '{}';
    else
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
  end if;

  -- A typo ("remembr") matches no story by full text, and next to a common word its trigram
  -- pool is the newest 200 of thousands: the third pool is the full text with each unknown word
  -- OR'ed with its nearest known words (only when some word has any).
  corrected := public.search_corrected_tsquery(query_folded);
  if corrected is not null and corrected <> terms then
    by_corrections := public.search_story_pool(corrected);
  end if;

  story_ids := by_words || by_trigrams || by_corrections;

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
  $query$ into listing_ids using query_folded, terms;
end;
$function$;
revoke all on function public.search_site_candidates(text, text) from public;
grant execute on function public.search_site_candidates(text, text) to anon, authenticated;
comment on function public.search_site_candidates(text, text) is
  'The site search''s candidates (ids of live stories and published listings of members in good standing) for search_site, which reads the rows as its caller. Security definer: row-level security keeps the GIN indexes out of reach. Its arguments are bounded (query_folded 300 characters, query_terms 2,000 and 200 terms). A typo next to a word of many stories is corrected to known words (search_story_words).';

create or replace function public.search_tsquery (
  folded text
)
  returns tsquery
  language sql
  immutable
  parallel safe
  set search_path to ''
  as $function$
  select to_tsquery('english'::regconfig, string_agg(quote_literal(word) || ':*', ' & '))
  from regexp_split_to_table(public.bounded_text(folded, 1000, 'folded'), '[^[:alnum:]]+') as word
  where word <> '';
$function$;
