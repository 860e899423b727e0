import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useSavedList } from '../lib/saved-store';

/**
 * The header's and mobile menu's "Saved" entry with the count ("Saved 3"). A change of the count
 * is announced politely by a live region beside the link (its first content says nothing).
 */
export function SavedLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const count = useSavedList().length;
  return (
    <>
      <Link
        to={PATHS.saved}
        onClick={onNavigate}
        className={cn(
          'inline-flex items-center gap-1.5 text-ink hover:text-champagne-700',
          className,
        )}
      >
        Saved{' '}
        {/* In the site's sans with lining figures wherever the link is set: the mobile menu sets
            it in the display face, whose old-style 0 reads as a letter o. */}
        <span
          data-testid="saved-count"
          className="min-w-6 rounded-full bg-ivory-200 px-1.5 text-center font-sans text-xs leading-6 tabular-nums lining-nums"
        >
          {count}
        </span>
      </Link>
      <span className="sr-only" aria-live="polite">
        {count} saved
      </span>
    </>
  );
}
