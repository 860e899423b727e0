import { matchPath, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import NewsletterPage from './newsletter';
import NewsletterConfirmPage from './newsletter-confirm';
import NewsletterPreferencesPage from './newsletter-preferences';

/**
 * /newsletter, /newsletter/confirm and /newsletter/preferences as one lazy module (as
 * saved-pages.tsx): the route table, in the first paint of every page, then holds one lazy import
 * and one preload list for the three.
 */
export default function NewsletterPages() {
  const { pathname } = useLocation();
  if (matchPath(PATHS.newsletterConfirm, pathname)) return <NewsletterConfirmPage />;
  if (matchPath(PATHS.newsletterPreferences, pathname)) return <NewsletterPreferencesPage />;
  return <NewsletterPage />;
}
