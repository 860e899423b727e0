import { useState } from 'react';
import { Button } from '@/components/ui/button';

type ConfirmDeleteProps = {
  /** What is deleted, as the question names it. */
  name: string;
  /** What else goes with it, said in the question ("and its film"). */
  along?: string;
  busy?: boolean;
  /** Resolves when the row is gone; a refusal returns the button to its first step. */
  onConfirm: () => Promise<unknown>;
};

/**
 * "Delete for good" in two steps: the first press asks (what goes, that it cannot be undone), the
 * second deletes. Only ever offered on archived rows.
 */
export function ConfirmDelete({ name, along, busy, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" disabled={busy} onClick={() => setAsking(true)}>
        Delete for good<span className="sr-only"> {name}</span>
      </Button>
    );
  return (
    <div role="group" aria-label={`Delete ${name} for good?`} className="basis-full space-y-2">
      <p className="text-sm text-ink">
        Delete “{name}”{along ? ` ${along}` : ''} for good? This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="solid"
          disabled={busy}
          onClick={() => void onConfirm().catch(() => setAsking(false))}
        >
          Yes, delete for good
        </Button>
        <Button size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
