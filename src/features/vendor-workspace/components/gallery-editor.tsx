import { useEffect, useRef, useState } from 'react';
import { moveBy, SortableList } from '@/components/sortable-list';
import { UploadField } from '@/components/upload';
import { Button } from '@/components/ui/button';
import { uploadListingPhoto, type EditablePhoto } from '@/features/listings';
import { resizeImage } from '@/lib/resize-image';
import { GalleryPhoto } from './gallery-editor-photo';
import {
  addPhoto,
  photoLabel,
  removePhoto,
  restorePhoto,
  withAlt,
  type RemovedPhoto,
} from './gallery-editor-rules';

/** Gallery photos are resized in the browser to this longest side before upload. */
export const GALLERY_PHOTO_MAX_SIDE = 2400;
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

export interface GalleryEditorProps {
  listingId: string | null;
  gallery: EditablePhoto[];
  cover: string | null;
  onChange: (gallery: EditablePhoto[], cover: string | null) => void;
  /** Shown under the photos whose alt text is missing once the vendor tries to submit. */
  showMissingAlt: boolean;
}

/**
 * The gallery: pick or drop many photos (the shared upload control: each resized in the browser,
 * each with its own progress bar and a retry), alt text for every photo, one chosen as the
 * cover, reordered by dragging (the shared sortable list: with a pointer, or from the keyboard
 * with the handle, Space and the arrow keys, each move announced) or with the Earlier and Later
 * buttons, removed with an undo. The rules (cover, undo, alt text) are in gallery-editor-rules.
 */
export function GalleryEditor({
  listingId,
  gallery,
  cover,
  onChange,
  showMissingAlt,
}: GalleryEditorProps) {
  const [removed, setRemoved] = useState<RemovedPhoto | null>(null);
  // An upload that ends later adds to the gallery as it is then, not as it was when it began.
  const latest = useRef({ gallery, cover });
  useEffect(() => {
    latest.current = { gallery, cover };
  }, [gallery, cover]);

  const send = async (file: File, onProgress: (fraction: number) => void) => {
    if (!listingId) return;
    const image = await resizeImage(file, GALLERY_PHOTO_MAX_SIDE);
    const path = await uploadListingPhoto(listingId, image, onProgress);
    const next = addPhoto(latest.current, path);
    onChange(next.gallery, next.cover);
  };
  const remove = (index: number) => {
    const next = removePhoto({ gallery, cover }, index);
    setRemoved(next.removed);
    onChange(next.gallery, next.cover);
  };
  const undo = () => {
    if (!removed) return;
    const next = restorePhoto({ gallery, cover }, removed);
    onChange(next.gallery, next.cover);
    setRemoved(null);
  };

  if (!listingId)
    return (
      <p className="border border-ivory-300 p-6 text-ink-700">
        Save the draft once to add photos: they are kept in your listing’s own folder.
      </p>
    );

  return (
    <div className="space-y-6">
      <UploadField
        label="Add photos"
        chooseLabel="Choose photos"
        hint="JPEG, PNG, WebP or AVIF. Each is resized in your browser before it uploads, one after the other."
        accept={ACCEPTED}
        multiple
        upload={send}
      />

      {removed ? (
        <p role="status" className="flex items-center gap-3 text-sm">
          Photo removed.
          <Button size="sm" onClick={undo}>
            Undo
          </Button>
        </p>
      ) : null}

      {gallery.length === 0 ? (
        <p className="text-ink-700">No photos yet.</p>
      ) : (
        <SortableList
          items={gallery}
          idOf={(photo) => photo.url}
          nameOf={(photo) => photoLabel(gallery.indexOf(photo))}
          onReorder={(next) => onChange(next, cover)}
          label="Photos"
          className="grid gap-6 sm:grid-cols-2"
          layout="grid"
        >
          {(photo, index, row) => (
            <GalleryPhoto
              photo={photo}
              index={index}
              count={gallery.length}
              row={row}
              isCover={cover === photo.url}
              showMissingAlt={showMissingAlt}
              onAlt={(alt) => onChange(withAlt(gallery, index, alt), cover)}
              onCover={() => onChange(gallery, photo.url)}
              onMove={(by) => onChange(moveBy(gallery, index, by), cover)}
              onRemove={() => remove(index)}
            />
          )}
        </SortableList>
      )}
    </div>
  );
}
