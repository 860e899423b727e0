import type { PagePrefetch } from '@/types/page-prefetch';
import { PageMeta } from '@/components/page-meta';
import { PATHS } from '@/config/paths';
import { NYBFW_PAGE } from '@/config/sections';
import { NybfwLanding, prefetchNybfw } from '@/features/posts';

export const prefetch: PagePrefetch = (client) => prefetchNybfw(client);

/** /nybfw: New York Bridal Fashion Week. */
export default function NybfwPage() {
  return (
    <>
      <PageMeta title={NYBFW_PAGE.title} description={NYBFW_PAGE.description} path={PATHS.nybfw} />
      <NybfwLanding />
    </>
  );
}
