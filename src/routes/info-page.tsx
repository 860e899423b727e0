import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { InfoArticle, infoPageSlug, useInfoPage, type InfoPageSlug } from '@/features/content';
import NotFoundPage from './not-found';

function InfoPage({ slug, path }: { slug: InfoPageSlug; path: string }) {
  const page = useInfoPage(slug);
  if (page.isPending) return <PageSpinner />;
  if (page.isError) throw page.error;
  return (
    <>
      <PageMeta title={page.data.meta.title} description={page.data.meta.description} path={path} />
      <InfoArticle page={page.data} />
    </>
  );
}

/** /about, /diversity, /careers, /privacy-policy, /terms-of-use: Markdown from src/content/. */
export default function InfoPageRoute() {
  const { pathname } = useLocation();
  const slug = infoPageSlug(pathname);
  if (!slug) return <NotFoundPage />;
  return <InfoPage key={slug} slug={slug} path={pathname.replace(/\/+$/, '') || '/'} />;
}
