/**
 * The site search (#33): one database call (search_site) for stories, vendors and venues. The
 * header holds only SearchLauncher; the dialog and the results page are lazy chunks.
 */
export { SearchLauncher, openSiteSearch } from './components/search-launcher';
export { SearchResultsPage } from './components/search-results-page';
export { getSearchHitsQueryOptions, type SearchHit } from './api/search-site';
export { searchKeys } from './keys';
