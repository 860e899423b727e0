import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while an item of a sortable list is moved from the keyboard (or by
 * pointer): the item by name and its position out of all, on pick-up, over a place, on drop
 * and on Escape. Positions are counted from 1 in the order shown before the move.
 */
export function sortAnnouncements<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  nameOf: (item: T) => string,
): Announcements {
  const count = items.length;
  const position = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((entry) => idOf(entry) === id);
    return item === undefined ? 'The item' : nameOf(item);
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, position ${position(active.id)} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ over }) => (over ? `Over position ${position(over.id)} of ${count}.` : ''),
    onDragEnd: ({ over }) =>
      over ? `Dropped at position ${position(over.id)} of ${count}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Moving cancelled; ${name(active.id)} is back where it was.`,
  };
}
