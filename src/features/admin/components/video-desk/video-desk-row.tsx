import { useId, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { ConfirmDelete } from '@/components/confirm-delete';
import { LIFTED_ROW_CLASS } from '@/components/sortable-list';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  useDeleteVideoForGood,
  useUpdateVideo,
  type StandaloneVideo,
  type VideoPatch,
} from '@/features/videos';
import { mediaUrl } from '@/lib/media';
import { reportMutation } from '@/lib/report-mutation';
import { cn } from '@/lib/utils';
import { VideoEditor } from './video-desk-edit';
import { statusInWords } from './video-desk-fields';

export interface VideoRowProps {
  video: StandaloneVideo;
  /** The sortable row's node, position and drag handle (none for archived rows). */
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  lifted?: boolean;
  handle?: ReactNode;
  /** Move up / Move down, with the row's place: absent for archived rows. */
  order?: { index: number; count: number; onMove: (by: -1 | 1) => void };
}

/**
 * One video on the desk: its poster, title and status in words; Move up / Move down beside the
 * drag handle; Edit (inline), Publish or Unpublish, Archive; an archived one is restored or,
 * after a confirmation, deleted for good.
 */
export function VideoRow({ video, rowRef, style, lifted, handle, order }: VideoRowProps) {
  const update = useUpdateVideo();
  const remove = useDeleteVideoForGood();
  const [editing, setEditing] = useState(false);
  const editorId = useId();
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const busy = update.isPending || remove.isPending;
  const archived = video.status === 'archived';
  const named = <span className="sr-only"> {video.title}</span>;

  const change = (patch: VideoPatch, done: string) =>
    reportMutation(update.mutateAsync({ id: video.id, patch }), {
      onSuccess: () => toast({ title: done, description: video.title }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });
  const deleteForGood = () => {
    const run = remove.mutateAsync(video);
    reportMutation(run, {
      onSuccess: () => toast({ title: 'Deleted for good', description: video.title }),
      onError: (error) =>
        toast({
          title: 'The video was not deleted',
          description: error.message,
          variant: 'destructive',
        }),
    });
    return run;
  };
  // A button that a move disables hands focus to its partner, so the keyboard keeps its place.
  const move = (by: -1 | 1) => {
    if (!order) return;
    order.onMove(by);
    const to = order.index + by;
    if (to === 0) downButton.current?.focus();
    if (to === order.count - 1) upButton.current?.focus();
  };

  return (
    <li
      ref={rowRef}
      style={style}
      className={cn('space-y-4 bg-ivory-50 py-4', lifted && LIFTED_ROW_CLASS)}
    >
      <div className="flex gap-4">
        {video.overlay_photo_url ? (
          <img
            src={mediaUrl(video.overlay_photo_url)}
            alt={`Poster of ${video.title}`}
            width={80}
            height={112}
            loading="lazy"
            className="h-28 w-20 shrink-0 bg-ivory-200 object-cover"
          />
        ) : (
          <div className="grid h-28 w-20 shrink-0 place-items-center bg-ivory-200 p-1 text-center text-xs text-ink-700">
            No poster
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-display text-xl break-words text-ink">
            {order ? <span className="sr-only">{order.index + 1}. </span> : null}
            {video.title}
          </p>
          <p className="text-sm text-ink-700">{statusInWords(video.status, video.location)}</p>
          {video.description ? (
            <p className="line-clamp-2 text-sm break-words text-ink-700">{video.description}</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {handle}
        {order ? (
          <>
            <Button ref={upButton} size="sm" disabled={order.index === 0} onClick={() => move(-1)}>
              Move up{named}
            </Button>
            <Button
              ref={downButton}
              size="sm"
              disabled={order.index === order.count - 1}
              onClick={() => move(1)}
            >
              Move down{named}
            </Button>
          </>
        ) : null}
        {!archived ? (
          <>
            <Button
              size="sm"
              aria-expanded={editing}
              aria-controls={editing ? editorId : undefined}
              onClick={() => setEditing((was) => !was)}
            >
              Edit{named}
            </Button>
            {video.status === 'draft' ? (
              <Button
                size="sm"
                variant="solid"
                disabled={busy}
                onClick={() => change({ status: 'published' }, 'Published')}
              >
                Publish{named}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={busy}
                onClick={() => change({ status: 'draft' }, 'Back to draft')}
              >
                Unpublish{named}
              </Button>
            )}
            <Button
              size="sm"
              disabled={busy}
              onClick={() => change({ status: 'archived' }, 'Archived: restore it from the list')}
            >
              Archive{named}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="solid"
              disabled={busy}
              onClick={() => change({ status: 'draft' }, 'Restored as a draft')}
            >
              Restore{named}
            </Button>
            <ConfirmDelete
              name={video.title}
              along="and its film"
              busy={busy}
              onConfirm={deleteForGood}
            />
          </>
        )}
      </div>
      {editing && !archived ? (
        <VideoEditor id={editorId} video={video} onClose={() => setEditing(false)} />
      ) : null}
    </li>
  );
}
