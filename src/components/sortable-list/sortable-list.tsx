import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { sortAnnouncements, type AnnouncementWording } from './announcements';
import { reorderOnDrop } from './reorder';

/** A pointer must travel this far before a press on the handle becomes a drag (a click stays one). */
const DRAG_DISTANCE_PX = 6;

/** The classes of a row while it is dragged: above its neighbours, with a shadow. */
export const LIFTED_ROW_CLASS = 'relative z-10 shadow-lg';

/** What a row of the list needs to take part: its node, its style, and its DragHandle's `handle`. */
export interface SortableRow {
  /** The row's node, for dnd-kit to measure and move (a ref callback). */
  setNode: (node: HTMLElement | null) => void;
  style: CSSProperties;
  /** The row is being dragged (lift it above its neighbours). */
  lifted: boolean;
  /** For the row's DragHandle: its role, name and description, and its pointer and key listeners. */
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
}

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The item as announcements name it ("Ana & Luis", "photo 3"). */
  nameOf: (item: T) => string;
  /** The new order after a drop that moved something. */
  onReorder: (next: T[]) => void;
  /** The list's accessible name. */
  label: string;
  className?: string;
  /** 'grid' for rows that wrap into columns. */
  layout?: 'list' | 'grid';
  /** How moves are announced: by slot position (default) or as numbered, named items. */
  wording?: AnnouncementWording;
  /** One `<li>` per item, with `row.setNode` as its ref, `row.style`, and a DragHandle. */
  children: (item: T, index: number, row: SortableRow) => ReactNode;
}

/**
 * An ordered list whose items are moved by dragging their handle, with a pointer or from the
 * keyboard (focus the handle, Space to pick up, the arrow keys to move, Space to drop, Escape to
 * cancel), each step announced to screen readers by the item's name and position (dnd-kit).
 * Buttons that move an item one place (Move up / Move down) belong to the rows; `moveBy` helps.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onReorder,
  label,
  className,
  layout = 'list',
  wording,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = sortAnnouncements(items, idOf, nameOf, wording);
  const dropped = ({ active, over }: DragEndEvent) => {
    const next = reorderOnDrop(items, idOf, active.id, over?.id);
    if (next) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements }}
    >
      <SortableContext
        items={items.map(idOf)}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ol aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)}>
              {(row) => children(item, index, row)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (row: SortableRow) => ReactNode }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id,
  });
  return children({
    setNode: setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition },
    lifted: isDragging,
    handle: { attributes, listeners },
  });
}

/** A row's drag handle: a button that takes the pointer and the keyboard (Space, arrows). */
export function DragHandle({
  handle,
  className,
  children,
}: {
  handle: SortableRow['handle'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      {...handle.attributes}
      {...handle.listeners}
      className={cn('cursor-grab touch-none', className)}
    >
      {children}
    </button>
  );
}
