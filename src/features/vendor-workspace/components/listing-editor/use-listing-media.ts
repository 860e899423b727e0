import { useCallback, useState } from 'react';
import type { EditableListing, EditablePhoto } from '@/features/listings';

/** The listing's pictures and film: storage paths, saved with the fields. */
export interface ListingMedia {
  gallery: EditablePhoto[];
  cover: string | null;
  headshot: string | null;
  video: string | null;
}

/**
 * The editor's media beside the form's fields (react-hook-form holds only strings): as loaded,
 * then as changed, with whether anything changed since the last save.
 */
export function useListingMedia(listing: EditableListing | null) {
  const [media, setMedia] = useState<ListingMedia>(() => ({
    gallery: listing?.gallery ?? [],
    cover: listing?.cover ?? null,
    headshot: listing?.headshot ?? null,
    video: listing?.video ?? null,
  }));
  const [changed, setChanged] = useState(false);
  const change = useCallback((patch: Partial<ListingMedia>) => {
    setMedia((current) => ({ ...current, ...patch }));
    setChanged(true);
  }, []);
  const saved = useCallback(() => setChanged(false), []);
  return { media, changed, change, saved };
}
