import { Button } from '@/components/ui/button';

/**
 * Offers back the words a visitor typed here earlier and did not send (useFormDraft / useDraft):
 * restoring is their choice, so a form never opens filled with something they meant to abandon.
 */
export function DraftPrompt({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 border-l-2 border-champagne-600 bg-ivory-100 p-4 text-sm"
    >
      <span className="mr-auto">You have unsaved changes from earlier.</span>
      <Button size="sm" onClick={onRestore}>
        Restore them
      </Button>
      <Button size="sm" onClick={onDiscard}>
        Discard
      </Button>
    </div>
  );
}
