import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { listingPath } from '@/config/paths';
import { getListingPreviewQueryOptions } from '@/features/listings';
import { ListingChangeTable } from './listing-change-table';
import { differences, type Change } from './listing-differences';
import { previewDescription } from './listing-preview-description';
import { ListingPreviewPage } from './listing-preview-page';

export interface ListingPreviewDialogProps {
  listingId: string;
  /** The dialog's name ('Preview: Casa Aurora'); without it, from the listing once loaded. */
  title?: string;
  /** What the reviewer is looking at, and where couples will see it (likewise). */
  description?: string;
  /** A proposed change to a live listing: its difference first, then the page with it applied. */
  change?: Change;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to what opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The admin's preview of a listing on a Radix Dialog: the whole public page as it will look, over
 * the review page; focus moves into it and is held there, Escape or Close returns it to where it
 * came from. Loaded lazily (listing-preview-button.tsx), so the vendor page's components join the
 * admin's code only when a preview opens, and nothing is fetched until then.
 */
export function ListingPreviewDialog({
  listingId,
  title,
  description,
  change,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ListingPreviewDialogProps) {
  // The page's own query (one request, shared with the page below), for a link's preview.
  const preview = useQuery({ ...getListingPreviewQueryOptions(listingId), enabled: open });
  const listing = preview.data?.listing;
  const name = title ?? (listing ? `Preview: ${listing.name}` : 'Preview');
  const about =
    description ??
    (listing && preview.data
      ? previewDescription(preview.data.status, listingPath(listing.url_name))
      : 'The page as couples would see it.');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-ivory-50 focus:outline-none md:inset-4 md:shadow-2xl"
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ivory-300 bg-ivory-50 px-gutter py-3">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl break-words text-ink md:text-2xl">
                {name}
              </Dialog.Title>
              <Dialog.Description className="text-xs text-ink-700 md:text-sm">
                {about}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button size="sm" className="shrink-0">
                Close<span className="sr-only"> the preview</span>
              </Button>
            </Dialog.Close>
          </div>
          {change ? (
            <section
              aria-label="What changes"
              className="mx-auto max-w-frame space-y-2 px-gutter pt-8"
            >
              <p className="text-label tracking-label text-ink-700 uppercase">What changes</p>
              <ListingChangeTable change={change} difference={differences(change)} />
            </section>
          ) : null}
          <ListingPreviewPage
            listingId={listingId}
            changes={change ? (change.changes as Record<string, unknown>) : undefined}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
