import type { BusinessCategory } from '../api/get-business-categories';
import type { CategoryFilter } from '../lib/category-filter';
import { PriceFilter } from './fact-filters';
import { FilterSelect, SearchFields } from './search-fields';

export interface DirectoryFiltersProps {
  categories: readonly BusinessCategory[];
  /** The raw ?category= value and what it resolved to. */
  categoryParam: string;
  categoryFilter: CategoryFilter;
  /** The label of a word that names a group ('Cakes & Catering'). */
  groupLabel: string | null;
  /** ?price_max: "up to". */
  maxPrice: number | null;
  location: string;
  q: string;
  onChange: (changes: {
    category?: string;
    maxPrice?: string;
    location?: string;
    q?: string;
  }) => void;
}

/**
 * /index filters: category (applied as soon as it is chosen), place and name (applied on Search).
 * The category list is business_categories; a footer word naming a group ('Cakes & Catering')
 * appears as its own choice while it is the one in the URL.
 */
export function DirectoryFilters({
  categories,
  categoryParam,
  categoryFilter,
  groupLabel,
  maxPrice,
  location,
  q,
  onChange,
}: DirectoryFiltersProps) {
  const group = categoryFilter.kind === 'categories' && categoryFilter.ids.length > 1;
  const selected =
    categoryFilter.kind === 'categories' && !group
      ? categoryFilter.ids[0]!
      : group
        ? categoryParam
        : '';
  return (
    <div className="grid gap-4 border-y border-ivory-300 py-6 md:grid-cols-[minmax(12rem,16rem)_minmax(8rem,10rem)_1fr] md:items-end md:gap-6">
      <FilterSelect
        label="Category"
        value={selected}
        onChange={(value) => onChange({ category: value })}
      >
        <option value="">All categories</option>
        {group ? <option value={categoryParam}>{groupLabel ?? categoryParam}</option> : null}
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </FilterSelect>
      <PriceFilter value={maxPrice} onChange={(value) => onChange({ maxPrice: value })} />
      <SearchFields
        location={location}
        q={q}
        namePlaceholder="Studio, atelier, artist…"
        onSearch={(values) => onChange(values)}
      />
    </div>
  );
}
