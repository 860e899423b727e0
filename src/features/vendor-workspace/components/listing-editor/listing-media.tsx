import { GalleryEditor } from '../gallery-editor';
import { FilmField, HeadshotField } from '../media-fields';
import type { ListingMedia } from './use-listing-media';

/**
 * The headshot and the film (once the listing exists: its id names their folder), then the
 * gallery with its order, cover and alt text.
 */
export function ListingMediaFields({
  listingId,
  media,
  onChange,
  showMissingAlt,
}: {
  listingId: string | undefined;
  media: ListingMedia;
  onChange: (patch: Partial<ListingMedia>) => void;
  showMissingAlt: boolean;
}) {
  return (
    <>
      {listingId ? (
        <fieldset className="grid gap-8 md:grid-cols-2">
          <legend className="mb-4 font-display text-2xl text-ink">Headshot and film</legend>
          <HeadshotField
            listingId={listingId}
            headshot={media.headshot}
            onChange={(headshot) => onChange({ headshot })}
          />
          <FilmField
            listingId={listingId}
            video={media.video}
            onChange={(video) => onChange({ video })}
          />
        </fieldset>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="mb-4 font-display text-2xl text-ink">Photos</legend>
        <GalleryEditor
          listingId={listingId ?? null}
          gallery={media.gallery}
          cover={media.cover}
          onChange={(gallery, cover) => onChange({ gallery, cover })}
          showMissingAlt={showMissingAlt}
        />
      </fieldset>
    </>
  );
}
