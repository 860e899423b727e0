import { MOBILE_BREAKPOINT_PX } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import type { ListingPageData } from '../api/get-listing';
import type { ListingLead } from '../api/listing-lead';
import { listingCoverImage, listingPortraitImage } from '../lib/listing-images';
import { HeroVideo } from './hero-video';

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const VIDEO_FILE = /\.mp4$/i;

/** A video's poster: the stored `<name>.webp` beside `<name>.mp4`, else the listing's cover. */
function posterFor(
  listing: ListingLead & Pick<ListingPageData, 'image_url' | 'headshot_url'>,
): string {
  const { video_url: video } = listing;
  if (video && VIDEO_FILE.test(video) && !/^https?:/i.test(video)) {
    return mediaUrl(video.replace(VIDEO_FILE, '.webp'));
  }
  return listingCoverImage(listing).src;
}

/**
 * The top of a vendor page: their film when they have one, else their cover photograph, the
 * page's largest paint, so it is fetched eagerly with high priority. Phones get the portrait
 * crop, wider screens the landscape (art direction with <picture>). From a card (a `ListingLead`),
 * the cover it shows: a film, if any, follows with the page.
 */
export function ListingHero({
  listing,
}: {
  listing: ListingLead &
    Pick<ListingPageData, 'image_url' | 'headshot_url'> &
    Partial<Pick<ListingPageData, 'photos'>>;
}) {
  const cover = listingCoverImage(listing);
  if (listing.video_url) {
    return (
      <HeroVideo
        src={mediaUrl(listing.video_url)}
        poster={posterFor(listing)}
        width={cover.width}
        height={cover.height}
      />
    );
  }
  const portrait = listingPortraitImage(listing);
  return (
    <picture>
      {portrait ? (
        <source
          media={NARROW}
          srcSet={portrait.src}
          width={portrait.width}
          height={portrait.height}
        />
      ) : null}
      <img
        src={cover.src}
        width={cover.width}
        height={cover.height}
        alt={listing.photos?.find((photo) => photo.url === listing.image_url)?.alt ?? ''}
        fetchPriority="high"
        loading="eager"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}
