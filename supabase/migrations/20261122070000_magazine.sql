-- The magazine's full-text search (/blog?q=...).
--
-- A stored, generated tsvector over what a reader would search: the title (weight A), the excerpt
-- (B) and the body (C). The body is either the legacy `content` HTML (the default text-search
-- parser reads HTML tags as `tag` tokens, which the english configuration drops, so markup and
-- attribute values are never indexed) or the block editor's document, of which only the prose is
-- indexed: every block's `text` (paragraphs, headings, quotes) and `caption` (images, galleries,
-- videos). Urls, alt texts, block types and vendor credits stay out, so a search for "paragraph"
-- or "webp" finds nothing.
--
-- Every function used is immutable, as a generated column requires. The app filters with
-- supabase-js `.textSearch('search_vector', q, { type: 'websearch', config: 'english' })`, i.e.
-- PostgREST's `wfts(english)` operator (websearch_to_tsquery: quoted phrases, `or`, `-not`), which
-- never raises a syntax error on what a reader types. The GIN index serves that operator.
--
-- Reserved slugs: the section paths under /blog are refused by blog_posts_slug_not_reserved
-- (20261122010000_schema.sql); nothing to add here.

alter table public.blog_posts
  add column search_vector tsvector
    generated always as (
      setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'C')
      || setweight(
        jsonb_to_tsvector(
          'english'::regconfig,
          jsonb_path_query_array(content_blocks, 'lax $[*].text')
            || jsonb_path_query_array(content_blocks, 'lax $[*].caption'),
          '["string"]'
        ),
        'C'
      )
    ) stored;

comment on column public.blog_posts.search_vector is
  'Full-text search document (title A, excerpt B, content HTML or content_blocks prose C). Generated; filter with wfts(english).';

create index blog_posts_search_vector_idx on public.blog_posts using gin (search_vector);
