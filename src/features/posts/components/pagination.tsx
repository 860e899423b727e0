import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { withParams } from '../lib/search-params';

/** Pages shown around the current one before the list is shortened with an ellipsis. */
const NEIGHBOURS = 1;

function pageNumbers(current: number, last: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= last; page += 1) {
    const near = Math.abs(page - current) <= NEIGHBOURS;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

const linkClass =
  'inline-flex min-w-11 min-h-11 items-center justify-center px-3 text-sm tracking-wide text-ink hover:text-champagne-700';

/** Previous, numbered pages and next, as links that keep the other filters in the URL. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;
  const href = (target: number) => withParams(searchParams, { page: target });

  return (
    <nav aria-label="Pagination" className="mt-16 flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(linkClass, 'uppercase')}>
          Previous
        </Link>
      ) : null}
      <ol className="flex items-center gap-1">
        {pageNumbers(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                className={cn(
                  linkClass,
                  entry === page && 'border-b-2 border-champagne-600 font-medium',
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={cn(linkClass, 'uppercase')}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
