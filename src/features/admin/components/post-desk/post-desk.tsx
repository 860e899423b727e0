import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminBlogPath } from '@/config/paths';
import { DESK_PAGE_SIZE } from '@/config/admin';
import { getDeskPostsQueryOptions, useBlogCategories } from '@/features/posts';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { DeskEntry } from './post-desk-entry';
import { STATUS_LABELS, STATUSES } from './post-desk-labels';

/**
 * /admin/posts: every post with its status, category, author and dates; filtered by status and
 * category and searched by title (all in the URL, so a filtered desk can be shared and survives
 * a reload); publish, unpublish, feature, archive and restore; deleting for good only from the
 * archive, after a confirmation. Writing and editing happen in the blog editor.
 */
export function PostDesk() {
  const { params, page, choose, hrefFor } = useUrlFilters();
  const status = STATUSES.find((state) => state === params.get('status')) ?? null;
  const category = params.get('category') || null;
  const q = params.get('q')?.trim() || null;
  const desk = useQuery(getDeskPostsQueryOptions({ status, category, q, page }));
  const categories = useBlogCategories();

  const parents = (categories.data ?? []).filter((entry) => !entry.parent_id);
  const childrenOf = (id: string) =>
    (categories.data ?? []).filter((entry) => entry.parent_id === id);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <Link to={adminBlogPath()} className={buttonVariants({ variant: 'solid' })}>
          New post
        </Link>
        <SearchFilter label="Search titles" value={q} onSearch={(typed) => choose({ q: typed })} />
        <SelectFilter
          label="Status"
          value={status}
          allLabel="All but archived"
          onChange={(value) => choose({ status: value })}
        >
          {STATUSES.map((state) => (
            <option key={state} value={state}>
              {STATUS_LABELS[state]}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          label="Category"
          value={category}
          allLabel="Every category"
          onChange={(value) => choose({ category: value })}
        >
          {parents.map((parent) => (
            <optgroup key={parent.id} label={parent.name}>
              <option value={parent.id}>{parent.name} (all)</option>
              {childrenOf(parent.id).map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectFilter>
      </div>

      {desk.isPending ? (
        <Spinner label="Loading posts…" className="py-8" />
      ) : desk.isError ? (
        <LoadError compact what="the posts" onRetry={() => void desk.refetch()} />
      ) : desk.data.posts.length === 0 ? (
        <p className="text-ink-700">
          {q || category || status ? 'No post matches these filters.' : 'No posts yet.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-700" aria-live="polite">
            {desk.data.total === 1 ? '1 post' : `${desk.data.total} posts`}
          </p>
          <ul aria-label="Posts" className="divide-y divide-ivory-300 border-y border-ivory-300">
            {desk.data.posts.map((post) => (
              <DeskEntry key={post.id} post={post} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(desk.data.total / DESK_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  );
}
