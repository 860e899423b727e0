import { Link, useNavigate } from 'react-router-dom';
import { ListingPage } from '@/components/listing-page';
import { PageMeta } from '@/components/page-meta';
import { Pagination } from '@/components/pagination';
import { buttonVariants } from '@/components/ui/button';
import { BLOG_HEAD } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { BLOG_PAGE_SIZE } from '@/config/site';
import { useBlogCategories } from '../api/get-blog-categories';
import { usePosts } from '../api/get-posts';
import { pageCount, readMagazineParams, withParams } from '../lib/search-params';
import { searchTerms } from '../lib/search-terms';
import { BlogFilters } from './blog-filters';
import { LoadError } from '@/components/load-error';
import { EmptyState } from './list-states';
import { PageHeader } from './page-header';
import { PostGrid, PostGridSkeleton } from './post-grid';
import { SearchForm } from './search-form';

const DESCRIPTION = BLOG_HEAD.description;

function storiesCount(total: number) {
  return `${total} ${total === 1 ? 'story' : 'stories'}`;
}

/** /blog: every published post, newest first, filtered by `category` and searched with `q`. */
export function BlogIndex({ searchParams }: { searchParams: URLSearchParams }) {
  const navigate = useNavigate();
  const { category, q, page } = readMagazineParams(searchParams);
  const posts = usePosts({ category, q, page });
  const categories = useBlogCategories();
  const categoryName = categories.data?.find((entry) => entry.id === category)?.name;
  const terms = searchTerms(q);
  const total = posts.data?.total ?? 0;
  const pages = pageCount(total, BLOG_PAGE_SIZE);

  const title = categoryName ?? BLOG_HEAD.title;
  const search = (next: string) =>
    navigate({ search: withParams(searchParams, { q: next || null, page: null }) });

  return (
    <ListingPage
      className="mx-auto max-w-7xl px-4 pb-24 md:px-8"
      page={page}
      resultsLabel="Story results"
      foldFilters={false}
      head={
        <>
          <PageMeta
            title={q ? `Search: ${q}` : page > 1 ? `${title} — Page ${page}` : title}
            description={DESCRIPTION}
            // A category, a search or a later page narrows /blog (docs/decisions.md).
            path={PATHS.blog}
            noindex={Boolean(q || category || page > 1)}
          />
          <PageHeader eyebrow="The Magazine" title={title} description={DESCRIPTION}>
            <div className="mt-4 w-full">
              <SearchForm q={q} onSearch={search} />
            </div>
          </PageHeader>
        </>
      }
      filters={
        <div className="border-y border-ivory-300 py-6">
          <BlogFilters category={category} q={q} categories={categories.data ?? []} />
        </div>
      }
    >
      <p aria-live="polite" className="mt-8 mb-10 text-sm tracking-wide text-ink-500">
        {posts.isSuccess &&
          (q ? `${storiesCount(total)} for “${q}”` : storiesCount(total)) +
            (pages > 1 ? ` · page ${Math.min(page, pages)} of ${pages}` : '')}
      </p>

      {posts.isPending ? (
        <PostGridSkeleton count={6} />
      ) : posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()} what="these stories" />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState
          title={q ? `No stories match “${q}”` : 'No stories here yet'}
          actions={
            <>
              {q && (
                <Link
                  to={withParams(searchParams, { q: null, page: null })}
                  className={buttonVariants()}
                >
                  Clear the search
                </Link>
              )}
              <Link to={PATHS.blog} className={buttonVariants({ variant: 'solid' })}>
                See every story
              </Link>
            </>
          }
        >
          {q
            ? 'Try fewer or different words — a place, a designer, a season — or browse a category above.'
            : 'Our editors are at work on this one. In the meantime, browse another category.'}
        </EmptyState>
      ) : (
        <>
          <PostGrid
            posts={posts.data.posts}
            highlight={terms}
            priorityCount={page === 1 ? 1 : 0}
            showDate
            busy={posts.isPlaceholderData}
          />
          <Pagination
            page={page}
            pageCount={pages}
            hrefFor={(target) => withParams(searchParams, { page: target })}
            className="mt-16"
          />
        </>
      )}
    </ListingPage>
  );
}
