/**
 * The site search (#33): one database call (search_site) for stories, vendors and venues. The
 * header's first paint holds only SearchButton; SearchLauncher (the `/` shortcut), the dialog and
 * the results page are lazy chunks.
 */
export { SearchButton } from './components/search-button';
export { SearchLauncher, openSiteSearch } from './components/search-launcher';
export { SearchResultsPage } from './components/search-results-page';
export { getSearchHitsQueryOptions, type SearchHit } from './api/search-site';
// Apart from search-site.ts: only the vendor page imports it, so it travels in that page's chunk.
export { useListingHit } from './api/listing-hit';
export { searchKeys } from './keys';
