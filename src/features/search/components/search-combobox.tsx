import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS, withQuery } from '@/config/paths';
import { SEARCH_DIALOG_PER_KIND } from '@/config/search';
import { cn } from '@/lib/utils';
import { normalizeQuery } from '../api/search-site';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { groupHits, hitPath } from '../lib/group-hits';
import { SearchHitSummary } from './search-hit-summary';
import { SearchEmpty, SearchFailed } from './search-states';

/**
 * The ARIA combobox of the search dialog: results as you type (after a pause), grouped Stories,
 * Vendors, Venues in a listbox; ↓ and ↑ move through them, Enter opens the one chosen or, with none
 * chosen, the full results page; the field keeps focus throughout.
 */
export function SearchCombobox({ onNavigate }: { onNavigate: () => void }) {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text, SEARCH_DIALOG_PER_KIND);
  const groups = groupHits(search.hits);
  const hits = groups.flatMap((group) => group.hits);
  const [active, setActive] = useState({ index: -1, answer: search.hits });
  // A new answer starts without a chosen option.
  const activeIndex = active.answer === search.hits ? active.index : -1;
  const listId = useId();
  const navigate = useNavigate();
  const resultsPath = withQuery(PATHS.search, { q: normalizeQuery(text) });
  const go = (path: string) => {
    onNavigate();
    navigate(path);
  };
  const move = (delta: number) => {
    if (hits.length === 0) return;
    const from = activeIndex < 0 ? (delta > 0 ? -1 : 0) : activeIndex;
    setActive({ index: (from + delta + hits.length) % hits.length, answer: search.hits });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[activeIndex];
      if (hit) go(hitPath(hit));
      else if (search.searchable) go(resultsPath);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="flex min-h-0 flex-col">
      <input
        type="search"
        role="combobox"
        data-search-field
        aria-label="Search stories, vendors and venues"
        aria-expanded={hits.length > 0}
        aria-controls={hits.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder="Stories, vendors, venues, places…"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full border border-ink/30 bg-white px-4 py-3 text-base text-ink focus:border-ink"
      />
      <p aria-live="polite" className="sr-only">
        {search.status === 'done' ? `${hits.length} results` : ''}
      </p>
      <div className="mt-4 min-h-0 overflow-y-auto">
        {search.status === 'failed' && <SearchFailed onRetry={search.retry} />}
        {search.status === 'empty' && <SearchEmpty query={search.query} onNavigate={onNavigate} />}
        {hits.length > 0 && (
          <div role="listbox" id={listId} aria-label="Search results" className="space-y-4">
            {groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
                <div
                  id={`${listId}-${group.kind}`}
                  className="mb-1 text-label tracking-label text-ink-700 uppercase"
                >
                  {group.label}
                </div>
                {group.hits.map((hit) => {
                  const index = hits.indexOf(hit);
                  return (
                    <div
                      key={hit.id}
                      id={optionId(index)}
                      role="option"
                      // Where choosing it leads: its page's chunk and data are loaded ahead
                      // (src/app/link-intent.ts).
                      data-href={hitPath(hit)}
                      aria-selected={index === activeIndex}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(hitPath(hit))}
                      className={cn(
                        'cursor-pointer px-2 py-2 hover:bg-ivory-200',
                        index === activeIndex && 'bg-ivory-200 outline outline-2 outline-ink',
                      )}
                    >
                      <SearchHitSummary hit={hit} />
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        {search.status === 'done' && (
          <Link
            to={resultsPath}
            onClick={onNavigate}
            className="mt-4 block py-2 text-sm tracking-label text-ink uppercase underline"
          >
            All results for “{search.query}”
          </Link>
        )}
      </div>
    </div>
  );
}
