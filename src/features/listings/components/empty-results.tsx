import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';

export interface Suggestion {
  /** What to do, e.g. 'Search every place instead of “Paris”'. */
  label: string;
  to: string;
}

export interface EmptyResultsProps {
  title: string;
  children?: ReactNode;
  /** One link per filter that could be loosened. */
  suggestions: readonly Suggestion[];
  /** Clear every filter. */
  resetTo: string;
  resetLabel: string;
}

/** No results: says so, and offers a link per filter to loosen, then one to start over. */
export function EmptyResults({
  title,
  children,
  suggestions,
  resetTo,
  resetLabel,
}: EmptyResultsProps) {
  return (
    <div className="mx-auto flex max-w-measure flex-col items-center py-16 text-center">
      <h2 className="font-display text-display-sm text-ink">{title}</h2>
      {children ? <div className="mt-4 text-ink-700">{children}</div> : null}
      {suggestions.length > 0 ? (
        <ul className="mt-6 flex flex-col gap-3">
          {suggestions.map((suggestion) => (
            <li key={suggestion.to}>
              <Link
                to={suggestion.to}
                className="text-ink underline decoration-champagne-400 underline-offset-4 hover:text-champagne-700"
              >
                {suggestion.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={resetTo} className={`${buttonVariants()} mt-10`}>
        {resetLabel}
      </Link>
    </div>
  );
}
