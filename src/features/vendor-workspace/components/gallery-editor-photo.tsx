import { useId } from 'react';
import { DragHandle, LIFTED_ROW_CLASS, type SortableRow } from '@/components/sortable-list';
import { Button } from '@/components/ui/button';
import type { EditablePhoto } from '@/features/listings';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';
import { isAltMissing, photoLabel } from './gallery-editor-rules';

const ALT_MAX = 300;

/**
 * One photo of the gallery: its drag handle, the picture, its alt text (marked missing once the
 * vendor has tried to submit without it), Cover, Earlier and Later, Remove. Every control names
 * the photo by its place ("photo 2").
 */
export function GalleryPhoto({
  photo,
  index,
  count,
  row: { setNode, style, lifted, handle },
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
  row: SortableRow;
  isCover: boolean;
  showMissingAlt: boolean;
  onAlt: (alt: string) => void;
  onCover: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const altId = useId();
  const errorId = useId();
  const missing = showMissingAlt && isAltMissing(photo);
  const label = photoLabel(index);
  return (
    <li
      ref={setNode}
      style={style}
      className={cn(
        'space-y-3 border border-ivory-300 bg-ivory-50 p-4',
        lifted && LIFTED_ROW_CLASS,
      )}
    >
      <DragHandle handle={handle} className="text-xs font-medium tracking-label uppercase">
        <span aria-hidden="true">⠿ </span>
        Drag to move<span className="sr-only"> ({label})</span>
      </DragHandle>
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
          maxLength={ALT_MAX}
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
