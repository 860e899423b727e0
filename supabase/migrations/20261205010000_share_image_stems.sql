-- Share images (issue #42): a cover's share siblings are of its stem.
--
-- A cover saved in the browser is stored as `<stamp>-cover.webp` with its two share images beside
-- it, `<stamp>-share.jpg` (1200 x 630) and `<stamp>-pin.jpg` (2:3), which link previews and
-- Pinterest show (src/lib/share-image.ts). They are written by whoever writes the cover, in the
-- same folder, so the storage policies that govern the cover govern them: a listing's by its owner
-- (can_write_listing_media: `listings/<its id>/`) or an admin, a post's (`posts/`) by an admin,
-- nobody else.
--
-- What they need is to count as the cover's stem. Without it, once the listing is published a
-- vendor could still replace `<stamp>-share.jpg` (its stem `<stamp>-share` named by no listing):
-- the picture every share of the page shows, changed past the review that approved the cover. And
-- the sweep of unreferenced uploads (queue_unreferenced_media) would remove the siblings of every
-- cover a day after their upload, as files no row names.
--
-- So media_stem also drops `-cover`, `-share` and `-pin` (the seed's `-800/-1200/-1600/-card`
-- as before). Same signature, immutable as before; no index is built on it.
create or replace function public.media_stem(path text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(public.bounded_text(path, 10000, 'path'), '^.*/storage/v1/object/public/media/', ''),
    '(-(800|1200|1600|card|cover|share|pin))?\.[A-Za-z0-9]+$',
    ''
  );
$$;
