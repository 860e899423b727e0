import type { ListingReview } from '@/features/listings';
import { FACT_LABELS, shownFact } from './fact-differences';

/** The fields a change may hold, in the order a reviewer reads them. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  business_category_id: 'Category',
  description: 'Description',
  city: 'City',
  state: 'State or region',
  country: 'Country',
  website: 'Website',
  instagram: 'Instagram',
  contact_email: 'Contact email',
  contact_phone: 'Contact phone',
  venue_type: 'Kind of venue',
  guest_capacity: 'Guests',
  price_tier: 'Price',
  image_url: 'Cover',
  headshot_url: 'Portrait',
  video_url: 'Film',
  ...FACT_LABELS,
};

/** Fields holding a picture's storage path: shown as the picture, not as the path. */
export const PICTURE_FIELDS = new Set(['image_url', 'headshot_url']);

export type Change = ListingReview['changes'][number];
type Photo = { url: string; alt: string };

export interface LivePhoto extends Photo {
  /** The proposed gallery leaves it out. */
  removed: boolean;
}

export interface ProposedPhoto extends Photo {
  /** Not in the live gallery. */
  added: boolean;
  /** In the live gallery at this place (1-based), now in another order; else null. */
  movedFrom: number | null;
  /** Its description differs from the live one. */
  captionChanged: boolean;
}

export interface PhotoDifference {
  before: LivePhoto[];
  after: ProposedPhoto[];
  added: number;
  removed: number;
  reordered: boolean;
  captioned: number;
}

const shown = (value: unknown, key = '') => {
  const text = shownFact(key, value) ?? value;
  return text === null || text === undefined || text === '' ? '—' : String(text);
};

/** The galleries compared: what was added, taken out, moved (among the photos kept), re-described. */
export function photoDifference(live: readonly Photo[], proposed: readonly Photo[]) {
  const proposedUrls = new Set(proposed.map(({ url }) => url));
  const liveByUrl = new Map(live.map((photo, index) => [photo.url, { ...photo, index }]));
  const keptBefore = live.filter(({ url }) => proposedUrls.has(url));
  const keptAfter = proposed.filter(({ url }) => liveByUrl.has(url));
  const before = live.map((photo) => ({ ...photo, removed: !proposedUrls.has(photo.url) }));
  const after = proposed.map((photo) => {
    const was = liveByUrl.get(photo.url);
    const keptIndex = keptAfter.indexOf(photo);
    return {
      ...photo,
      added: !was,
      movedFrom: was && keptBefore[keptIndex]?.url !== photo.url ? was.index + 1 : null,
      captionChanged: was !== undefined && was.alt !== photo.alt,
    };
  });
  const difference: PhotoDifference = {
    before,
    after,
    added: after.filter(({ added }) => added).length,
    removed: before.filter(({ removed }) => removed).length,
    reordered: after.some(({ movedFrom }) => movedFrom !== null),
    captioned: after.filter(({ captionChanged }) => captionChanged).length,
  };
  const changed =
    difference.added + difference.removed + difference.captioned > 0 || difference.reordered;
  return changed ? difference : null;
}

/** What differs between the live listing and the proposed change, field by field. */
export function differences(change: Change) {
  const live = (change.listing ?? {}) as Record<string, unknown>;
  const proposed = change.changes as Record<string, unknown>;
  const fields = Object.keys(FIELD_LABELS)
    .filter((key) => key in proposed && shown(proposed[key], key) !== shown(live[key], key))
    .map((key) => ({
      key,
      label: FIELD_LABELS[key]!,
      before: shown(live[key], key),
      after: shown(proposed[key], key),
    }));
  const livePhotos = [...((live.photos as (Photo & { position: number })[] | undefined) ?? [])]
    .sort((a, b) => a.position - b.position)
    .map(({ url, alt }) => ({ url, alt }));
  const proposedPhotos = (proposed.photos as Photo[] | undefined) ?? [];
  const photos = 'photos' in proposed ? photoDifference(livePhotos, proposedPhotos) : null;
  return {
    fields,
    photos,
    removedFiles: photos?.before.filter(({ removed }) => removed).map(({ url }) => url) ?? [],
  };
}
