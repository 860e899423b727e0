-- The directory's name and place search split words where the visitor's query does.
--
-- The app turns what is typed into prefixes of letters-and-digits words
-- (src/features/listings/lib/search-fold.ts: 'Studio 2-4' -> studio:* & 2:* & 4:*), but
-- to_tsvector's parser keeps some punctuation inside its tokens: '1795937869439-4nwo' became
-- '1795937869439', '-4' (a signed integer) and 'nwo'; 'v1.2', 'a.b.c', '3/4' and 'x@y.com' stay
-- whole. A vendor named with such a word could not be found by typing its own name. Every ASCII
-- punctuation character is now a space before parsing, so the document's words are the query's.
-- Letters of every script are untouched ([[:punct:]] is punctuation only), and accents are folded
-- as before (the same translate() table as search-fold.ts; a unit test keeps them equal).
--
-- A generated column's expression cannot be altered on PostgreSQL 15 (hosted Supabase): the two
-- columns and their indexes are dropped and added again, and fill themselves from the rows.

drop index if exists public.listings_name_search_idx;
drop index if exists public.listings_place_search_idx;

alter table public.listings
  drop column name_search,
  drop column place_search;

alter table public.listings
  add column name_search tsvector
    generated always as (
      to_tsvector(
        'simple'::regconfig,
        regexp_replace(
          translate(lower(name), 'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž', 'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'),
          '[[:punct:]]+', ' ', 'g'
        )
      )
    ) stored,
  add column place_search tsvector
    generated always as (
      to_tsvector(
        'simple'::regconfig,
        regexp_replace(
          translate(
            lower(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, '')),
            'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž',
            'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'
          ),
          '[[:punct:]]+', ' ', 'g'
        )
      )
    ) stored;

comment on column public.listings.name_search is
  'Search document of the name (simple configuration, accents folded, punctuation a space). Generated; filter with fts(simple) and word:* prefixes.';
comment on column public.listings.place_search is
  'Search document of city, state and country (simple configuration, accents folded, punctuation a space). Generated; filter with fts(simple).';

create index listings_name_search_idx on public.listings using gin (name_search) where status = 'published';
create index listings_place_search_idx on public.listings using gin (place_search) where status = 'published';

-- Dropping a column drops its column grants: readable again by whoever could read them
-- (20261126110000_private_listing_columns.sql grants the public columns one by one).
grant select (name_search, place_search) on public.listings to anon, authenticated;
