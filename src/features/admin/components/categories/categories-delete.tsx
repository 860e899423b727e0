import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { reportMutation } from '@/lib/report-mutation';

/** What is filed under a category: words for the row, how many to move, and what they are. */
export interface Filed {
  /** '12 posts', '3 listings and 1 membership application', 'No posts'. */
  words: string;
  /** 0: nothing to move, the category is deleted directly. */
  count: number;
  /** '12 posts', for 'Move 12 posts to'. */
  moveWhat: string;
  /** 'post' and 'posts': what the database's count of moved rows counts. */
  one: string;
  many: string;
}

/** A category the contents can move to, labelled as an editor reads it ('Planning › Budget'). */
export interface Destination {
  id: string;
  label: string;
}

/**
 * Deleting a category asks first. An unused one: 'Delete it?'. One in use: where its contents
 * go ('Move 12 posts to …'), then the move and the delete happen together. One with
 * subcategories: says why not yet.
 */
export function CategoryDelete({
  category,
  filed,
  blocked,
  destinations,
  remove,
  onClose,
}: {
  category: { id: string; name: string };
  filed: Filed;
  blocked: string | null;
  destinations: readonly Destination[];
  remove: (moveTo: string | null) => Promise<number>;
  onClose: () => void;
}) {
  const [moveTo, setMoveTo] = useState('');
  const [moveError, setMoveError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const selectId = useId();
  const quoted = `“${category.name}”`;

  const run = (destination: string | null) => {
    setBusy(true);
    setProblem(null);
    const label = destinations.find((option) => option.id === destination)?.label;
    reportMutation(remove(destination), {
      onSuccess: (moved) =>
        toast({
          title: `Deleted ${quoted}`,
          description: label
            ? `Moved ${moved} ${moved === 1 ? filed.one : filed.many} to ${label}.`
            : undefined,
        }),
      onError: (error) => {
        setBusy(false);
        setProblem(error.message);
        toast({
          title: `${quoted} was not deleted`,
          description: error.message,
          variant: 'destructive',
        });
      },
    });
  };

  const submitMove = (event: FormEvent) => {
    event.preventDefault();
    if (!moveTo) {
      setMoveError(`Choose where the ${filed.many} go.`);
      document.getElementById(selectId)?.focus();
      return;
    }
    setMoveError(null);
    run(moveTo);
  };

  let body;
  if (blocked) {
    body = (
      <>
        <p className="text-sm text-ink">{blocked}</p>
        <Button size="sm" onClick={onClose}>
          Close
        </Button>
      </>
    );
  } else if (filed.count === 0) {
    body = (
      <>
        <p className="text-sm text-ink">
          Delete {quoted}? Nothing is filed under it. This cannot be undone.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="solid" disabled={busy} onClick={() => run(null)}>
            Yes, delete {quoted}
          </Button>
          <Button size="sm" onClick={onClose}>
            Keep it
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={submitMove} className="space-y-3">
        <p className="text-sm text-ink">
          {filed.words} {filed.count === 1 ? 'is' : 'are'} filed under {quoted}. Move them to
          another category; then {quoted} is deleted. This cannot be undone.
        </p>
        <SelectField
          id={selectId}
          label={`Move ${filed.moveWhat} to`}
          error={moveError ?? undefined}
          value={moveTo}
          onChange={(event) => setMoveTo(event.target.value)}
        >
          <option value="">Choose a category</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.label}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="solid" disabled={busy}>
            {busy ? 'Moving…' : `Move ${filed.moveWhat} and delete`}
          </Button>
          <Button size="sm" onClick={onClose}>
            Keep it
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-3 space-y-3 border-l-2 border-red-800 bg-blush-100 p-4"
    >
      <h3 id={headingId} className="font-display text-xl text-ink">
        Delete {category.name}
      </h3>
      {body}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
