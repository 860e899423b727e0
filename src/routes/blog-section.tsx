import { useLocation } from 'react-router-dom';
import { findSection } from '@/config/sections';
import { prefetchSection, SectionTemplate } from '@/features/posts';
import type { PagePrefetch } from '@/types/page-prefetch';
import NotFoundPage from './not-found';

export const prefetch: PagePrefetch = (client, _params, search, pathname) =>
  prefetchSection(client, pathname, search);

/**
 * Every section page (/blog/real-weddings … /gifts): the route table points each path here and
 * the section table (src/config/sections.ts) says what the page shows.
 */
export default function BlogSectionPage() {
  const { pathname } = useLocation();
  const section = findSection(pathname);
  if (!section) return <NotFoundPage />;
  // Keyed by path: moving between sections starts from a fresh page.
  return <SectionTemplate key={section.path} section={section} />;
}
