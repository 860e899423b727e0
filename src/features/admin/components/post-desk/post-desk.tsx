import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '@/components/confirm-delete';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { adminBlogPath, postPath } from '@/config/paths';
import { DESK_PAGE_SIZE } from '@/config/admin';
import {
  deskStatus,
  getDeskPostsQueryOptions,
  useBlogCategories,
  useDeletePostForGood,
  useUpdateDeskPost,
  type DeskPatch,
  type DeskPost,
  type DeskStatus,
} from '@/features/posts';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { reportMutation } from '@/lib/report-mutation';

const STATUS_LABELS: Record<DeskStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
const STATUSES = Object.keys(STATUS_LABELS) as DeskStatus[];
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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

function dateLine(post: DeskPost, state: DeskStatus): string {
  const at = (value: string | null, format = DAY) => (value ? format.format(new Date(value)) : '');
  if (state === 'scheduled') return `Scheduled for ${at(post.published_at, WHEN)}`;
  if (state === 'published') return `Published ${at(post.published_at)}`;
  return `Updated ${at(post.updated_at)}`;
}

function DeskEntry({ post }: { post: DeskPost }) {
  const update = useUpdateDeskPost();
  const remove = useDeletePostForGood();
  const state = deskStatus(post);
  const busy = update.isPending || remove.isPending;
  const author = post.profile?.full_name ?? post.author;

  const change = (patch: DeskPatch, done: string) =>
    reportMutation(update.mutateAsync({ id: post.id, patch }), {
      onSuccess: () => toast({ title: done, description: post.title }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });
  const deleteForGood = () => {
    const run = remove.mutateAsync(post.id);
    reportMutation(run, {
      onSuccess: () => toast({ title: 'Deleted for good', description: post.title }),
      onError: (error) =>
        toast({
          title: 'The post was not deleted',
          description: error.message,
          variant: 'destructive',
        }),
    });
    return run;
  };
  const named = <span className="sr-only"> {post.title}</span>;

  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link
            to={adminBlogPath(post.id)}
            className="font-display text-xl break-words text-ink underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
          {post.is_featured ? (
            <span className="text-xs tracking-label text-champagne-700 uppercase">Featured</span>
          ) : null}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-700">
          <span className="font-medium text-ink">{STATUS_LABELS[state]}</span>
          <span>{post.category_ref?.name ?? 'No category'}</span>
          {author ? <span>By {author}</span> : null}
          <span>{dateLine(post, state)}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {state === 'published' ? (
          <Link
            to={postPath(post.slug)}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            View{named}
          </Link>
        ) : null}
        {state === 'draft' ? (
          <Button
            size="sm"
            variant="solid"
            disabled={busy}
            onClick={() => change({ status: 'published' }, 'Published')}
          >
            Publish{named}
          </Button>
        ) : null}
        {state === 'published' || state === 'scheduled' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => change({ status: 'draft' }, 'Back to draft')}
          >
            Unpublish{named}
          </Button>
        ) : null}
        {state !== 'archived' ? (
          <>
            <Button
              size="sm"
              variant="outline"
              aria-pressed={post.is_featured}
              disabled={busy}
              onClick={() =>
                change(
                  { is_featured: !post.is_featured },
                  post.is_featured ? 'No longer featured' : 'Featured',
                )
              }
            >
              Feature{named}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                change({ status: 'archived' }, 'Archived: restore it from the archived posts')
              }
            >
              Archive{named}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="solid"
              disabled={busy}
              onClick={() => change({ status: 'draft' }, 'Restored as a draft')}
            >
              Restore{named}
            </Button>
            <ConfirmDelete name={post.title} busy={busy} onConfirm={deleteForGood} />
          </>
        )}
      </div>
    </li>
  );
}
