import { useId } from 'react';
import { CONTROL_CLASS } from '@/components/form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { REVIEW_PHOTO_ALT_MAX_LENGTH, REVIEW_PHOTO_LIMIT } from '@/config/reviews';
import type { useReviewPhotos } from './use-review-photos';

/**
 * Up to REVIEW_PHOTO_LIMIT photos, each shown small with a required description (its alt text)
 * and a Remove button. The picker is a labelled file input; the count is read with it.
 */
export function ReviewPhotosField({
  photos,
  resizing,
  add,
  remove,
  describe,
  altErrors,
}: ReturnType<typeof useReviewPhotos> & { altErrors: Record<string, string> }) {
  const id = useId();
  const full = photos.length >= REVIEW_PHOTO_LIMIT;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-xs font-medium tracking-label text-ink uppercase">
        Photos
        <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
          (optional, up to {REVIEW_PHOTO_LIMIT})
        </span>
      </legend>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-files`} className="text-base text-ink-700">
          {full ? 'You have added the most photos a review can hold.' : 'Add photos of the day'}
        </label>
        {/* The native picker's own words ("No file chosen") stayed after a photo was added, as
            the input is emptied for the next choice: a button-styled label instead, as in the
            listing editor's upload field. */}
        <label
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center self-start border border-ink px-5 text-xs font-medium tracking-label text-ink uppercase hover:bg-ink hover:text-ivory-50',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
            (full || resizing) && 'pointer-events-none opacity-50',
          )}
        >
          {photos.length > 0 ? 'Choose more photos' : 'Choose photos'}
          <input
            id={`${id}-files`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            multiple
            disabled={full || resizing}
            aria-describedby={`${id}-count`}
            onChange={(event) => {
              void add(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
            className="sr-only"
          />
        </label>
        <p id={`${id}-count`} className="text-sm text-ink-500" aria-live="polite">
          {resizing ? 'Preparing your photos…' : `${photos.length} of ${REVIEW_PHOTO_LIMIT} photos`}
        </p>
      </div>
      {photos.length > 0 ? (
        <ul className="grid gap-4">
          {photos.map((photo, index) => {
            const altId = `${id}-alt-${photo.id}`;
            const error = altErrors[photo.id];
            return (
              <li key={photo.id} className="flex gap-3 border border-ivory-300 p-3">
                <img
                  src={photo.preview}
                  alt=""
                  className="size-20 shrink-0 bg-ivory-200 object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <label htmlFor={altId} className="text-sm text-ink">
                    Describe photo {index + 1}
                  </label>
                  <input
                    id={altId}
                    value={photo.alt}
                    maxLength={REVIEW_PHOTO_ALT_MAX_LENGTH}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${altId}-error` : undefined}
                    aria-required
                    onChange={(event) => describe(photo.id, event.currentTarget.value)}
                    className={`${CONTROL_CLASS} min-h-10 py-2`}
                  />
                  {error ? (
                    <p id={`${altId}-error`} className="text-sm font-medium text-red-800">
                      {error}
                    </p>
                  ) : null}
                  <Button size="sm" onClick={() => remove(photo.id)} className="self-start">
                    Remove photo {index + 1}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
