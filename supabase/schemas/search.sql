-- =================================================================================================
-- search.sql
--
-- Site search: the folding of text for matching (search_fold, search_tsquery), the
-- search text of listings and stories (generated columns use these), and search_site.
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

create or replace function public.search_site_candidates (
  query_folded text,
  query_terms  text,
  OUT          story_ids uuid[],
  OUT          listing_ids uuid[]
)
  returns record
  language plpgsql
  stable
  security definer
  set search_path to ''
  set plan_cache_mode to 'force_generic_plan'
  as $function$
declare
  by_words uuid[];
  by_trigrams uuid[];
  terms tsquery;
begin
  perform public.bounded_text(query_folded, 300, 'query_folded');
  perform public.bounded_text(query_terms, 2000, 'query_terms');
  terms := query_terms::tsquery;
  if numnode(terms) > 200 then
    perform public.refuse_argument('query_terms', 'must have at most 200 terms and operators', 'Search for a few words (search_site cuts a search at 100 characters).');
  end if;
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
    where r.search_terms @@ terms
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
    $query$ into by_words using terms;
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
  $query$ into listing_ids using query_folded, terms;
end;
$function$;
revoke all on function public.search_site_candidates(text, text) from public;
grant execute on function public.search_site_candidates(text, text) to anon, authenticated;
comment on function public.search_site_candidates(text, text) is 'The site search''s candidates (ids of live stories and published listings of members in good standing) for search_site, which reads the rows as its caller. Security definer: row-level security keeps the GIN indexes out of reach. Its arguments are bounded (query_folded 300 characters, query_terms 2,000 and 200 terms).';

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
