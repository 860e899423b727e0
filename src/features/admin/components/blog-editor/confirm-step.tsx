import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that asks first: the first press shows the question (`question`) with a button that
 * does it (`yes`) and one that does not; only the second press acts.
 */
export function ConfirmStep({
  label,
  question,
  yes,
  busy,
  onConfirm,
}: {
  /** The first button's words (may hold a screen-reader suffix). */
  label: ReactNode;
  question: string;
  yes: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" disabled={busy} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <div role="group" aria-label={question} className="basis-full space-y-2">
      <p className="text-sm text-ink">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="solid"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {yes}
        </Button>
        <Button size="sm" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
