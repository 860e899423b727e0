import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Above the list: how many vendors are picked, "Write to N vendors" (opens the one-inquiry form
 * below) and "Compare N" (the picked ones when two or more, else the first saved vendors).
 */
export function SavedToolbar({
  picked,
  writing,
  onWrite,
  compareHref,
  compareCount,
}: {
  picked: number;
  writing: boolean;
  onWrite: () => void;
  compareHref: string;
  compareCount: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 border-y border-ivory-300 py-4">
      <p className="basis-full text-sm text-ink-700 sm:basis-auto" aria-live="polite">
        {picked > 0
          ? `${plural(picked, 'vendor')} picked`
          : 'Pick vendors to write to them all at once or compare them'}
      </p>
      <button
        type="button"
        disabled={picked === 0}
        aria-expanded={writing}
        onClick={onWrite}
        className={buttonVariants({ variant: 'solid', size: 'sm', className: 'min-h-11' })}
      >
        Write to {plural(picked, 'vendor')}
      </button>
      {compareCount > 1 ? (
        <Link to={compareHref} className={buttonVariants({ size: 'sm', className: 'min-h-11' })}>
          Compare {compareCount}
        </Link>
      ) : null}
    </div>
  );
}
