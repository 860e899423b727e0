import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import {
  blocksText,
  getRevisionsQueryOptions,
  parseBlocks,
  useRestoreRevision,
  type EditablePost,
  type PostRevision,
} from '@/features/posts';
import { reportMutation } from '@/lib/report-mutation';
import { getAdministratorsQueryOptions } from '../../api/get-administrators';
import { ConfirmStep } from './confirm-step';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const REASONS: Record<string, string> = {
  autosave: 'Autosaved',
  save: 'Saved',
  publish: 'Published',
  restore: 'Restored',
  update: 'Updated',
};
const PREVIEW_WORDS = 60;

/**
 * The post's revisions, newest first, with who and when: each can be read (its title, excerpt and
 * the start of its text) and restored, after a question. Restoring loads its words into the
 * editor (a published story's as changes waiting for Update: readers keep the live version) and
 * is itself kept as a revision, so nothing in the history is lost.
 */
export function RevisionsPanel({
  postId,
  published,
  beforeRestore,
  onRestored,
}: {
  postId: string;
  /** Whether the story is published (or scheduled): a restore then waits for Update. */
  published: boolean;
  /** Saves what is being typed first (it becomes a revision too). */
  beforeRestore: () => Promise<unknown>;
  onRestored: (post: EditablePost) => void;
}) {
  const revisions = useQuery(getRevisionsQueryOptions(postId));
  const admins = useQuery(getAdministratorsQueryOptions());
  const restore = useRestoreRevision(postId);
  const who = (id: string | null) => {
    const admin = admins.data?.find((entry) => entry.id === id);
    return admin ? (admin.full_name ?? admin.email) : 'A former administrator';
  };
  const restoreOne = (revision: PostRevision) =>
    reportMutation(
      beforeRestore().then(() => restore.mutateAsync(revision.id)),
      {
        onSuccess: (post) => {
          // The revisions refresh with the rest of the magazine (useRestoreRevision).
          if (post) onRestored(post);
          toast({
            title: 'Revision restored',
            description: published
              ? 'Waiting for Update: readers still see the live version.'
              : WHEN.format(new Date(revision.created_at)),
          });
        },
        onError: (error) =>
          toast({ title: 'Not restored', description: error.message, variant: 'destructive' }),
      },
    );

  if (revisions.isPending) return <Spinner label="Loading revisions…" className="py-4" />;
  if (revisions.isError)
    return <LoadError compact what="the revisions" onRetry={() => void revisions.refetch()} />;
  if (revisions.data.length === 0)
    return (
      <p className="text-sm text-ink-700">
        No revisions yet: one is kept when you publish, and every few minutes while you write.
      </p>
    );
  return (
    <ol aria-label="Revisions" className="divide-y divide-ivory-300 border-y border-ivory-300">
      {revisions.data.map((revision) => (
        <Revision
          key={revision.id}
          revision={revision}
          who={who(revision.author_id)}
          busy={restore.isPending}
          question={
            published
              ? 'Restore this revision? It becomes changes waiting for Update; readers keep the live version.'
              : 'Restore this revision? It replaces the words in the editor.'
          }
          onRestore={() => restoreOne(revision)}
        />
      ))}
    </ol>
  );
}

function Revision({
  revision,
  who,
  busy,
  question,
  onRestore,
}: {
  revision: PostRevision;
  who: string;
  busy: boolean;
  question: string;
  onRestore: () => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const when = WHEN.format(new Date(revision.created_at));
  const words = blocksText(parseBlocks(revision.snapshot.content_blocks)).split(/\s+/);
  return (
    <li className="space-y-2 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <span className="font-medium text-ink">
            {REASONS[revision.reason] ?? revision.reason}
          </span>{' '}
          <time dateTime={revision.created_at} className="text-ink-700">
            {when}
          </time>{' '}
          <span className="text-ink-700">· {who}</span>
        </span>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? 'Hide' : 'Read'}
            <span className="sr-only"> the revision of {when}</span>
          </Button>
          <ConfirmStep
            label={
              <>
                Restore<span className="sr-only"> the revision of {when}</span>
              </>
            }
            question={question}
            yes="Yes, restore"
            busy={busy}
            onConfirm={onRestore}
          />
        </div>
      </div>
      <div id={detailsId} hidden={!open} className="space-y-1 border-l-2 border-ivory-300 pl-3">
        <p className="font-display text-lg text-ink">{revision.snapshot.title}</p>
        {revision.snapshot.excerpt ? (
          <p className="text-ink-700">{revision.snapshot.excerpt}</p>
        ) : null}
        <p className="text-ink-700">
          {words.slice(0, PREVIEW_WORDS).join(' ')}
          {words.length > PREVIEW_WORDS ? '…' : ''}
        </p>
      </div>
    </li>
  );
}
