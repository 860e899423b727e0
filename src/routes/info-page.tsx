import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { INFO_HEADS } from '@/config/page-heads';
import {
  getInfoPageQueryOptions,
  InfoArticle,
  infoPageSlug,
  useInfoPage,
  type InfoPageSlug,
} from '@/features/content';
import type { PagePrefetch } from '@/types/page-prefetch';
import NotFoundPage from './not-found';

/** The page's Markdown, rendered before the first render (it ships with the build). */
export const prefetch: PagePrefetch = async (client, _params, _search, pathname) => {
  const slug = infoPageSlug(pathname);
  if (slug) await client.prefetchQuery(getInfoPageQueryOptions(slug));
};

function InfoPage({ slug, path }: { slug: InfoPageSlug; path: string }) {
  const page = useInfoPage(slug);
  if (page.isPending) return <PageSpinner />;
  if (page.isError) throw page.error;
  return (
    <>
      <PageMeta
        title={INFO_HEADS[path]?.title ?? page.data.meta.title}
        description={INFO_HEADS[path]?.description ?? page.data.meta.description}
        path={path}
      />
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
