import { useMatches } from 'react-router-dom';
import { PlaceholderPage } from '@/components/placeholder-page';
import { PLACEHOLDER_PAGES, type PlaceholderPageKey } from '@/config/placeholder-pages';

/** Route `handle` naming which placeholder a route shows (see `placeholderRoute` in the router). */
export type PlaceholderHandle = { placeholder: PlaceholderPageKey };

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'placeholder' in handle;
}

/** One lazy module for every public page a later issue builds; the route's handle picks the copy. */
export default function PlaceholderRoute() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isPlaceholderHandle);
  if (!handle) throw new Error('PlaceholderRoute needs a route handle naming its page');
  return <PlaceholderPage page={PLACEHOLDER_PAGES[handle.placeholder]} />;
}
