/**
 * The home page. It owns no table queries: its sections compose the query options of the data
 * features (posts, videos, listings) with the home page's freshness settings.
 */
export { HomeFirstScreen, HomeSections, prefetchHomeFirstScreen } from './components/home-page';
