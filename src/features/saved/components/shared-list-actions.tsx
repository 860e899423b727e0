import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { mergeIntoSaved, replaceSaved } from '../lib/saved-list';
import { adoptShareId } from '../lib/share-id';
import { useSavedList, type SavedItem } from '../lib/saved-store';

/**
 * What the recipient of a shared list can do with it: keep it as their list (replacing theirs,
 * if any) or merge it into their own. Only what resolved to a public page is kept.
 */
export function SharedListActions({
  items,
  date,
  shareId = null,
  onDate,
}: {
  items: readonly SavedItem[];
  date: string | null;
  /** The link's share id: kept, the list stays live with the browser that shared it (#43). */
  shareId?: string | null;
  onDate: (isoDate: string | null) => void;
}) {
  const own = useSavedList();
  const navigate = useNavigate();
  const done = (title: string) => {
    if (date) onDate(date);
    if (shareId) adoptShareId(shareId);
    toast({ title });
    void navigate(PATHS.saved, { replace: true });
  };
  return (
    <div className="flex flex-col gap-3 border border-champagne-300 bg-ivory-100 p-5">
      <p className="text-ink">
        Someone shared this list with you. Keep it in this browser to come back to it.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={items.length === 0}
          onClick={() => {
            replaceSaved(items);
            done('This list is now yours');
          }}
          className="bg-ink px-4 py-2 text-sm font-medium text-ivory-50 hover:bg-ink-700 disabled:opacity-50"
        >
          {own.length > 0 ? `Keep as my list (replaces my ${own.length})` : 'Keep as my list'}
        </button>
        {own.length > 0 ? (
          <button
            type="button"
            disabled={items.length === 0}
            onClick={() => {
              mergeIntoSaved(items);
              done('Added to your list');
            }}
            className="border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ivory-200 disabled:opacity-50"
          >
            Merge into my list
          </button>
        ) : null}
      </div>
    </div>
  );
}
