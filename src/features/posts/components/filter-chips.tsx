import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

export interface ChipLink {
  id: string;
  label: string;
  to: string;
  active?: boolean;
}

const chipClass =
  'inline-flex min-h-11 items-center gap-2 border px-4 text-xs font-medium tracking-label whitespace-nowrap uppercase transition-colors';

/** A row of filter links; the current one is marked with aria-current. */
export function ChipNav({ label, chips }: { label: string; chips: readonly ChipLink[] }) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={label}>
      {/* One scrolling row on phones, wrapped rows from tablets up. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {chips.map((chip) => (
          <li key={chip.id} className="shrink-0">
            <Link
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              className={cn(
                chipClass,
                chip.active
                  ? 'border-ink bg-ink text-ivory-50'
                  : 'border-ivory-300 bg-ivory-50 text-ink hover:border-ink',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ActiveFilter {
  id: string;
  /** What is shown: "Real Weddings", "“veil”". */
  label: string;
  /** What a screen reader hears on the remove link: "Remove filter Real Weddings". */
  removeLabel: string;
  /** The URL without this filter. */
  removeTo: string;
}

/** The filters in force, each a chip whose × link removes it. */
export function ActiveFilters({ filters }: { filters: readonly ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-xs tracking-label text-ink-500 uppercase">Filtered by</span>
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li
            key={filter.id}
            className="inline-flex min-h-11 items-center gap-1 bg-champagne-100 pl-4 text-sm text-ink"
          >
            <span>{filter.label}</span>
            <Link
              to={filter.removeTo}
              aria-label={filter.removeLabel}
              className="inline-flex size-11 items-center justify-center text-lg text-ink-700 hover:text-ink"
            >
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
