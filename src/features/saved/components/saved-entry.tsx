import type { ReactNode } from 'react';
import { removeWithUndo } from '../lib/remove-with-undo';
import type { SavedItem } from '../lib/saved-store';

/**
 * One item of the list: its card (or a line saying it is no longer public), Remove (with undo),
 * and for vendors a checkbox to pick them for one inquiry or the compare view.
 */
export function SavedEntry({
  item,
  children,
  selected,
  onSelect,
  removable = true,
}: {
  item: SavedItem;
  /** The card; null when the item no longer resolves to a public page. */
  children: ReactNode;
  /** Vendors only: whether picked. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** False on a shared list (nothing of it is yours yet). */
  removable?: boolean;
}) {
  return (
    <li className="flex flex-col gap-3">
      {children ?? (
        <div className="flex aspect-preview items-center justify-center bg-ivory-200 p-6 text-center text-ink-700">
          <p>
            <span className="block font-display text-xl text-ink">{item.name}</span>
            is no longer available.
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {onSelect && children ? (
          <label className="inline-flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              checked={selected ?? false}
              onChange={(event) => onSelect(event.target.checked)}
              className="size-4 accent-champagne-700"
            />
            Pick <span className="sr-only">{item.name}</span>
          </label>
        ) : (
          <span />
        )}
        {removable ? (
          <button
            type="button"
            onClick={() => removeWithUndo(item)}
            className="text-ink-700 underline hover:text-ink focus-visible:outline-2 focus-visible:outline-champagne-600"
          >
            Remove<span className="sr-only"> {item.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
