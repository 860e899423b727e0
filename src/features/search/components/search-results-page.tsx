import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH_PAGE_PER_KIND } from '@/config/search';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { groupHits, hitPath } from '../lib/group-hits';
import { SearchHitSummary } from './search-hit-summary';
import { SearchEmpty, SearchFailed } from './search-states';

/**
 * /search?q=…: the field (its words kept in the URL, so the page can be shared) and every kind of
 * result in its own section, Stories, Vendors, Venues.
 */
export function SearchResultsPage({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [text, setText] = useState(query);
  // Words arriving from elsewhere (the header's dialog, back and forward) replace the field's.
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query.trim() !== text.trim()) setText(query);
  }
  const search = useDebouncedSearch(text, SEARCH_PAGE_PER_KIND);
  useEffect(() => {
    if (search.query !== query.trim()) onQueryChange(search.query);
  }, [search.query, query, onQueryChange]);

  return (
    <div className="mx-auto max-w-frame px-gutter py-12">
      <h1 className="font-display text-display-sm text-ink">Search</h1>
      <form role="search" className="mt-6 max-w-2xl" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          aria-label="Search stories, vendors and venues"
          placeholder="Stories, vendors, venues, places…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full border border-ink/30 bg-white px-4 py-3 text-base text-ink focus:border-ink"
        />
      </form>
      <div className="mt-8" aria-live="polite">
        {search.status === 'loading' && search.hits.length === 0 && (
          <Spinner label="Searching…" className="py-8" />
        )}
        {search.status === 'failed' && <SearchFailed onRetry={search.retry} />}
        {search.status === 'empty' && <SearchEmpty query={search.query} />}
      </div>
      {groupHits(search.hits).map((group) => (
        <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="mt-10">
          <h2 id={`search-${group.kind}`} className="font-display text-2xl text-ink">
            {group.label}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {group.hits.map((hit) => (
              <li key={hit.id} className="min-w-0">
                <Link to={hitPath(hit)} className="block p-2 hover:bg-ivory-200">
                  <SearchHitSummary hit={hit} large />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
