import { readSaved, writeSaved, type SavedItem, type SavedKind } from './saved-store';

/**
 * The list's changes beyond save/unsave (the /saved page's; not on the cards): remove with undo,
 * keep a shared list, merge one into your own. Pure functions first, then the ones that write.
 */

const sameItem = (a: Pick<SavedItem, 'kind' | 'id'>, b: Pick<SavedItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/** `own`, then every item of `incoming` not in it, in the incoming order, saved now. */
export function mergeSaved(
  own: readonly SavedItem[],
  incoming: readonly SavedItem[],
  now = Date.now(),
): SavedItem[] {
  const added = incoming
    .filter(
      (item, index) =>
        !own.some((mine) => sameItem(mine, item)) &&
        incoming.findIndex((other) => sameItem(other, item)) === index,
    )
    .map((item, index) => ({ ...item, savedAt: now + index }));
  return [...own, ...added];
}

/** The list without one item, and the list with it back where it was (the undo). */
export function withoutItem(
  items: readonly SavedItem[],
  target: Pick<SavedItem, 'kind' | 'id'>,
): { rest: SavedItem[]; restore: (current: readonly SavedItem[]) => SavedItem[] } {
  const index = items.findIndex((item) => sameItem(item, target));
  const removed = items[index];
  const rest = items.filter((_, i) => i !== index);
  const restore = (current: readonly SavedItem[]) => {
    if (!removed || current.some((item) => sameItem(item, removed))) return [...current];
    // Back before the first item saved after it: the order of saving holds.
    const at = current.findIndex((item) => item.savedAt > removed.savedAt);
    return at === -1
      ? [...current, removed]
      : [...current.slice(0, at), removed, ...current.slice(at)];
  };
  return { rest, restore };
}

/** Removes one item; the returned function puts it back (into whatever the list is by then). */
export function removeSaved(kind: SavedKind, id: string): () => void {
  const { rest, restore } = withoutItem(readSaved(), { kind, id });
  writeSaved(rest);
  return () => writeSaved(restore(readSaved()));
}

/** A shared list becomes this browser's list. */
export function replaceSaved(items: readonly SavedItem[]): void {
  writeSaved(items);
}

/** A shared list joins this browser's list (what is there already stays where it is). */
export function mergeIntoSaved(items: readonly SavedItem[]): void {
  writeSaved(mergeSaved(readSaved(), items));
}
