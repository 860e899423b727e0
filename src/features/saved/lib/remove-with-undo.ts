import { toast } from '@/components/ui/use-toast';
import { removeSaved } from './saved-list';
import type { SavedItem } from './saved-store';

/** Removes an item from the list and offers Undo in a toast (polite, as every ordinary toast). */
export function removeWithUndo(item: Pick<SavedItem, 'kind' | 'id' | 'name'>): void {
  const undo = removeSaved(item.kind, item.id);
  const shown = toast({
    title: `Removed ${item.name}`,
    action: {
      label: 'Undo',
      altText: `Save ${item.name} again from its page`,
      onClick: () => {
        undo();
        shown.dismiss();
      },
    },
  });
}
