import { useState } from 'react';
import { DragHandle, moveBy, SortableList } from '@/components/sortable-list';
import { toast } from '@/components/ui/use-toast';
import { useReorderVideos, type StandaloneVideo } from '@/features/videos';
import { reportMutation } from '@/lib/report-mutation';
import { VideoRow } from './video-desk-row';

/**
 * The live and draft videos of a location in the order the home page plays them, reordered by
 * dragging (the shared sortable list: with a pointer, or from the keyboard with the handle, Space
 * and the arrow keys, each move announced) or with Move up / Move down. Each move is saved at once.
 */
export function VideoOrderList({
  label,
  location,
  videos,
}: {
  label: string;
  location: string;
  videos: StandaloneVideo[];
}) {
  const reorder = useReorderVideos();
  const [said, setSaid] = useState('');

  const save = (next: StandaloneVideo[]) =>
    reportMutation(reorder.mutateAsync({ location, ids: next.map((video) => video.id) }), {
      onError: (error) =>
        toast({
          title: 'The new order was not saved',
          description: error.message,
          variant: 'destructive',
        }),
    });
  const move = (index: number, by: -1 | 1) => {
    const video = videos[index]!;
    save(moveBy(videos, index, by));
    setSaid(`${video.title} is now number ${index + by + 1} of ${videos.length}.`);
  };

  return (
    <>
      <SortableList
        items={videos}
        idOf={(video) => video.id}
        nameOf={(video) => video.title}
        onReorder={save}
        label={label}
        wording="number"
        className="divide-y divide-ivory-300 border-y border-ivory-300"
      >
        {(video, index, row) => (
          <VideoRow
            video={video}
            rowRef={row.setNode}
            style={row.style}
            lifted={row.lifted}
            order={{ index, count: videos.length, onMove: (by) => move(index, by) }}
            handle={
              <DragHandle
                handle={row.handle}
                className="inline-flex min-h-9 items-center gap-1 px-2 text-xs font-medium tracking-label uppercase"
              >
                <span aria-hidden="true">⠿</span>
                Drag to move<span className="sr-only"> {video.title}</span>
              </DragHandle>
            }
          />
        )}
      </SortableList>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  );
}
