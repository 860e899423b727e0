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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useReorderVideos, type StandaloneVideo } from '@/features/videos';
import { reportMutation } from '@/lib/report-mutation';
import { VideoRow } from './video-desk-row';

type Id = string | number;

/**
 * The live and draft videos of a location in the order the home page plays them, reordered by
 * dragging (dnd-kit: with a pointer, or from the keyboard with the handle, Space and the arrow
 * keys, each move announced) or with Move up / Move down. Each move is saved at once.
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

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
    save(arrayMove(videos, index, index + by));
    setSaid(`${video.title} is now number ${index + by + 1} of ${videos.length}.`);
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = videos.findIndex((video) => video.id === active.id);
    const to = videos.findIndex((video) => video.id === over.id);
    if (from >= 0 && to >= 0) save(arrayMove(videos, from, to));
  };

  const titleOf = (id: Id) => videos.find((video) => video.id === id)?.title ?? 'The video';
  const position = (id: Id) => videos.findIndex((video) => video.id === id) + 1;
  const announcements = {
    onDragStart: ({ active }: { active: { id: Id } }) =>
      `Picked up ${titleOf(active.id)}, number ${position(active.id)} of ${videos.length}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over ? `${titleOf(active.id)} is over number ${position(over.id)} of ${videos.length}.` : '',
    onDragEnd: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over
        ? `${titleOf(active.id)} dropped at number ${position(over.id)} of ${videos.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }: { active: { id: Id } }) =>
      `Moving cancelled; ${titleOf(active.id)} is back where it was.`,
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{ announcements }}
      >
        <SortableContext
          items={videos.map((video) => video.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol aria-label={label} className="divide-y divide-ivory-300 border-y border-ivory-300">
            {videos.map((video, index) => (
              <SortableVideoRow
                key={video.id}
                video={video}
                index={index}
                count={videos.length}
                onMove={(by) => move(index, by)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {said}
      </p>
    </>
  );
}

function SortableVideoRow({
  video,
  index,
  count,
  onMove,
}: {
  video: StandaloneVideo;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: video.id,
  });
  return (
    <VideoRow
      video={video}
      rowRef={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      lifted={isDragging}
      order={{ index, count, onMove }}
      handle={
        <button
          type="button"
          {...attributes}
          {...listeners}
          className="inline-flex min-h-9 cursor-grab items-center gap-1 px-2 text-xs font-medium tracking-label uppercase touch-none"
        >
          <span aria-hidden="true">⠿</span>
          Drag to move<span className="sr-only"> {video.title}</span>
        </button>
      }
    />
  );
}
