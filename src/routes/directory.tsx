import { useSearchParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { DIRECTORY_DESCRIPTION, DIRECTORY_PAGE_SIZE, DIRECTORY_TITLE } from '@/config/site';
import { useBusinessCategories } from '@/features/listings/api/get-business-categories';
import { useDirectoryListings } from '@/features/listings/api/get-directory-listings';
import { useFeaturedListings } from '@/features/listings/api/get-featured-listings';
import { categoryFilterLabel, resolveCategoryParam } from '@/features/listings/category-filter';
import { DirectoryFilters } from '@/features/listings/components/directory-filters';
import { DirectoryHead } from '@/features/listings/components/directory-head';
import {
  DirectoryColumn,
  DirectoryIntro,
  DIRECTORY_INTRO,
} from '@/features/listings/components/directory-intro';
import { EmptyResults, type Suggestion } from '@/features/listings/components/empty-results';
import { ListingResults } from '@/features/listings/components/listing-results';
import { UnknownCategory } from '@/features/listings/components/unknown-category';
import { listingCoverImage } from '@/features/listings/listing-images';
import { readDirectorySearch, withChanges } from '@/features/listings/search-params';
import { itemListJsonLd } from '@/features/listings/seo';
import { Spinner } from '@/components/ui/spinner';

const VENDOR_NOUN = { one: 'vendor', other: 'vendors' };
const href = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${PATHS.index}?${query}` : PATHS.index;
};

/**
 * /index: the vendor directory. Filters live in the URL (?category= id or word, location, q,
 * page); the fixed category ids and words resolve without a request, so the listings query starts
 * with the page. One request per page: 24 cards with their category names and the total.
 */
export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = readDirectorySearch(params);
  const categories = useBusinessCategories();
  const categoryList = categories.data ?? [];
  const filter = resolveCategoryParam(search.category, categoryList);
  const listings = useDirectoryListings(
    {
      categoryIds: filter.kind === 'categories' ? filter.ids : [],
      location: search.location,
      q: search.q,
      page: search.page,
    },
    filter.kind !== 'unknown',
  );
  const featured = useFeaturedListings();

  const categoryLabel = categoryFilterLabel(filter, categoryList);
  const shareImage = featured.data?.[0] ? listingCoverImage(featured.data[0]).src : undefined;
  const change = (changes: Parameters<typeof withChanges>[1]) =>
    setParams(withChanges(params, changes));
  const without = (key: 'category' | 'location' | 'q') =>
    href(withChanges(params, { [key]: null }));

  const suggestions: Suggestion[] = [];
  if (search.q) suggestions.push({ label: `Remove the name “${search.q}”`, to: without('q') });
  if (search.location) {
    suggestions.push({
      label: `Search everywhere, not only “${search.location}”`,
      to: without('location'),
    });
  }
  if (filter.kind === 'categories') {
    suggestions.push({
      label: `Look in every category, not only ${categoryLabel ?? 'this one'}`,
      to: without('category'),
    });
  }

  return (
    <>
      <DirectoryHead
        title={DIRECTORY_TITLE}
        description={DIRECTORY_DESCRIPTION}
        canonicalPath={href(params)}
        image={shareImage}
        noindex={Boolean(search.q || search.location)}
        jsonLd={
          listings.data && listings.data.listings.length > 0
            ? itemListJsonLd(listings.data.listings, {
                name: categoryLabel
                  ? `${categoryLabel} — Perféte directory`
                  : 'Perféte vendor directory',
                firstPosition: (listings.data.page - 1) * DIRECTORY_PAGE_SIZE + 1,
              })
            : undefined
        }
      />
      <DirectoryColumn>
        <DirectoryIntro
          title={DIRECTORY_INTRO.title}
          subtitle={categoryLabel}
          text={DIRECTORY_INTRO.text}
        />
        <DirectoryFilters
          categories={categoryList}
          categoryParam={search.category}
          categoryFilter={filter}
          groupLabel={categoryLabel}
          location={search.location}
          q={search.q}
          onChange={change}
        />
        {filter.kind === 'unknown' ? (
          categories.isPending ? (
            <div className="flex min-h-[40vh] items-center justify-center">
              <Spinner label="Loading categories…" />
            </div>
          ) : (
            <UnknownCategory value={filter.value} categories={categoryList} />
          )
        ) : (
          <ListingResults
            result={listings}
            label="Vendors"
            noun={VENDOR_NOUN}
            hrefFor={(page) => href(withChanges(params, { page }))}
            empty={
              <EmptyResults
                title="No vendors match"
                suggestions={suggestions}
                resetTo={PATHS.index}
                resetLabel="Show every vendor"
              >
                Nobody in the directory fits all of these filters yet. Loosen one of them:
              </EmptyResults>
            }
          />
        )}
      </DirectoryColumn>
    </>
  );
}
