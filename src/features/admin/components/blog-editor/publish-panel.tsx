import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  usePublishPost,
  useUnpublishPost,
  type EditablePost,
  type PostFields,
  type PostMove,
} from '@/features/posts';
import type { Json } from '@/types/database';
import { publishProblems } from './publish-problems';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const NOW_REFRESH_MS = 15_000;

/** A move on the saved version `expected`: what it changed and the new version. */
type Write = (expected: string) => Promise<PostMove>;

/**
 * The time, refreshed every `everyMs` (a scheduled post reads as published once its time passes)
 * and at once by `sync` (after a move: "Publish now" reads as published, not scheduled).
 */
function useNow(everyMs: number): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return [now, () => setNow(Date.now())];
}

/** A date-time input's value for a moment, in the browser's time zone. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 19);
}

/**
 * Where the post stands and what can happen next: preview (the real post page, which shows
 * administrators a draft with a notice), publish now or at a time (a scheduled post appears on
 * its own at that time: the read rule compares published_at with now()), back to draft, archive.
 * Publishing saves first, checks what readers need (a title, a free address, alt texts), puts
 * out what the editor holds (a published story's waiting changes too) and keeps one revision.
 */
export function PublishPanel({
  post,
  blocks,
  slugError,
  flush,
  onMoved,
  previewHref,
}: {
  post: PostFields & Pick<EditablePost, 'id' | 'updated_at'>;
  blocks: Json;
  slugError: string | undefined;
  flush: () => Promise<string>;
  /** A publish or an unpublish changed these fields and made this the saved version. */
  onMoved: (patch: Partial<PostFields>, version: string) => void;
  previewHref: string;
}) {
  const [busy, setBusy] = useState(false);
  const [shownProblems, setShownProblems] = useState<string[]>([]);
  const [at, setAt] = useState(() => localInputValue(new Date(Date.now() + 60 * 60_000)));
  const problemsRef = useRef<HTMLDivElement>(null);
  const atId = useId();
  const [now, syncNow] = useNow(NOW_REFRESH_MS);
  const scheduled =
    post.status === 'published' && post.published_at && Date.parse(post.published_at) > now;
  const state =
    post.status === 'archived'
      ? 'Archived: not on the site.'
      : post.status === 'draft'
        ? 'Draft: only administrators see it.'
        : scheduled
          ? `Scheduled for ${WHEN.format(new Date(post.published_at!))}.`
          : `Published ${post.published_at ? WHEN.format(new Date(post.published_at)) : ''}. Edits wait for Update.`;

  const publish = usePublishPost(post.id);
  const unpublish = useUnpublishPost(post.id);
  /** Saves what was typed, then makes the move on that version (`checked`: what readers need). */
  const move = async (write: Write, done: string, checked: boolean) => {
    if (checked) {
      const problems = publishProblems(post, blocks, slugError);
      setShownProblems(problems);
      if (problems.length > 0) {
        requestAnimationFrame(() => problemsRef.current?.focus());
        return;
      }
    }
    setBusy(true);
    try {
      const { patch, version } = await write(await flush());
      onMoved(patch, version);
      syncNow();
      toast({ title: done, description: post.title });
    } catch (error) {
      toast({
        title: 'That didn’t save',
        description: (error as Error).message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  const toDraft: Write = (expected) => unpublish.mutateAsync({ to: 'draft', expected });
  const toArchive: Write = (expected) => unpublish.mutateAsync({ to: 'archived', expected });
  const preview = async () => {
    // The real page, with what was just typed saved first.
    const opened = window.open('about:blank', '_blank');
    try {
      await flush();
      if (opened) opened.location.href = previewHref;
    } catch (error) {
      opened?.close();
      toast({
        title: 'Not saved, so no preview yet',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="publish-heading" className="space-y-4">
      <h2 id="publish-heading" className="font-display text-2xl text-ink">
        Publishing
      </h2>
      <p className="text-sm text-ink-700" data-testid="post-state">
        {state}
      </p>
      {shownProblems.length > 0 ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="space-y-2 border border-red-700 p-3 text-sm text-red-800"
        >
          <p className="font-medium">Before it goes out:</p>
          <ul className="list-disc pl-5">
            {shownProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void preview()} disabled={busy}>
          Preview
        </Button>
        {post.status !== 'published' || scheduled ? (
          <Button
            size="sm"
            variant="solid"
            disabled={busy}
            onClick={() =>
              void move((expected) => publish.mutateAsync({ expected }), 'Published', true)
            }
          >
            Publish now
          </Button>
        ) : null}
        {post.status === 'published' ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void move(toDraft, 'Back to draft', false)}
          >
            Unpublish
          </Button>
        ) : null}
        {post.status !== 'archived' ? (
          <Button size="sm" disabled={busy} onClick={() => void move(toArchive, 'Archived', false)}>
            Archive
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void move(toDraft, 'Restored as a draft', false)}
          >
            Restore as draft
          </Button>
        )}
      </div>
      {post.status !== 'archived' ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={atId} className="text-xs font-medium tracking-label uppercase">
              Publish at
            </label>
            <input
              id={atId}
              type="datetime-local"
              step={1}
              value={at}
              onChange={(event) => setAt(event.target.value)}
              className="min-h-11 border border-ink-300 bg-ivory-50 px-3"
            />
          </div>
          <Button
            size="sm"
            disabled={busy || !at}
            onClick={() => {
              const when = new Date(at);
              if (Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
                setShownProblems(['Choose a time that is still ahead, or publish now.']);
                return;
              }
              void move(
                (expected) => publish.mutateAsync({ expected, at: when }),
                `Scheduled for ${WHEN.format(when)}`,
                true,
              );
            }}
          >
            Schedule
          </Button>
        </div>
      ) : null}
    </section>
  );
}
