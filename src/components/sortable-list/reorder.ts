import { arrayMove } from '@dnd-kit/sortable';

/** The list with the item at `index` moved one place earlier (-1) or later (1). */
export const moveBy = <T>(items: readonly T[], index: number, by: -1 | 1): T[] =>
  arrayMove([...items], index, index + by);

/**
 * The list after the item `activeId` was dropped on the place of `overId`, or null when the drop
 * changes nothing (dropped where it was, outside the list, or on an unknown item).
 */
export function reorderOnDrop<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  activeId: string | number,
  overId: string | number | null | undefined,
): T[] | null {
  if (overId == null || activeId === overId) return null;
  const from = items.findIndex((item) => idOf(item) === activeId);
  const to = items.findIndex((item) => idOf(item) === overId);
  if (from < 0 || to < 0) return null;
  return arrayMove([...items], from, to);
}
