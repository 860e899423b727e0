import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while an item of a sortable list is moved from the keyboard (or by
 * pointer): the item by name and its position out of all, on pick-up, over a place, on drop
 * and on Escape. Positions are counted from 1 in the order shown before the move.
 */
/**
 * 'position' for slots (home curation, the gallery: "Over position 2 of 5"); 'number' for a
 * ranked list whose items are named at every step (the video desk: "Film is over number 2 of 5").
 */
export type AnnouncementWording = 'position' | 'number';

export function sortAnnouncements<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  nameOf: (item: T) => string,
  wording: AnnouncementWording = 'position',
): Announcements {
  const count = items.length;
  const position = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((entry) => idOf(entry) === id);
    return item === undefined ? 'The item' : nameOf(item);
  };
  if (wording === 'number')
    return {
      onDragStart: ({ active }) =>
        `Picked up ${name(active.id)}, number ${position(active.id)} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} is over number ${position(over.id)} of ${count}.` : '',
      onDragEnd: ({ active, over }) =>
        over
          ? `${name(active.id)} dropped at number ${position(over.id)} of ${count}.`
          : `${name(active.id)} dropped.`,
      onDragCancel: ({ active }) => `Moving cancelled; ${name(active.id)} is back where it was.`,
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
