import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState } from 'react';
import { UploadField } from '@/components/upload';
import { Button } from '@/components/ui/button';
import { uploadListingPhoto, type EditablePhoto } from '@/features/listings';
import { mediaUrl } from '@/lib/media';
import { resizeImage } from '@/lib/resize-image';

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
 * cover, reordered by dragging (dnd-kit: with a pointer, or from the keyboard with the handle,
 * Space and the arrow keys, each move announced) or with the Earlier and Later buttons, removed
 * with an undo.
 */
export function GalleryEditor({
  listingId,
  gallery,
  cover,
  onChange,
  showMissingAlt,
}: GalleryEditorProps) {
  const [removed, setRemoved] = useState<{ photo: EditablePhoto; index: number } | null>(null);
  // An upload that ends later adds to the gallery as it is then, not as it was when it began.
  const latest = useRef({ gallery, cover });
  useEffect(() => {
    latest.current = { gallery, cover };
  }, [gallery, cover]);

  const send = async (file: File, onProgress: (fraction: number) => void) => {
    if (!listingId) return;
    const image = await resizeImage(file, GALLERY_PHOTO_MAX_SIDE);
    const path = await uploadListingPhoto(listingId, image, onProgress);
    const { gallery: now, cover: nowCover } = latest.current;
    onChange([...now, { url: path, alt: '' }], nowCover ?? path);
  };

  const move = (index: number, by: -1 | 1) =>
    onChange(arrayMove(gallery, index, index + by), cover);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = gallery.findIndex((photo) => photo.url === active.id);
    const to = gallery.findIndex((photo) => photo.url === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(gallery, from, to), cover);
  };
  const position = (id: string | number) => gallery.findIndex((photo) => photo.url === id) + 1;
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up photo ${position(active.id)}. Use the arrow keys to move it, Space to drop it.`,
    onDragOver: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Over position ${position(over.id)} of ${gallery.length}.` : '',
    onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Dropped at position ${position(over.id)} of ${gallery.length}.` : 'Dropped.',
    onDragCancel: () => 'Moving cancelled; the photo is back where it was.',
  };
  const remove = (index: number) => {
    const photo = gallery[index]!;
    const next = gallery.filter((_, at) => at !== index);
    setRemoved({ photo, index });
    onChange(next, cover === photo.url ? (next[0]?.url ?? null) : cover);
  };
  const undo = () => {
    if (!removed) return;
    const next = [...gallery];
    next.splice(removed.index, 0, removed.photo);
    onChange(next, cover ?? removed.photo.url);
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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{ announcements }}
        >
          <SortableContext items={gallery.map((photo) => photo.url)} strategy={rectSortingStrategy}>
            <ol aria-label="Photos" className="grid gap-6 sm:grid-cols-2">
              {gallery.map((photo, index) => (
                <PhotoItem
                  key={photo.url}
                  photo={photo}
                  index={index}
                  count={gallery.length}
                  isCover={cover === photo.url}
                  showMissingAlt={showMissingAlt}
                  onAlt={(alt) =>
                    onChange(
                      gallery.map((entry, at) => (at === index ? { ...entry, alt } : entry)),
                      cover,
                    )
                  }
                  onCover={() => onChange(gallery, photo.url)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function PhotoItem({
  photo,
  index,
  count,
  isCover,
  showMissingAlt,
  onAlt,
  onCover,
  onMove,
  onRemove,
}: {
  photo: EditablePhoto;
  index: number;
  count: number;
  isCover: boolean;
  showMissingAlt: boolean;
  onAlt: (alt: string) => void;
  onCover: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const altId = useId();
  const errorId = useId();
  const missing = showMissingAlt && photo.alt.trim() === '';
  const label = `photo ${index + 1}`;
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: photo.url,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className={`space-y-3 border border-ivory-300 bg-ivory-50 p-4 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        className="cursor-grab text-xs font-medium tracking-label uppercase touch-none"
      >
        <span aria-hidden="true">⠿ </span>
        Drag to move<span className="sr-only"> ({label})</span>
      </button>
      <img
        src={mediaUrl(photo.url)}
        alt={photo.alt}
        width={480}
        height={320}
        loading="lazy"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={altId} className="text-xs font-medium tracking-label uppercase">
          Alt text for {label}
        </label>
        <input
          id={altId}
          value={photo.alt}
          maxLength={300}
          onChange={(event) => onAlt(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          className="min-h-11 border border-ink-300 bg-ivory-50 px-3 aria-[invalid=true]:border-red-700"
          placeholder="What the photo shows, for people who cannot see it"
        />
        {missing ? (
          <p id={errorId} className="text-sm text-red-700">
            Please describe this photo.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="mr-auto flex items-center gap-2 text-sm">
          <input type="radio" name="cover" checked={isCover} onChange={onCover} />
          Cover
          <span className="sr-only"> ({label})</span>
        </label>
        <Button size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          Earlier<span className="sr-only"> ({label})</span>
        </Button>
        <Button size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          Later<span className="sr-only"> ({label})</span>
        </Button>
        <Button size="sm" onClick={onRemove}>
          Remove<span className="sr-only"> {label}</span>
        </Button>
      </div>
    </li>
  );
}
