import { cn } from '@/lib/utils';
import { isSaved, toggleSaved, useSavedList, type SavedKind } from '../lib/saved-store';

/**
 * Save a vendor or a story to the saved list (no account): a toggle button (aria-pressed), its
 * name saying what it saves. `icon` sits on a card's image, above the card's stretched link;
 * `text` stands on a vendor or story page. The name stays "Save <name>" (the pressed state says
 * whether it is saved: a name that flips to "Saved" would contradict it). Tiny: it is on cards.
 */
export function SaveButton({
  kind,
  id,
  name,
  variant = 'text',
  className,
}: {
  kind: SavedKind;
  id: string;
  name: string;
  variant?: 'icon' | 'text';
  className?: string;
}) {
  const saved = isSaved(useSavedList(), kind, id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name}`}
      onClick={() => toggleSaved(kind, id, name)}
      className={cn(
        'inline-flex items-center gap-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600',
        variant === 'icon'
          ? 'z-20 size-10 justify-center rounded-full bg-ivory-50/95 shadow-sm'
          : 'border border-ivory-300 px-4 py-2 hover:border-champagne-600',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn(
          'size-5 stroke-current',
          saved ? 'fill-champagne-600 text-champagne-700' : 'fill-none',
        )}
        strokeWidth="1.5"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {variant === 'text' ? 'Save' : null}
    </button>
  );
}
