import { Link } from 'react-router-dom';
import { ConfirmDelete } from '@/components/confirm-delete';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminBlogPath, postPath } from '@/config/paths';
import {
  deskStatus,
  useDeletePostForGood,
  useUpdateDeskPost,
  type DeskPatch,
  type DeskPost,
  type DeskStatus,
} from '@/features/posts';
import { reportMutation } from '@/lib/report-mutation';
import { STATUS_LABELS } from './post-desk-labels';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function dateLine(post: DeskPost, state: DeskStatus): string {
  const at = (value: string | null, format = DAY) => (value ? format.format(new Date(value)) : '');
  if (state === 'scheduled') return `Scheduled for ${at(post.published_at, WHEN)}`;
  if (state === 'published') return `Published ${at(post.published_at)}`;
  return `Updated ${at(post.updated_at)}`;
}

/** One post on the desk: where it stands and what can happen to it next. */
export function DeskEntry({ post }: { post: DeskPost }) {
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
