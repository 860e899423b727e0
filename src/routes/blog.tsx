import { useSearchParams } from 'react-router-dom';
import { BlogIndex } from '@/features/posts';

/** /blog: `category`, `q` and `page` live in the URL; the posts feature draws the page from them. */
export default function BlogPage() {
  const [searchParams] = useSearchParams();
  return <BlogIndex searchParams={searchParams} />;
}
