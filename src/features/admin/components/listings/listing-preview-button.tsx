import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ListingPreviewDialogProps } from './listing-preview-dialog';

/**
 * The preview's dialog, with the vendor page's components it draws, in a chunk of its own: the
 * review page does not load them, and the public vendor page's chunks stay as they were (the
 * dialog's Radix code joins the gallery's, which the vendor page already loads).
 */
export const LazyListingPreviewDialog = lazy(() =>
  import('./listing-preview-dialog').then((module) => ({ default: module.ListingPreviewDialog })),
);

type PreviewButtonProps = Omit<
  ListingPreviewDialogProps,
  'open' | 'onOpenChange' | 'onCloseAutoFocus'
> & {
  /** The button's words (with the listing's name for screen readers). */
  children: ReactNode;
};

/** A row's button that opens the listing's preview; focus comes back to it on close. */
export function ListingPreviewButton({ children, ...dialog }: PreviewButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the dialog's own focus return.
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LazyListingPreviewDialog
            {...dialog}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
