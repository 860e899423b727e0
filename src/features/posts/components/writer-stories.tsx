import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/pagination';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { WRITER_PAGE_SIZE } from '@/config/site';
import type { useWriterPosts } from '../api/get-writer-posts';
import { pageCount, withParams } from '../lib/search-params';
import { EmptyState } from './list-states';
import { PostGrid, PostGridSkeleton } from './post-grid';

/**
 * A writer's published stories, newest first, a page at a time (`?page=`, real links as on the
 * section pages), with the date on each card: a reader follows a writer through time.
 */
export function WriterStories({
  posts,
  page,
  writerName,
}: {
  posts: ReturnType<typeof useWriterPosts>;
  page: number;
  writerName: string;
}) {
  const [searchParams] = useSearchParams();
  const list = posts.data?.posts ?? [];
  const total = posts.data?.total ?? 0;
  return (
    <section aria-labelledby="writer-stories" className="mx-auto max-w-7xl px-4 pb-24 md:px-8">
      <h2
        id="writer-stories"
        className="mb-10 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-t border-ivory-300 pt-10 font-display text-3xl text-ink"
      >
        <span>Stories by {writerName}</span>
        {total > 0 ? (
          <span className="font-sans text-xs tracking-label text-ink-500 uppercase">
            {total === 1 ? '1 story' : `${total} stories`}
          </span>
        ) : null}
      </h2>
      {posts.isPending ? (
        <PostGridSkeleton count={6} />
      ) : posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()} what="these stories" />
      ) : list.length === 0 ? (
        <EmptyState
          title="No stories on this page"
          actions={
            <Link to={withParams(searchParams, { page: null })} className={buttonVariants()}>
              Back to the first page
            </Link>
          }
        />
      ) : (
        <>
          <PostGrid
            posts={list}
            showDate
            headingLevel={3}
            priorityCount={page === 1 ? 1 : 0}
            busy={posts.isPlaceholderData}
          />
          <Pagination
            page={page}
            pageCount={pageCount(total, WRITER_PAGE_SIZE)}
            hrefFor={(target) => withParams(searchParams, { page: target })}
            className="mt-16"
          />
        </>
      )}
    </section>
  );
}
