import { useLocation } from 'react-router-dom';
import { findSection } from '@/config/sections';
import { SectionTemplate } from '@/features/posts';
import NotFoundPage from './not-found';

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
