import { Link } from 'react-router-dom';
import { FoldingFilters } from '@/components/listing-page';
import { VENUE_CAPACITY_OPTIONS, VENUE_TYPES } from '@/config/site';
import { cn } from '@/lib/utils';
import type { VenueType } from '../lib/search-params';
import { PriceFilter, SeatsFilter } from './fact-filters';
import { FilterSelect, SearchFields } from './search-fields';

export interface VenueFiltersProps {
  type: VenueType | null;
  capacity: number | null;
  /** ?seats and ?price_max. */
  minSeated: number | null;
  maxPrice: number | null;
  location: string;
  q: string;
  /** The URL with a venue type chosen (null: every type), keeping the other filters. */
  typeHref: (type: VenueType | null) => string;
  onChange: (changes: {
    capacity?: string;
    minSeated?: string;
    maxPrice?: string;
    location?: string;
    q?: string;
  }) => void;
}

const CHIP =
  'inline-flex min-h-11 items-center border px-4 text-label tracking-label uppercase transition-colors';

/**
 * /venues filters: the four venue types as visible choices (links, the current one marked; they
 * stay in view on phones, they are how most visitors browse venues), then the number of guests
 * (venues holding at least that many), place and name, folded behind 'Filters' on phones.
 */
export function VenueFilters({
  type,
  capacity,
  minSeated,
  maxPrice,
  location,
  q,
  typeHref,
  onChange,
}: VenueFiltersProps) {
  const choices: (VenueType | null)[] = [null, ...VENUE_TYPES];
  return (
    <div className="flex flex-col gap-6 border-y border-ivory-300 py-6">
      <nav aria-label="Venue type">
        <ul className="flex flex-wrap gap-2">
          {choices.map((choice) => {
            const current = choice === type;
            return (
              <li key={choice ?? 'all'}>
                <Link
                  to={typeHref(choice)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    CHIP,
                    current
                      ? 'border-ink bg-ink text-ivory-50'
                      : 'border-ink-300 text-ink hover:border-ink',
                  )}
                >
                  {choice ?? 'All venues'}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <FoldingFilters
        activeCount={[capacity, minSeated, maxPrice, location, q].filter(Boolean).length}
      >
        <div className="grid gap-4 md:grid-cols-3 md:items-end md:gap-6 lg:grid-cols-[repeat(3,minmax(9rem,12rem))_1fr]">
          <FilterSelect
            label="Guests"
            value={String(capacity ?? '')}
            onChange={(value) => onChange({ capacity: value })}
          >
            <option value="">Any number</option>
            {VENUE_CAPACITY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option} or more
              </option>
            ))}
          </FilterSelect>
          <SeatsFilter value={minSeated} onChange={(value) => onChange({ minSeated: value })} />
          <PriceFilter value={maxPrice} onChange={(value) => onChange({ maxPrice: value })} />
          <SearchFields
            location={location}
            q={q}
            namePlaceholder="Hotel, estate, vineyard…"
            onSearch={(values) => onChange(values)}
          />
        </div>
      </FoldingFilters>
    </div>
  );
}
