import { useSearchParams } from 'react-router-dom';
import { isBrowsable, type BlogCategory } from '../api/get-blog-categories';
import { withParams } from '../lib/search-params';
import { ActiveFilters, ChipNav, type ActiveFilter, type ChipLink } from './filter-chips';

/**
 * /blog's filters: the ones in force as removable chips (category, search), and the categories
 * to browse — the top-level ones, plus the subcategories of the one chosen — leaving out those
 * with no published story (a chip that leads to an empty page), unless it is the one chosen.
 */
export function BlogFilters({
  category,
  q,
  categories,
}: {
  category: string | null;
  q: string | null;
  categories: readonly BlogCategory[];
}) {
  const [searchParams] = useSearchParams();
  const selected = categories.find((entry) => entry.id === category);
  const parentId = selected?.parent_id ?? selected?.id;

  const active: ActiveFilter[] = [];
  if (category) {
    const name = selected?.name ?? 'Category';
    active.push({
      id: 'category',
      label: name,
      removeLabel: `Remove filter ${name}`,
      removeTo: withParams(searchParams, { category: null, page: null }),
    });
  }
  if (q) {
    active.push({
      id: 'q',
      label: `“${q}”`,
      removeLabel: `Remove search ${q}`,
      removeTo: withParams(searchParams, { q: null, page: null }),
    });
  }

  const link = (entry: BlogCategory): ChipLink => ({
    id: entry.id,
    label: entry.name,
    to: withParams(searchParams, { category: entry.id, page: null }),
    active: entry.id === category,
  });
  const browsable = categories.filter((entry) => isBrowsable(entry, category));
  const topLevel = browsable.filter((entry) => entry.parent_id === null).map(link);
  const children = parentId
    ? browsable.filter((entry) => entry.parent_id === parentId).map(link)
    : [];

  return (
    <div className="flex flex-col gap-5">
      <ChipNav
        label="Browse by category"
        chips={[
          {
            id: 'all',
            label: 'All',
            to: withParams(searchParams, { category: null, page: null }),
            active: category === null,
          },
          ...topLevel,
        ]}
      />
      {children.length > 0 && <ChipNav label="Narrow by subcategory" chips={children} />}
      <ActiveFilters filters={active} />
    </div>
  );
}
