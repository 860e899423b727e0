import type { SetURLSearchParams } from 'react-router-dom';
import { ListingPage } from '@/components/listing-page';
import { PATHS, withQuery } from '@/config/paths';
import { formatWeddingDate } from '@/features/availability';
import { DIRECTORY_PAGE_SIZE, VENUE_TYPES } from '@/config/site';
import { useFeaturedListings } from '../api/get-featured-listings';
import { useVenueListings } from '../api/get-venue-listings';
import { directoryShareImage } from '../lib/directory-share-image';
import { venueFilters } from '../lib/directory-filters';
import { readVenueSearch, withChanges } from '../lib/search-params';
import { itemListJsonLd } from '../lib/seo';
import { venueDirectoryView } from '../lib/directory-view';
import { DirectoryHead } from './directory-head';
import { DIRECTORY_COLUMN, DirectoryIntro, VENUES_INTRO } from './directory-intro';
import { EmptyResults, type Suggestion } from './empty-results';
import { ListingResults } from './listing-results';
import { VenueFilters } from './venue-filters';

const VENUE_NOUN = { one: 'venue', other: 'venues' };
const href = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${PATHS.venues}?${query}` : PATHS.venues;
};

/**
 * /venues: published listings of the Venue category. ?type= (Hotel, Estate, Resort, Vineyard,
 * any case) filters by venue type, ?capacity= by guests held; place, name and page as on /index.
 */
export function VenueDirectory({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
}) {
  const search = readVenueSearch(params);
  const filters = venueFilters(params);
  const venues = useVenueListings(filters ?? {}, filters !== null);
  const featured = useFeaturedListings();

  const change = (changes: Parameters<typeof withChanges>[1]) =>
    setParams((current) => withChanges(current, changes));
  const without = (
    key: 'type' | 'capacity' | 'minSeated' | 'maxPrice' | 'location' | 'q' | 'freeOn',
  ) => href(withChanges(params, { [key]: null }));
  const suggestions: Suggestion[] = [];
  if (search.freeOn)
    suggestions.push({
      label: `Show those booked on ${formatWeddingDate(search.freeOn)} too`,
      to: without('freeOn'),
    });
  if (search.type)
    suggestions.push({
      label: `Show every kind of venue, not only ${search.type}s`,
      to: without('type'),
    });
  if (search.capacity) suggestions.push({ label: 'Any number of guests', to: without('capacity') });
  if (search.minSeated)
    suggestions.push({ label: 'Any number of seats', to: without('minSeated') });
  if (search.maxPrice) suggestions.push({ label: 'Any price', to: without('maxPrice') });
  if (search.location)
    suggestions.push({
      label: `Search everywhere, not only “${search.location}”`,
      to: without('location'),
    });
  if (search.q) suggestions.push({ label: `Remove the name “${search.q}”`, to: without('q') });

  const title = search.type ? `${search.type} Venues` : 'Venues';
  return (
    <ListingPage
      className={DIRECTORY_COLUMN}
      page={search.page}
      resultsLabel="Venue results"
      foldFilters={false}
      head={
        <DirectoryHead
          {...venueDirectoryView(params)}
          image={directoryShareImage(featured.data ?? [], true)}
          jsonLd={
            venues.data && venues.data.listings.length > 0
              ? itemListJsonLd(venues.data.listings, {
                  name: `${title} — Perféte`,
                  firstPosition: (venues.data.page - 1) * DIRECTORY_PAGE_SIZE + 1,
                })
              : undefined
          }
        />
      }
      intro={
        <DirectoryIntro
          title={VENUES_INTRO.title}
          subtitle={search.type ? `${search.type}s` : null}
          text={VENUES_INTRO.text}
        />
      }
      filters={
        <VenueFilters
          type={search.type}
          capacity={search.capacity}
          minSeated={search.minSeated}
          maxPrice={search.maxPrice}
          location={search.location}
          q={search.q}
          typeHref={(type) => href(withChanges(params, { type }))}
          onChange={change}
        />
      }
    >
      {search.invalidType ? (
        <EmptyResults
          title="No such venue type"
          suggestions={VENUE_TYPES.map((type) => ({
            label: `${type}s`,
            to: withQuery(PATHS.venues, { type }),
          }))}
          resetTo={PATHS.venues}
          resetLabel="Show every venue"
        >
          We list hotels, estates, resorts and vineyards, not “{search.invalidType}”. Choose one:
        </EmptyResults>
      ) : (
        <ListingResults
          result={venues}
          label="Venues"
          noun={VENUE_NOUN}
          hrefFor={(page) => href(withChanges(params, { page }))}
          empty={
            <EmptyResults
              title="No venues match"
              suggestions={suggestions}
              resetTo={PATHS.venues}
              resetLabel="Show every venue"
            >
              No venue in the directory fits all of these filters yet. Loosen one of them:
            </EmptyResults>
          }
        />
      )}
    </ListingPage>
  );
}
