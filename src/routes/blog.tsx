import { useSearchParams } from 'react-router-dom';
import type { PagePrefetch } from '@/types/page-prefetch';
import { BlogIndex, prefetchBlogIndex } from '@/features/posts';

export const prefetch: PagePrefetch = (client, _params, search) =>
  prefetchBlogIndex(client, search);

/** /blog: `category`, `q` and `page` live in the URL; the posts feature draws the page from them. */
export default function BlogPage() {
  const [searchParams] = useSearchParams();
  return <BlogIndex searchParams={searchParams} />;
}
