import { IMAGE_SIZES } from '@/config/image-sizes';
import { useRef, useState } from 'react';
import type { ListingPhoto } from '../lib/listing-columns';
import { galleryImage } from '../lib/listing-images';
import { GalleryLightbox } from './gallery-lightbox';
import { ListingImage } from './listing-image';

export interface ListingGalleryProps {
  photos: readonly ListingPhoto[];
  listingName: string;
}

/**
 * The ordered gallery (listing_photos by position): thumbnails that open the lightbox. Each
 * thumbnail is a button named 'Enlarge photo N of M: <alt text>'; the images load lazily (they
 * are below the hero).
 */
export function ListingGallery({ photos, listingName }: ListingGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const lastShown = useRef(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  if (photos.length === 0) return null;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4" aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              onClick={() => {
                lastShown.current = index;
                setOpen(index);
              }}
              aria-label={`Enlarge photo ${index + 1} of ${photos.length}: ${photo.alt}`}
              className="group block aspect-[3/2] w-full overflow-hidden bg-ivory-200 focus-visible:outline-offset-4"
            >
              <ListingImage
                source={galleryImage(photo.url)}
                alt=""
                sizes={IMAGE_SIZES.listingGallery}
                className="transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
            </button>
          </li>
        ))}
      </ul>
      <GalleryLightbox
        photos={photos}
        index={open}
        onIndexChange={(index) => {
          lastShown.current = index;
          setOpen(index);
        }}
        onClose={() => setOpen(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          thumbnails.current[lastShown.current]?.focus();
        }}
        title={`${listingName}: photographs`}
      />
    </>
  );
}
