import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import type { ListingPhoto } from '../lib/listing-columns';
import { galleryImage } from '../lib/listing-images';
import { ListingImage } from './listing-image';

export interface GalleryLightboxProps {
  photos: readonly ListingPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes on close (the thumbnail of the photo last shown). */
  onCloseAutoFocus: (event: Event) => void;
  title: string;
}

const NAV_BUTTON =
  'flex size-12 items-center justify-center rounded-full border border-ivory-50/40 text-ivory-50 transition-colors hover:bg-ivory-50/10 focus-visible:outline-ivory-50';

/**
 * The gallery's full-screen view on a Radix Dialog: focus is trapped inside and returns to the
 * thumbnail on close; Escape closes; ← and → (and the buttons) move through the photos, wrapping
 * around; each photo keeps its alt text, also shown as the caption.
 */
export function GalleryLightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
  title,
}: GalleryLightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const count = photos.length;
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <Dialog.Root open={photo !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 focus:outline-none md:p-10"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="text-label tracking-label text-ivory-200 uppercase">
            Photo {(index ?? 0) + 1} of {count}
          </Dialog.Description>
          {photo ? (
            <figure className="flex min-h-0 w-full flex-1 flex-col items-center justify-center gap-3">
              <ListingImage
                key={photo.id}
                source={galleryImage(photo.url)}
                alt={photo.alt}
                loading="eager"
                className="max-h-[75vh] w-auto max-w-full object-contain"
              />
              <figcaption className="max-w-measure text-center text-sm text-ivory-100">
                {photo.alt}
              </figcaption>
            </figure>
          ) : null}
          <div className="flex items-center gap-6">
            <button
              type="button"
              onClick={() => step(-1)}
              className={NAV_BUTTON}
              aria-label="Previous photo"
            >
              <span aria-hidden="true">←</span>
            </button>
            <Dialog.Close className="min-h-12 px-6 text-label tracking-label text-ivory-50 uppercase underline-offset-4 hover:underline focus-visible:outline-ivory-50">
              Close
            </Dialog.Close>
            <button
              type="button"
              onClick={() => step(1)}
              className={NAV_BUTTON}
              aria-label="Next photo"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
