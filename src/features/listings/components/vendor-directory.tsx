import type { SetURLSearchParams } from 'react-router-dom';
import { ListingPage } from '@/components/listing-page';
import { PATHS } from '@/config/paths';
import { formatWeddingDate } from '@/features/availability';
import { DIRECTORY_PAGE_SIZE } from '@/config/site';
import { Spinner } from '@/components/ui/spinner';
import { useBusinessCategories } from '../api/get-business-categories';
import { useDirectoryListings } from '../api/get-directory-listings';
import { useFeaturedListings } from '../api/get-featured-listings';
import { categoryFilterLabel, resolveCategoryParam } from '../lib/category-filter';
import { directoryShareImage } from '../lib/directory-share-image';
import { readDirectorySearch, withChanges } from '../lib/search-params';
import { itemListJsonLd } from '../lib/seo';
import { DirectoryFilters } from './directory-filters';
import { vendorDirectoryView } from '../lib/directory-view';
import { DirectoryHead } from './directory-head';
import { DIRECTORY_COLUMN, DirectoryIntro, DIRECTORY_INTRO } from './directory-intro';
import { EmptyResults, type Suggestion } from './empty-results';
import { ListingResults } from './listing-results';
import { UnknownCategory } from './unknown-category';

const VENDOR_NOUN = { one: 'vendor', other: 'vendors' };
const href = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${PATHS.index}?${query}` : PATHS.index;
};

/**
 * /index, the vendor directory. Filters live in the URL (?category= id or word, location, q,
 * page); the fixed category ids and words resolve without a request, so the listings query starts
 * with the page. One request per page: 24 cards with their category names and the total.
 */
export function VendorDirectory({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
}) {
  const search = readDirectorySearch(params);
  const categories = useBusinessCategories();
  const categoryList = categories.data ?? [];
  const filter = resolveCategoryParam(search.category, categoryList);
  const listings = useDirectoryListings(
    {
      categoryIds: filter.kind === 'categories' ? filter.ids : [],
      maxPrice: search.maxPrice ?? undefined,
      location: search.location,
      q: search.q,
      freeOn: search.freeOn,
      page: search.page,
    },
    filter.kind !== 'unknown',
  );
  const featured = useFeaturedListings();

  const categoryLabel = categoryFilterLabel(filter, categoryList);
  const shareImage = directoryShareImage(featured.data ?? [], false);
  const change = (changes: Parameters<typeof withChanges>[1]) =>
    setParams((current) => withChanges(current, changes));
  const without = (key: 'category' | 'maxPrice' | 'location' | 'q' | 'freeOn') =>
    href(withChanges(params, { [key]: null }));

  const suggestions: Suggestion[] = [];
  if (search.freeOn)
    suggestions.push({
      label: `Show those booked on ${formatWeddingDate(search.freeOn)} too`,
      to: without('freeOn'),
    });
  if (search.q) suggestions.push({ label: `Remove the name “${search.q}”`, to: without('q') });
  if (search.location) {
    suggestions.push({
      label: `Search everywhere, not only “${search.location}”`,
      to: without('location'),
    });
  }
  if (search.maxPrice) suggestions.push({ label: 'Any price', to: without('maxPrice') });
  if (filter.kind === 'categories') {
    suggestions.push({
      label: `Look in every category, not only ${categoryLabel ?? 'this one'}`,
      to: without('category'),
    });
  }

  const activeFilters = [
    filter.kind === 'categories',
    search.maxPrice,
    search.location,
    search.q,
  ].filter(Boolean);

  return (
    <ListingPage
      className={DIRECTORY_COLUMN}
      page={search.page}
      resultsLabel="Vendor results"
      activeFilterCount={activeFilters.length}
      head={
        <DirectoryHead
          {...vendorDirectoryView(params)}
          image={shareImage}
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
      }
      intro={
        <DirectoryIntro
          title={DIRECTORY_INTRO.title}
          subtitle={categoryLabel}
          text={DIRECTORY_INTRO.text}
        />
      }
      filters={
        <DirectoryFilters
          categories={categoryList}
          categoryParam={search.category}
          categoryFilter={filter}
          groupLabel={categoryLabel}
          maxPrice={search.maxPrice}
          location={search.location}
          q={search.q}
          onChange={change}
        />
      }
    >
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
    </ListingPage>
  );
}
