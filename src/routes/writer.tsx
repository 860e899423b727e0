import { useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import {
  getWriterPostsQueryOptions,
  readMagazineParams,
  useWriterPosts,
  WriterStories,
} from '@/features/posts';
import {
  getWriterQueryOptions,
  useWriter,
  WriterHeader,
  WriterMeta,
  writerName,
} from '@/features/writers';
import type { PagePrefetch } from '@/types/page-prefetch';
import NotFoundPage from './not-found';

export const prefetch: PagePrefetch = (client, { slug = '' }, search) =>
  Promise.all([
    client.prefetchQuery(getWriterQueryOptions(slug)),
    client.prefetchQuery(
      getWriterPostsQueryOptions({ slug, page: readMagazineParams(search).page }),
    ),
  ]);

/**
 * /writers/{slug}: a writer's name, portrait and bio, then their published stories, paged. Two
 * requests side by side (the writer by slug, their stories by the same slug). A slug nobody has,
 * or a writer with no published story, is the not-found page.
 */
export default function WriterPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { page } = readMagazineParams(searchParams);
  const writer = useWriter(slug);
  const posts = useWriterPosts({ slug, page });

  if (writer.isPending || (page === 1 && posts.isPending)) return <PageSpinner />;
  if (writer.isError) {
    return (
      <div className="px-4 py-16">
        <LoadError onRetry={() => void writer.refetch()} what="this writer" />
      </div>
    );
  }
  const profile = writer.data;
  if (!profile?.slug || (page === 1 && posts.isSuccess && posts.data.total === 0)) {
    return <NotFoundPage />;
  }
  const name = writerName(profile.full_name);
  return (
    <>
      <WriterMeta writer={{ ...profile, slug: profile.slug }} name={name} page={page} />
      <WriterHeader writer={profile} name={name} />
      <WriterStories posts={posts} page={page} writerName={name} />
    </>
  );
}
