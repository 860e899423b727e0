import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CONTROL_CLASS } from '@/components/form';
import {
  LISTING_SEARCH_MIN_LENGTH,
  searchPublishedListingsQueryOptions,
  type ListingSearchResult,
} from '@/features/listings';
import { LISTING_SEARCH_DEBOUNCE_MS } from '../../config';

export interface PickedListing {
  name: string;
  url_name: string;
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A published listing chosen by name: a combobox whose list is a search of the directory
 * (arrow keys move, Enter picks, Escape closes). Once chosen, the name is shown with a button
 * to change it.
 */
export function ListingPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedListing | null;
  onChange: (listing: PickedListing | null) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const name = useDebounced(typed, LISTING_SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchPublishedListingsQueryOptions(name));
  const results: ListingSearchResult[] = search.data ?? [];
  const showList = open && typed.trim().length >= LISTING_SEARCH_MIN_LENGTH;

  if (value) {
    return (
      <div className="flex min-w-0 flex-col gap-2">
        <span id={id} className="text-xs font-medium tracking-label text-ink uppercase">
          {label}
        </span>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={id}>
          <span className="min-w-0 break-words text-ink">{value.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink"
          >
            Change<span className="sr-only"> {label}</span>
          </button>
        </div>
      </div>
    );
  }

  const pick = (listing: ListingSearchResult) => {
    onChange({ name: listing.name, url_name: listing.url_name });
    setTyped('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const by = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + by + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const listing = results[active];
      if (showList && listing) {
        event.preventDefault();
        pick(listing);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let status = '';
  if (showList) {
    if (search.isError) status = 'The directory could not be searched. Try again.';
    else if (search.isFetching || name !== typed) status = 'Searching…';
    else if (results.length === 0) status = 'No published listing has that name.';
    else status = `${results.length} found. Use the arrow keys, then Enter.`;
  }

  return (
    <div className="relative flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={
          showList && results[active] ? `${listId}-${results[active].id}` : undefined
        }
        aria-describedby={`${id}-status`}
        placeholder="Search published listings by name"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={CONTROL_CLASS}
      />
      <p id={`${id}-status`} aria-live="polite" className="text-sm text-ink-500 empty:hidden">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: results`}
        hidden={!showList || results.length === 0}
        className="absolute top-full right-0 left-0 z-20 max-h-64 overflow-y-auto border border-ink-300 bg-ivory-50 shadow-lg"
      >
        {showList &&
          results.map((listing, index) => (
            <li
              key={listing.id}
              id={`${listId}-${listing.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(listing);
              }}
              className="cursor-pointer px-4 py-3 break-words aria-selected:bg-ivory-200"
            >
              {listing.name}
            </li>
          ))}
      </ul>
    </div>
  );
}
