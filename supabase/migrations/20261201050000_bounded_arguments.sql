-- Issue #40, part D: every function anon or a member can call bounds its arguments.
--
-- An anonymous `rpc/search_site_candidates` with a 100 KB `query_folded` ran 9.8 s (1 MB: over a
-- minute) and held the database for everyone else. Every function the browser roles may execute
-- now checks its arguments first, before any other check or any work: text lengths, the number of
-- items of arrays and JSON documents, numeric ranges and days. A value out of bounds is refused at
-- once with SQLSTATE 22023 (PostgREST answers 400) and a message and hint a person can read.
-- tests/bounded-arguments.test.ts finds these functions in the catalog and calls each with
-- oversized arguments, so a new function without bounds fails it.
--
-- The bounds are generous (well above the tables' own constraints and anything the site sends):
-- they stop a request from costing the database more than a real one, they do not validate.
-- Functions below are the latest definitions of their migrations, with only the bounds added at
-- the top of their bodies (grants and comments stay as they were: `create or replace` keeps them).

-- ---------------------------------------------------------------------------------------------
-- The refusal, and the bounds every function uses
-- ---------------------------------------------------------------------------------------------

-- One wording for every refusal of an argument, so the site and a developer read the same thing.
create function public.refuse_argument(argument text, rule text, hint text)
returns void
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  raise exception using
    errcode = '22023',
    message = format('%s %s.', left(coalesce(argument, 'An argument'), 63), left(coalesce(rule, 'is out of bounds'), 200)),
    hint = left(coalesce(hint, 'Send it again within the bounds.'), 300);
end;
$$;
comment on function public.refuse_argument(text, text, text) is
  'Refuses an argument out of bounds (22023, answered 400): "<argument> <rule>." with a hint. Always raises.';

-- Text of at most `maximum` characters, returned as it came (usable inside an expression).
create function public.bounded_text(value text, maximum integer, argument text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if maximum is null or maximum not between 0 and 10000000 or char_length(argument) > 63 then
    perform public.refuse_argument('maximum', 'must be a length between 0 and 10,000,000', 'Name the argument and its maximum length.');
  end if;
  if char_length(value) > maximum then
    perform public.refuse_argument(argument,
      format('is too long (%s characters; at most %s)', char_length(value), maximum),
      format('Send %s with at most %s characters.', coalesce(argument, 'it'), maximum));
  end if;
  return value;
end;
$$;
comment on function public.bounded_text(text, integer, text) is
  'The value, or a 22023 refusal when it is longer than maximum characters. Immutable, so the search helpers that use it stay usable in generated columns.';

-- A JSON document of at most `max_bytes` bytes and `max_items` items (array elements or object
-- keys), returned as it came. A document that arrives as a JSON string holding JSON (the local
-- stack's PostgreSQL driver passes jsonb arguments so) is counted as the document it holds.
create function public.bounded_jsonb(value jsonb, max_items integer, max_bytes integer, argument text)
returns jsonb
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  document jsonb := value;
  items bigint;
begin
  if max_items is null or max_items not between 0 and 1000000
     or max_bytes is null or max_bytes not between 0 and 100000000
     or char_length(argument) > 63 then
    perform public.refuse_argument('max_items', 'and max_bytes must be a count and a size', 'Name the argument and its maximum size.');
  end if;
  if pg_column_size(value) > max_bytes then
    perform public.refuse_argument(argument,
      format('is too large (%s bytes; at most %s)', pg_column_size(value), max_bytes),
      format('Send %s of at most %s bytes.', coalesce(argument, 'it'), max_bytes));
  end if;
  if jsonb_typeof(document) = 'string' then
    begin
      document := (document #>> '{}')::jsonb;
    exception when invalid_text_representation then
      return value; -- a plain string: the function says what it expected
    end;
  end if;
  items := case jsonb_typeof(document)
    when 'array' then jsonb_array_length(document)
    when 'object' then (select count(*) from jsonb_object_keys(document))
    else 1
  end;
  if items > max_items then
    perform public.refuse_argument(argument,
      format('has too many items (%s; at most %s)', items, max_items),
      format('Send %s with at most %s items.', coalesce(argument, 'it'), max_items));
  end if;
  return value;
end;
$$;
comment on function public.bounded_jsonb(jsonb, integer, integer, text) is
  'The value, or a 22023 refusal when it has more than max_items items (array elements or object keys) or max_bytes bytes.';

-- A day from 2000 to ten years ahead: every day the site deals in (weddings, availability).
create function public.bounded_day(value date, argument text)
returns date
language plpgsql
stable
parallel safe
set search_path = ''
as $$
begin
  if char_length(argument) > 63 then
    perform public.refuse_argument('argument', 'must be a name of at most 63 characters', 'Name the argument.');
  end if;
  if value not between date '2000-01-01' and (now() at time zone 'utc')::date + 3653 then
    perform public.refuse_argument(argument, 'must be a day from 2000 to ten years from today',
      'Choose a day within the next ten years.');
  end if;
  return value;
end;
$$;
comment on function public.bounded_day(date, text) is
  'The day, or a 22023 refusal when it is before 2000 or more than ten years ahead.';

-- A moment from 2000 to ten years ahead (a story's scheduled publication).
create function public.bounded_time(value timestamptz, argument text)
returns timestamptz
language plpgsql
stable
parallel safe
set search_path = ''
as $$
begin
  if char_length(argument) > 63 then
    perform public.refuse_argument('argument', 'must be a name of at most 63 characters', 'Name the argument.');
  end if;
  if value not between timestamptz '2000-01-01 00:00:00+00' and now() + interval '10 years' then
    perform public.refuse_argument(argument, 'must be a time from 2000 to ten years from now',
      'Choose a time within the next ten years.');
  end if;
  return value;
end;
$$;
comment on function public.bounded_time(timestamptz, text) is
  'The time, or a 22023 refusal when it is before 2000 or more than ten years ahead.';

-- The search helpers run in generated columns and in search_site, as the caller: browser roles
-- must be able to execute the bounds.
revoke all on function public.refuse_argument(text, text, text) from public;
revoke all on function public.bounded_text(text, integer, text) from public;
revoke all on function public.bounded_jsonb(jsonb, integer, integer, text) from public;
revoke all on function public.bounded_day(date, text) from public;
revoke all on function public.bounded_time(timestamptz, text) from public;
grant execute on function public.refuse_argument(text, text, text) to anon, authenticated, service_role;
grant execute on function public.bounded_text(text, integer, text) to anon, authenticated, service_role;
grant execute on function public.bounded_jsonb(jsonb, integer, integer, text) to anon, authenticated, service_role;
grant execute on function public.bounded_day(date, text) to anon, authenticated, service_role;
grant execute on function public.bounded_time(timestamptz, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The functions browser roles may call and the tests find in the catalog
-- ---------------------------------------------------------------------------------------------

-- Every function in public that anon or authenticated may execute (triggers and extensions'
-- functions aside), with its arguments and types: what tests/bounded-arguments.test.ts calls with
-- oversized arguments. For the service role only (a monitoring check may call it too).
create function public.browser_callable_functions()
returns table (name text, arguments jsonb, anon boolean, authenticated boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.proname::text,
    coalesce((
      select jsonb_agg(jsonb_build_object('name', a.name, 'type', format_type(a.type, null))
                       order by a.position)
      from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes::text[])
        with ordinality as a(name, type, mode, position)
      where coalesce(a.mode, 'i') in ('i', 'b', 'v')
    ), '[]'::jsonb),
    has_function_privilege('anon', p.oid, 'execute'),
    has_function_privilege('authenticated', p.oid, 'execute')
  from pg_catalog.pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and p.prokind = 'f'
    and p.prorettype <> 'trigger'::regtype
    and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
    and (has_function_privilege('anon', p.oid, 'execute')
         or has_function_privilege('authenticated', p.oid, 'execute'))
  order by 1, 2;
$$;
comment on function public.browser_callable_functions() is
  'Every function in public that anon or authenticated may execute, with its input arguments: the list tests/bounded-arguments.test.ts calls with oversized arguments. Service role only.';
revoke all on function public.browser_callable_functions() from public, anon, authenticated;
grant execute on function public.browser_callable_functions() to service_role;

-- ---------------------------------------------------------------------------------------------
-- The search helpers (used by generated columns: bounds well above the columns' constraints)
-- ---------------------------------------------------------------------------------------------

create or replace function public.search_fold(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, public.bounded_text(value, 10000, 'value')));
$$;

create or replace function public.search_tsquery(folded text)
returns tsquery
language sql
immutable
parallel safe
set search_path = ''
as $$
  select to_tsquery('english'::regconfig, string_agg(quote_literal(word) || ':*', ' & '))
  from regexp_split_to_table(public.bounded_text(folded, 1000, 'folded'), '[^[:alnum:]]+') as word
  where word <> '';
$$;

create or replace function public.listing_search_text(name text, city text, state text, country text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_fold(
    coalesce(public.bounded_text(name, 2000, 'name'), '') || ' '
    || coalesce(public.bounded_text(city, 2000, 'city'), '') || ' '
    || coalesce(public.bounded_text(state, 2000, 'state'), '') || ' '
    || coalesce(public.bounded_text(country, 2000, 'country'), '')
  );
$$;

create or replace function public.post_search_text(title text, excerpt text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_fold(
    coalesce(public.bounded_text(title, 4000, 'title'), '') || ' '
    || coalesce(public.bounded_text(excerpt, 4000, 'excerpt'), '')
  );
$$;

-- A story's credits, read from its blocks (at most 10,000 blocks).
create or replace function public.post_credit_entries(blocks jsonb)
returns table (role text, url_name text, ordinal integer)
language sql
immutable
set search_path = ''
as $$
  select btrim(found.credit ->> 'role'), found.credit ->> 'url_name', found.ordinal::integer
  from (
    select entry.credit, row_number() over () as ordinal
    from (
      select jsonb_path_query(b.blocks, 'lax $[*] ? (@.type == "vendor_credits").credits[*]') as credit
      from (select public.bounded_jsonb(blocks, 10000, 50000000, 'blocks') as blocks) b
      union all
      select jsonb_path_query(b.blocks, 'lax $[*] ? (@.type == "gallery").images[*].credits[*]')
      from (select public.bounded_jsonb(blocks, 10000, 50000000, 'blocks') as blocks) b
    ) as entry
  ) as found
  where jsonb_typeof(found.credit) = 'object'
    and char_length(btrim(coalesce(found.credit ->> 'role', ''))) between 1 and 100
    and found.credit ->> 'url_name' is not null;
$$;

-- ---------------------------------------------------------------------------------------------
-- Look-ups by a key (plpgsql now, so the bound is checked whether or not a row is read)
-- ---------------------------------------------------------------------------------------------

create or replace function public.is_archived_page(p_kind text, p_key text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(p_kind, 20, 'p_kind');
  perform public.bounded_text(p_key, 200, 'p_key');
  return case p_kind
    when 'post' then exists (
      select 1 from public.blog_posts where slug = p_key and status = 'archived'
    )
    when 'listing' then exists (
      select 1 from public.listings where url_name = p_key and status = 'archived'
    )
    else false
  end;
end;
$$;

create or replace function public.listing_url_name_available(url_name text, listing_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(listing_url_name_available.url_name, 200, 'url_name');
  return not exists (
    select 1 from public.listings l
    where l.url_name = listing_url_name_available.url_name
      and l.id is distinct from listing_url_name_available.listing_id
  );
end;
$$;

create or replace function public.post_preview(token text)
returns setof public.blog_posts
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(post_preview.token, 200, 'token');
  return query
  select p.*
  from public.post_preview_tokens t
  join public.blog_posts p on p.id = t.post_id
  where post_preview.token ~ '^[0-9a-f]{64}$'
    and t.token_hash = encode(pg_catalog.sha256(convert_to(post_preview.token, 'UTF8')), 'hex')
    and t.revoked_at is null
    and t.expires_at > now()
    and p.status <> 'archived'
  limit 1;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The rest: each as it was, its bounds first
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

create or replace function public.record_listing_view(listing_id uuid, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- A real page gets nowhere near these; a loop meets them at once.
  views_per_listing_per_minute constant integer := 30;
  views_per_listing_per_day constant integer := 5000;
  views_per_network_per_minute constant integer := 20;
  today date := (now() at time zone 'utc')::date;
  network text := public.request_client_network();
  network_mark text;
  counted integer;
begin
  perform public.bounded_text(visitor, 64, 'visitor');
  if visitor is null or visitor !~ '^[A-Za-z0-9-]{16,64}$' then
    return false;
  end if;
  -- Listings the directory shows only, and not the owner looking at their own page.
  if not exists (
    select 1 from public.listings l
    where l.id = record_listing_view.listing_id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
      and l.owner_id is distinct from (select auth.uid())
  ) then
    return false;
  end if;
  -- One count at a time per listing, so the bounds below hold under concurrent calls.
  perform pg_advisory_xact_lock(hashtext('listing_view:' || record_listing_view.listing_id::text));
  if (select count(*) from public.listing_view_marks m
      where m.listing_id = record_listing_view.listing_id
        and m.created_at > now() - interval '1 minute') >= views_per_listing_per_minute
     or coalesce((select d.views from public.listing_view_days d
                  where d.listing_id = record_listing_view.listing_id and d.day = today), 0)
        >= views_per_listing_per_day then
    return false;
  end if;

  if network is not null then
    network_mark := md5('network:' || network || ':' || today::text);
    perform pg_advisory_xact_lock(hashtext('listing_view:network:' || network_mark));
    if (select count(*) from public.listing_view_marks m
        where m.network_hash = network_mark and m.created_at > now() - interval '1 minute')
       >= views_per_network_per_minute then
      return false;
    end if;
  end if;

  insert into public.listing_view_marks (listing_id, day, visitor_hash, network_hash)
  values (record_listing_view.listing_id, today,
          coalesce(network_mark, md5(visitor || ':' || today::text)), network_mark)
  on conflict do nothing;
  get diagnostics counted = row_count;
  if counted = 0 then
    return false;
  end if;

  insert into public.listing_view_days as d (listing_id, day, views)
  values (record_listing_view.listing_id, today, 1)
  on conflict on constraint listing_view_days_pkey do update set views = d.views + 1;

  -- Yesterday's visitors are no longer needed to dedupe.
  delete from public.listing_view_marks m where m.day < today - 1;
  return true;
end;
$$;

create or replace function public.record_post_revision(post_id uuid, reason text)
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
  perform public.bounded_text(reason, 20, 'reason');
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
  values (post.id, (select auth.uid()), reason, public.post_snapshot(public.post_as_edited(post)))
  returning id into created;
  return created;
end;
$$;

create or replace function public.reorder_videos(location text, video_ids jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids jsonb := video_ids;
  wanted uuid[];
  strangers integer;
begin
  perform public.bounded_text(reorder_videos.location, 50, 'location');
  perform public.bounded_jsonb(video_ids, 500, 100000, 'video_ids');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can order the videos' using errcode = '42501';
  end if;
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' then
    raise exception 'video_ids must be an array of video ids' using errcode = '22023';
  end if;
  select coalesce(array_agg(value::uuid order by ordinality), '{}')
  into wanted
  from jsonb_array_elements_text(ids) with ordinality;
  if cardinality(wanted) <> (select count(distinct w) from unnest(wanted) w) then
    raise exception 'A video can take one place only' using errcode = '23505';
  end if;
  select count(*) into strangers
  from unnest(wanted) w
  where not exists (
    select 1 from public.standalone_videos v
    where v.id = w and v.location = reorder_videos.location
  );
  if strangers > 0 then
    raise exception 'Every video to order must belong to this location' using errcode = '23514';
  end if;

  -- Rows whose place stays the same are not written (and not audited).
  with placed as (
    select w.video_id, w.position::integer as position
    from unnest(wanted) with ordinality as w(video_id, position)
  ),
  others as (
    select v.id as video_id,
           (cardinality(wanted) + row_number() over (order by v.order_index, v.created_at, v.id))::integer as position
    from public.standalone_videos v
    where v.location = reorder_videos.location and v.id <> all (wanted)
  ),
  positions as (
    select * from placed
    union all
    select * from others
  )
  update public.standalone_videos v
  set order_index = p.position
  from positions p
  where v.id = p.video_id and v.order_index is distinct from p.position;
end;
$$;

create or replace function public.set_featured_posts(location text, post_ids jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids jsonb := post_ids;
  wanted uuid[];
  not_published integer;
begin
  perform public.bounded_text(set_featured_posts.location, 50, 'location');
  perform public.bounded_jsonb(post_ids, 20, 10000, 'post_ids');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can curate the home page' using errcode = '42501';
  end if;
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' then
    raise exception 'post_ids must be an array of post ids' using errcode = '22023';
  end if;
  if jsonb_array_length(ids) > 20 then
    raise exception 'At most 20 posts can be featured in one place' using errcode = '23514';
  end if;
  select coalesce(array_agg(value::uuid order by ordinality), '{}')
  into wanted
  from jsonb_array_elements_text(ids) with ordinality;
  if cardinality(wanted) <> (select count(distinct w) from unnest(wanted) w) then
    raise exception 'A post can be featured once in one place' using errcode = '23505';
  end if;
  select count(*) into not_published
  from unnest(wanted) w
  where not exists (select 1 from public.blog_posts p where p.id = w and p.status = 'published');
  if not_published > 0 then
    raise exception 'Only published posts can be featured' using errcode = '23514';
  end if;

  delete from public.featured_posts f
  where f.location = set_featured_posts.location and f.post_id <> all (wanted);
  insert into public.featured_posts as f (post_id, location, display_order)
  select w.post_id, set_featured_posts.location, (w.position - 1)::integer
  from unnest(wanted) with ordinality as w(post_id, position)
  on conflict on constraint featured_posts_location_post_id_key
  do update set display_order = excluded.display_order
  where f.display_order is distinct from excluded.display_order;
  return cardinality(wanted);
end;
$$;

create or replace function public.listing_contacts(listing_ids jsonb)
returns table (listing_id uuid, contact_email text, contact_phone text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ids jsonb := listing_contacts.listing_ids;
  admin boolean := (select public.is_admin());
begin
  perform public.bounded_jsonb(listing_contacts.listing_ids, 500, 100000, 'listing_ids');
  if (select auth.uid()) is null then
    raise exception 'Sign in to read contact details' using errcode = '42501';
  end if;
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' or jsonb_array_length(ids) > 500 then
    raise exception 'listing_ids must be a list of at most 500 listing ids' using errcode = '22023';
  end if;
  return query
  select l.id, l.contact_email, l.contact_phone
  from public.listings l
  where l.id in (select e.value::uuid from jsonb_array_elements_text(ids) e)
    and (admin or public.owns_listing(l.id))
  order by l.id;
end;
$$;

create or replace function public.listing_availability(p_listing_ids uuid[], p_day date)
returns table (listing_id uuid, state text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(p_listing_ids) > 200 then
    perform public.refuse_argument('p_listing_ids', 'must hold at most 200 listings', 'Ask for the availability of at most 200 listings at a time.');
  end if;
  perform public.bounded_day(p_day, 'p_day');
  if cardinality(p_listing_ids) > 200 then
    raise exception 'At most 200 listings at a time' using errcode = '22023';
  end if;
  if p_day is null or p_day < (now() at time zone 'utc')::date then
    return;
  end if;
  return query
    select l.id, coalesce(d.state, 'free')
    from public.listings l
    left join public.listing_dates d on d.listing_id = l.id and d.day = p_day
    where l.id = any (p_listing_ids)
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
    order by l.id;
end;
$$;

create or replace function public.set_listing_dates(
  p_listing_id uuid, p_from date, p_to date, p_state text, p_note text default null
)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  written integer;
begin
  perform public.bounded_day(p_from, 'p_from');
  perform public.bounded_day(p_to, 'p_to');
  perform public.bounded_text(p_state, 20, 'p_state');
  perform public.bounded_text(p_note, 2000, 'p_note');
  if not public.owns_listing(p_listing_id) then
    raise exception 'Only the listing''s owner can mark its dates' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The range must run from a day to the same or a later day' using errcode = '22023';
  end if;
  if p_from < (now() at time zone 'utc')::date then
    raise exception 'Past days cannot be marked' using errcode = '22023';
  end if;
  if p_to - p_from >= 366 then
    raise exception 'A range covers at most 366 days' using errcode = '22023';
  end if;
  if p_state is null or p_state not in ('booked', 'limited') then
    raise exception 'A day is marked booked or limited' using errcode = '22023';
  end if;
  insert into public.listing_dates as d (listing_id, day, state, note)
  select p_listing_id, g::date, p_state, nullif(btrim(p_note), '')
  from generate_series(p_from, p_to, interval '1 day') g
  on conflict on constraint listing_dates_pkey
    do update set state = excluded.state, note = excluded.note;
  get diagnostics written = row_count;
  return written;
end;
$$;

create or replace function public.clear_listing_dates(p_listing_id uuid, p_from date, p_to date)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  cleared integer;
begin
  perform public.bounded_day(p_from, 'p_from');
  perform public.bounded_day(p_to, 'p_to');
  if not public.owns_listing(p_listing_id) then
    raise exception 'Only the listing''s owner can clear its dates' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_to < p_from then
    raise exception 'The range must run from a day to the same or a later day' using errcode = '22023';
  end if;
  delete from public.listing_dates d
  where d.listing_id = p_listing_id and d.day between p_from and p_to;
  get diagnostics cleared = row_count;
  return cleared;
end;
$$;

create or replace function public.apply_post_changes(
  post_id uuid, expected timestamptz,
  out updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  perform public.bounded_time(apply_post_changes.expected, 'expected');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can update a story' using errcode = '42501';
  end if;
  select * into post from public.blog_posts p where p.id = apply_post_changes.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  if not found then
    raise exception 'No changes are waiting for this story' using errcode = 'P0002';
  end if;
  if expected is distinct from greatest(waiting.updated_at, post.updated_at) then
    apply_post_changes.updated_at := null;
    return;
  end if;
  written := public.write_post_fields(post.id, waiting.changes);
  delete from public.post_changes c where c.post_id = post.id;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (written.id, (select auth.uid()), 'update', public.post_snapshot(written));
  apply_post_changes.updated_at := written.updated_at;
end;
$$;

create or replace function public.set_post_status(
  post_id uuid, status text, expected timestamptz, at timestamptz default null,
  out updated_at timestamptz, out published_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  perform public.bounded_time(set_post_status.expected, 'expected');
  perform public.bounded_text(set_post_status.status, 20, 'status');
  perform public.bounded_time(set_post_status.at, 'at');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can publish a story' using errcode = '42501';
  end if;
  if set_post_status.status not in ('draft', 'published', 'archived') then
    raise exception 'A story is a draft, published or archived' using errcode = '22023';
  end if;
  if at is not null and (set_post_status.status <> 'published' or at <= now()) then
    raise exception 'Choose a time that is still ahead, or publish now' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = set_post_status.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  if expected is distinct from greatest(waiting.updated_at, post.updated_at) then
    return;
  end if;
  if set_post_status.status = 'published' then
    if waiting.post_id is not null then
      perform public.write_post_fields(post.id, waiting.changes);
      delete from public.post_changes c where c.post_id = post.id;
    end if;
    update public.blog_posts p
    set status = 'published', published_at = coalesce(at, now())
    where p.id = post.id
    returning * into written;
    insert into public.post_revisions (post_id, author_id, reason, snapshot)
    values (written.id, (select auth.uid()), 'publish', public.post_snapshot(written));
  else
    -- blog_posts_apply_waiting_changes takes the waiting changes into the row.
    update public.blog_posts p
    set status = set_post_status.status
    where p.id = post.id
    returning * into written;
  end if;
  set_post_status.updated_at := written.updated_at;
  set_post_status.published_at := written.published_at;
end;
$$;

create or replace function public.save_post_changes(
  post_id uuid, changes jsonb, expected timestamptz,
  out updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  held timestamptz;
  fields jsonb := save_post_changes.changes;
begin
  perform public.bounded_jsonb(save_post_changes.changes, 50, 4000000, 'changes');
  perform public.bounded_time(save_post_changes.expected, 'expected');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can edit a story' using errcode = '42501';
  end if;
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(fields) = 'string' then
    fields := (fields #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'Changes are an object of fields' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = save_post_changes.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  held := greatest(waiting.updated_at, post.updated_at);
  -- Someone else saved, published, unpublished or changed the live row since: nothing written.
  if post.status <> 'published' or expected is distinct from held then
    save_post_changes.updated_at := null;
    return;
  end if;
  insert into public.post_changes as c (post_id, changes, updated_by, updated_at)
  values (post.id, public.post_changes_from(post, fields), (select auth.uid()),
          greatest(now(), held + interval '1 microsecond'))
  on conflict on constraint post_changes_pkey do update
    set changes = excluded.changes, updated_by = excluded.updated_by, updated_at = excluded.updated_at
  returning c.updated_at into save_post_changes.updated_at;
end;
$$;

create or replace function public.replace_listing_photos(listing_id uuid, photos jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform public.bounded_jsonb(photos, 30, 200000, 'photos');
  -- A JSON document that arrives as a JSON string (the local stack's PostgreSQL driver passes
  -- jsonb arguments so) is read as the document it holds.
  if jsonb_typeof(photos) = 'string' then
    photos := (photos #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(photos) <> 'array' then
    raise exception 'Photos must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(photos) > 30 then
    raise exception 'A listing can have at most 30 photos' using errcode = '23514';
  end if;

  -- Photos no longer in the list leave.
  with wanted as (
    select photo.value ->> 'url' as url,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  ), existing as (
    select p.id, p.url, row_number() over (partition by p.url order by p.position, p.id) as copy
    from public.listing_photos p
    where p.listing_id = replace_listing_photos.listing_id
  )
  delete from public.listing_photos p
  using existing e
  where p.id = e.id
    and not exists (select 1 from wanted w where w.url = e.url and w.copy = e.copy);

  -- Photos that stay are written only when their alt text or place changed.
  with wanted as (
    select photo.value ->> 'url' as url, coalesce(photo.value ->> 'alt', '') as alt,
           (photo.ordinality - 1)::integer as position,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  ), existing as (
    select p.id, p.url, row_number() over (partition by p.url order by p.position, p.id) as copy
    from public.listing_photos p
    where p.listing_id = replace_listing_photos.listing_id
  )
  update public.listing_photos p
  set alt = w.alt, position = w.position
  from existing e
  join wanted w on w.url = e.url and w.copy = e.copy
  where p.id = e.id and (p.alt, p.position) is distinct from (w.alt, w.position);

  -- New photos (and further copies of one) are added.
  with wanted as (
    select photo.value ->> 'url' as url, coalesce(photo.value ->> 'alt', '') as alt,
           (photo.ordinality - 1)::integer as position,
           row_number() over (partition by photo.value ->> 'url' order by photo.ordinality) as copy
    from jsonb_array_elements(photos) with ordinality as photo(value, ordinality)
  )
  insert into public.listing_photos (listing_id, url, alt, position)
  select replace_listing_photos.listing_id, w.url, w.alt, w.position
  from wanted w
  where w.copy > (select count(*) from public.listing_photos p
                  where p.listing_id = replace_listing_photos.listing_id and p.url = w.url)
  order by w.position;
end;
$$;

-- The candidates take the search's terms as text, not tsquery: a tsquery argument is parsed
-- before the function can look at it, and on PGlite parsing 200 KB of terms held the stack's only
-- thread for over 10 s. Text is bounded first and parsed after.
drop function public.search_site_candidates(text, tsquery);
create function public.search_site_candidates(
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
comment on function public.search_site_candidates(text, text) is
  'The site search''s candidates (ids of live stories and published listings of members in good standing) for search_site, which reads the rows as its caller. Security definer: row-level security keeps the GIN indexes out of reach. Its arguments are bounded (query_folded 300 characters, query_terms 2,000 and 200 terms).';
revoke all on function public.search_site_candidates(text, text) from public;
grant execute on function public.search_site_candidates(text, text) to anon, authenticated;

create or replace function public.send_inquiries(
  listing_ids uuid[],
  name text,
  email text,
  wedding_date date,
  guest_count integer,
  message text,
  budget_band text default null
)
returns table (listing_id uuid, listing_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- src/config/site.ts INQUIRY_VENDORS_PER_SEND: the per-sender hourly limit, so one send from a
  -- fresh address is never held by its own size.
  vendors_per_send constant integer := 10;
  chosen uuid[];
  refused uuid;
  vendor record;
  written jsonb := '[]'::jsonb;
  row_id uuid;
  row_status text;
  row_created_at timestamptz;
begin
  if cardinality(send_inquiries.listing_ids) > 100 then
    perform public.refuse_argument('listing_ids', 'must hold at most 100 listings', 'Write to at most 10 vendors at once.');
  end if;
  perform public.bounded_text(send_inquiries.name, 500, 'name');
  perform public.bounded_text(send_inquiries.email, 320, 'email');
  perform public.bounded_day(send_inquiries.wedding_date, 'wedding_date');
  if send_inquiries.guest_count not between 1 and 100000 then
    perform public.refuse_argument('guest_count', 'must be between 1 and 100,000', 'Give the number of guests you expect.');
  end if;
  perform public.bounded_text(send_inquiries.message, 10000, 'message');
  perform public.bounded_text(send_inquiries.budget_band, 50, 'budget_band');
  select coalesce(array_agg(id order by first_position), '{}') into chosen
  from (
    select id, min(position) as first_position
    from unnest(send_inquiries.listing_ids) with ordinality as given (id, position)
    where id is not null
    group by id
  ) as distinct_ids;

  if cardinality(chosen) = 0 then
    raise exception 'Choose at least one vendor to write to' using hint = 'no_vendors';
  end if;
  if cardinality(chosen) > vendors_per_send then
    raise exception 'Write to at most % vendors at once', vendors_per_send
      using hint = 'too_many_vendors', detail = vendors_per_send::text;
  end if;

  -- Every vendor first: one that does not take inquiries refuses the whole send.
  select id into refused
  from unnest(chosen) with ordinality as c (id, position)
  where not exists (
    select 1 from public.listings l
    where l.id = c.id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
  )
  order by position
  limit 1;
  if refused is not null then
    raise exception 'Vendor % is not taking inquiries now; nothing was sent', refused
      using hint = 'listing_refused', detail = refused::text;
  end if;

  -- One row per vendor, each through the inquiries triggers (held or not, per vendor).
  perform set_config('perfete.inquiry_copy', 'off', true);
  for vendor in
    select l.id, l.name, l.url_name, cat.name as category, c.position
    from unnest(chosen) with ordinality as c (id, position)
    join public.listings l on l.id = c.id
    join public.business_categories cat on cat.id = l.business_category_id
    order by c.position
  loop
    insert into public.inquiries (listing_id, name, email, wedding_date, guest_count, budget_band, message)
    values (vendor.id, send_inquiries.name, send_inquiries.email, send_inquiries.wedding_date,
            send_inquiries.guest_count, send_inquiries.budget_band, send_inquiries.message)
    returning id, status, created_at into row_id, row_status, row_created_at;
    if row_status <> 'held' then
      written := written || jsonb_build_array(jsonb_build_object(
        'inquiry_id', row_id,
        'listing_name', vendor.name,
        'listing_url_name', vendor.url_name,
        'category', vendor.category));
    end if;
    listing_id := vendor.id;
    listing_name := vendor.name;
    return next;
  end loop;
  perform set_config('perfete.inquiry_copy', '', true);

  if jsonb_array_length(written) > 0 then
    perform public.enqueue_message('inquiries_sent', send_inquiries.email, send_inquiries.name, null,
      jsonb_build_object(
        'couple_name', send_inquiries.name,
        'wedding_date', send_inquiries.wedding_date,
        'guest_count', send_inquiries.guest_count,
        'budget_band', send_inquiries.budget_band,
        'message', send_inquiries.message,
        'sent_at', row_created_at,
        'listings', written));
  end if;
end;
$$;

create or replace function public.delete_account(confirmation text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  perform public.bounded_text(confirmation, 50, 'confirmation');
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

  -- Their pictures go (through the Storage API, by the sweep-media function).
  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'account_deleted'
  from storage.objects o
  where o.bucket_id = 'avatars' and (storage.foldername(o.name))[1] = caller::text
  on conflict (bucket_id, name) do update set reason = excluded.reason;

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

create or replace function public.grant_admin(email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  perform public.bounded_text(grant_admin.email, 320, 'email');
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can grant admin' using errcode = '42501';
  end if;
  select u.id into person from auth.users u where lower(u.email) = lower(btrim(grant_admin.email));
  if person is null then
    raise exception 'No account uses this email; ask them to create one first' using errcode = 'P0002';
  end if;
  insert into public.admin_users (id) values (person) on conflict (id) do nothing;
  return person;
end;
$$;

create or replace function public.accept_invitation(
  token text,
  out user_id uuid, out status text, out joined_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  member public.vendor_members%rowtype;
begin
  perform public.bounded_text(accept_invitation.token, 200, 'token');
  if caller is null then
    raise exception 'Sign in to accept an invitation' using errcode = '42501';
  end if;

  if accept_invitation.token is null or accept_invitation.token !~ '^[0-9a-f]{64}$' then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.token_hash = encode(pg_catalog.sha256(convert_to(accept_invitation.token, 'UTF8')), 'hex')
  for update;

  if not found then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been accepted' using errcode = '22023';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation has been replaced by a newer one' using errcode = '22023';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;

  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_email is null or caller_email <> invitation.email then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;
  if caller_confirmed is null then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = '42501';
  end if;

  insert into public.vendor_members (user_id, status)
  values (caller, 'active')
  on conflict (user_id) do update set status = 'active'
  returning * into member;

  update public.membership_invitations i
  set accepted_at = now(), accepted_by = caller
  where i.id = invitation.id;

  accept_invitation.user_id := member.user_id;
  accept_invitation.status := member.status;
  accept_invitation.joined_at := member.joined_at;
end;
$$;

create or replace function public.request_invitation_link(invitation_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  links_per_invitation_per_hour constant integer := 3;
  invitation public.membership_invitations%rowtype;
begin
  perform public.bounded_text(invitation_token, 200, 'invitation_token');
  if invitation_token is null or invitation_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('state', 'unknown');
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.token_hash = encode(pg_catalog.sha256(convert_to(invitation_token, 'UTF8')), 'hex')
  for update;
  if not found then
    return jsonb_build_object('state', 'unknown');
  end if;
  if invitation.accepted_at is not null then
    return jsonb_build_object('state', 'accepted');
  elsif invitation.revoked_at is not null then
    return jsonb_build_object('state', 'withdrawn');
  elsif invitation.expires_at <= now() then
    return jsonb_build_object('state', 'expired');
  end if;

  if (select count(*) from public.membership_invitation_links l
      where l.invitation_id = invitation.id and l.created_at > now() - interval '1 hour')
     >= links_per_invitation_per_hour then
    raise exception 'We have sent several fresh links to this address in the last hour; please open the newest one'
      using errcode = 'PT429', hint = 'throttled';
  end if;
  insert into public.membership_invitation_links (invitation_id) values (invitation.id);

  return jsonb_build_object(
    'state', 'open',
    'email', invitation.email,
    'expires_at', invitation.expires_at
  );
end;
$$;
