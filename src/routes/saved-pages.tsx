import { matchPath, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import SavedPage from './saved';
import SavedComparePage from './saved-compare';

/**
 * /saved and /saved/compare as one lazy module: the two load nearly the same chunks, and the route
 * table (in the first paint of every page) then holds one lazy import and one preload list.
 */
export default function SavedPages() {
  const { pathname } = useLocation();
  return matchPath(PATHS.savedCompare, pathname) ? <SavedComparePage /> : <SavedPage />;
}
