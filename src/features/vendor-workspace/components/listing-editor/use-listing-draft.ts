import { draftKey, useDraft } from '@/hooks/use-form-draft';
import type { EditablePhoto } from '@/features/listings';
import type { ListingFormValues } from '../../lib/listing-schema';

/** What the listing editor keeps of unsaved work: the typed fields, the gallery and its cover. */
export interface ListingDraft {
  fields: Partial<ListingFormValues>;
  gallery: EditablePhoto[];
  cover: string | null;
}

export interface ListingDraftState {
  /** Unsaved work from an earlier visit (a reload, a crash), until restored or discarded. */
  offered: ListingDraft | null;
  /** Hands the offered draft over (the editor puts it into the form) and stops offering it. */
  restore: () => ListingDraft | null;
  discard: () => void;
  /** Forgets the draft: call it once a save went through. */
  clear: () => void;
}

/**
 * The listing editor's draft on this device, through the project's one draft hook (one storage,
 * one key spelling: `perfete:draft:listing:<id>`, `new` for a new listing). Written only while
 * `dirty`; offered back, never forced back, when the editor opens again.
 */
export function useListingDraft(
  listingId: string | undefined,
  draft: ListingDraft,
  dirty: boolean,
): ListingDraftState {
  const { offered, restore, discard, clear } = useDraft<ListingDraft>({
    storageKey: draftKey('listing', listingId),
    value: draft,
    dirty,
  });
  return { offered, restore, discard, clear };
}
