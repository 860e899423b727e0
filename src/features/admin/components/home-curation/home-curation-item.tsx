import { DragHandle, LIFTED_ROW_CLASS, type SortableRow } from '@/components/sortable-list';
import { Button } from '@/components/ui/button';
import type { CuratedPost } from '@/features/posts';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';

/**
 * One post of The Latest in the editor: the drag handle (pointer, or Space and the arrow keys),
 * its position, a thumbnail and the title, then Move up, Move down and Remove. On a phone the
 * buttons take a row of their own under the title, which keeps at least 120 px of the row.
 */
export function ChosenPost({
  post,
  index,
  count,
  row: { setNode, style, lifted, handle },
  onMove,
  onRemove,
}: {
  post: CuratedPost;
  index: number;
  count: number;
  row: SortableRow;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const named = <span className="sr-only"> {post.title}</span>;
  // "Move up" / "Move down" to every ear; on a phone the eye reads "↑ Up" and "↓ Down", so the
  // three buttons share one row.
  const move = <span className="sr-only sm:not-sr-only">Move</span>;
  return (
    <li
      ref={setNode}
      style={style}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border border-ivory-300 bg-ivory-50 p-3',
        lifted && LIFTED_ROW_CLASS,
      )}
    >
      <DragHandle
        handle={handle}
        className="min-h-11 min-w-11 px-2 text-xs font-medium tracking-label uppercase"
      >
        <span aria-hidden="true">⠿</span>
        <span className="sr-only sm:not-sr-only"> Drag to move</span>
        {named}
      </DragHandle>
      <span className="w-6 text-center font-display text-2xl text-ink" aria-hidden="true">
        {index + 1}
      </span>
      <img
        src={mediaUrl(post.featured_image!, { width: 192 })}
        alt=""
        width={96}
        height={64}
        loading="lazy"
        className="h-12 w-16 object-cover sm:h-16 sm:w-24"
      />
      <span
        data-testid="curated-title"
        className="min-w-[120px] flex-1 basis-[120px] break-words text-ink"
      >
        {post.title}
      </span>
      <span className="flex w-full flex-wrap gap-2 md:w-auto">
        <Button size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          <span aria-hidden="true">↑ </span>
          {move} up{named}
        </Button>
        <Button size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          <span aria-hidden="true">↓ </span>
          {move} down{named}
        </Button>
        <Button size="sm" onClick={onRemove}>
          Remove{named}
        </Button>
      </span>
    </li>
  );
}
