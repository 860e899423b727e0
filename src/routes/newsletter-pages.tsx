import { matchPath, useLocation } from 'react-router-dom';
import { PATHS, ROUTE_PATTERNS } from '@/config/paths';
import NewsletterPage from './newsletter';
import NewsletterConfirmPage from './newsletter-confirm';
import NewsletterIssuePage from './newsletter-issue';
import NewsletterPreferencesPage from './newsletter-preferences';

/**
 * /newsletter, /newsletter/confirm, /newsletter/preferences and an issue's page as one lazy module (as
 * saved-pages.tsx): the route table, in the first paint of every page, then holds one lazy import
 * and one preload list for the four.
 */
export default function NewsletterPages() {
  const { pathname } = useLocation();
  if (matchPath(PATHS.newsletterConfirm, pathname)) return <NewsletterConfirmPage />;
  if (matchPath(PATHS.newsletterPreferences, pathname)) return <NewsletterPreferencesPage />;
  if (matchPath(ROUTE_PATTERNS.newsletterIssue, pathname)) return <NewsletterIssuePage />;
  return <NewsletterPage />;
}
