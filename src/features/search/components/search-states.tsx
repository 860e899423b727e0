import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/config/paths';

/** No hits: say so, and offer the directory and the magazine. */
export function SearchEmpty({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  return (
    <div className="space-y-3 py-4">
      <p className="text-ink">Nothing found for “{query}”.</p>
      <p className="text-ink-700">
        Try other words, or browse{' '}
        <Link to={PATHS.index} onClick={onNavigate} className="underline hover:text-champagne-700">
          the vendor directory
        </Link>{' '}
        or{' '}
        <Link to={PATHS.blog} onClick={onNavigate} className="underline hover:text-champagne-700">
          the magazine
        </Link>
        .
      </p>
    </div>
  );
}

/** The request failed: say so; what was typed stays in the field. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 py-4">
      <p className="text-ink">The search could not be reached. Your words are kept.</p>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
