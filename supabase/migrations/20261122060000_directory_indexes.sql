-- The directory's search columns and indexes (/index, /venues), measured with
-- `npm run bench:directory` (10,000 listings, 50,000 posts; figures and the alternatives tried are
-- in docs/decisions.md, "Directory queries at scale").
--
-- Every directory page is one PostgREST request: the first 24 published listings in the
-- directory's order (featured first, then by name, id breaking ties) plus an exact count of all
-- matching rows (Prefer: count=exact).

-- ---------------------------------------------------------------------------------------------
-- Name and place search: word prefixes, accents folded
-- ---------------------------------------------------------------------------------------------
--
-- `ilike '%text%'` on name, city, state and country cannot use a b-tree, so every search read and
-- case-folded every published row, twice (rows and count); on PGlite that alone was 20-40 ms for
-- the place search. pg_trgm would index it but is not loaded on the local PGlite stack. Full-text
-- search is everywhere (PGlite, PostgreSQL, hosted Supabase) and its GIN index answers both the
-- rows and the count. The app sends each typed word as a prefix, all required:
--   name_search=fts(simple).golden:* & mead:*     (src/features/listings/api/listing-queries.ts)
-- The 'simple' configuration: names and places are proper nouns in many languages, so no stemming
-- and no stop words. Accents are folded on both sides (translate() here, the same table in
-- src/features/listings/search-fold.ts; a unit test keeps the two equal), so 'chateau' finds
-- 'Château' and 'decor' finds 'Décor'. Generated columns keep themselves current on every write.

alter table public.listings
  add column name_search tsvector
    generated always as (
      to_tsvector(
        'simple'::regconfig,
        translate(lower(name), 'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž', 'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz')
      )
    ) stored,
  add column place_search tsvector
    generated always as (
      to_tsvector(
        'simple'::regconfig,
        translate(
          lower(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, '')),
          'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżž',
          'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'
        )
      )
    ) stored;

comment on column public.listings.name_search is
  'Search document of the name (simple configuration, accents folded). Generated; filter with fts(simple) and word:* prefixes.';
comment on column public.listings.place_search is
  'Search document of city, state and country (simple configuration, accents folded). Generated; filter with fts(simple).';

create index listings_name_search_idx on public.listings using gin (name_search) where status = 'published';
create index listings_place_search_idx on public.listings using gin (place_search) where status = 'published';

-- ---------------------------------------------------------------------------------------------
-- The directory's order
-- ---------------------------------------------------------------------------------------------

-- The unfiltered directory: an index scan in page order that stops after the page (before: a scan
-- and a sort of every published row to keep 24), and an index-only count of this narrow index
-- instead of the wide heap (descriptions). Venue type and capacity ride along for /venues.
create index listings_directory_order_idx on public.listings (is_featured desc, name, id)
  include (venue_type, guest_capacity)
  where status = 'published';

-- /index?category=<id>, /venues (the Venue category) and 'more vendors of this category' on a
-- vendor page: seek the category, rows already in page order, the count index-only.
create index listings_directory_category_idx on public.listings (business_category_id, is_featured desc, name, id)
  include (venue_type, guest_capacity)
  where status = 'published';
