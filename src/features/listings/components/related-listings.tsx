import { Link } from 'react-router-dom';
import { PATHS, withQuery } from '@/config/paths';
import { useRelatedListings } from '../api/get-related-listings';
import { ListingGrid } from './listing-grid';

export interface RelatedListingsProps {
  categoryId: string;
  categoryName: string;
  excludeId: string;
}

/** 'More <category>': others of the same category (lazy images: it is far below the fold). */
export function RelatedListings({ categoryId, categoryName, excludeId }: RelatedListingsProps) {
  const related = useRelatedListings(categoryId, excludeId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-heading" className="font-display text-display-md text-ink">
          More in {categoryName}
        </h2>
        <Link
          to={withQuery(PATHS.index, { category: categoryId })}
          className="text-label tracking-label text-ink uppercase underline decoration-champagne-400 underline-offset-4 hover:text-champagne-700"
        >
          See all {categoryName}
        </Link>
      </div>
      <ListingGrid
        listings={related.data}
        eagerCount={0}
        label={`More in ${categoryName}`}
        className="mt-8"
      />
    </section>
  );
}
