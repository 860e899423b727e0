import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { BlockEditor } from '@/features/post-editor';
import { uploadPostImage, type ContentBlock } from '@/features/posts';
import {
  getNewsletterIssueQueryOptions,
  useSaveNewsletterIssue,
  type NewsletterIssue,
  type NewsletterIssueWords,
} from '@/features/newsletter-issues';
import { IssuePreview } from './issue-preview';
import { IssueSending } from './issue-sending';
import { issueState } from './issue-state';

const SUBJECT_MAX = 200;
const NOTE_MAX = 5000;

/** /admin/newsletter/{id}: one issue, its words in the stories' block editor, and its sending. */
export function IssueEditor({ id }: { id: string }) {
  const issue = useQuery(getNewsletterIssueQueryOptions(id));
  if (issue.isPending) return <Spinner label="Opening the issue…" className="py-16" />;
  if (issue.isError) return <LoadError what="this issue" onRetry={() => void issue.refetch()} />;
  if (!issue.data) return <p className="text-ink-700">No issue has this address.</p>;
  return <Composer key={`${issue.data.id}-${issue.data.status}`} issue={issue.data} />;
}

function Composer({ issue }: { issue: NewsletterIssue }) {
  const [words, setWords] = useState<NewsletterIssueWords>({
    subject: issue.subject,
    editor_note: issue.editor_note,
    content_blocks: issue.content_blocks,
  });
  const [dirty, setDirty] = useState(false);
  const save = useSaveNewsletterIssue();
  const subjectId = useId();
  const noteId = useId();
  const editable = issue.status === 'draft' || issue.status === 'scheduled';
  const subjectError = words.subject.trim() === '' ? 'Give the issue a subject.' : '';
  const blocks = useMemo(() => issue.content_blocks, [issue.content_blocks]);

  const change = useCallback((patch: Partial<NewsletterIssueWords>) => {
    setWords((current) => ({ ...current, ...patch }));
    setDirty(true);
  }, []);
  const setBlocks = useCallback(
    (next: ContentBlock[]) => change({ content_blocks: next }),
    [change],
  );
  const uploadImage = useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      uploadPostImage(file, file.type.split('/')[1] ?? 'jpg', onProgress),
    [],
  );

  /** Saves what was typed (sending always goes with the saved words). */
  const flush = async () => {
    if (!dirty || !editable) return;
    if (subjectError) throw new Error(subjectError);
    await save.mutateAsync({ id: issue.id, words });
    setDirty(false);
  };
  const saveNow = () =>
    void flush().then(
      () => toast({ title: 'Saved', description: words.subject }),
      (error: Error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    );

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-8">
        <p className="text-sm text-ink-700">
          <Link to={PATHS.adminNewsletter} className="underline underline-offset-4">
            All issues
          </Link>{' '}
          · {issueState(issue)}
          {dirty ? ' · Unsaved changes' : ''}
        </p>
        <div className="flex flex-col gap-2">
          <label htmlFor={subjectId} className="text-xs font-medium tracking-label uppercase">
            Subject
          </label>
          <input
            id={subjectId}
            value={words.subject}
            maxLength={SUBJECT_MAX}
            readOnly={!editable}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${subjectId}-error` : undefined}
            onChange={(event) => change({ subject: event.target.value })}
            className="w-full border-b border-ink-300 bg-transparent py-2 font-display text-2xl text-ink md:text-3xl focus-visible:border-ink"
          />
          {subjectError ? (
            <p id={`${subjectId}-error`} className="text-sm text-red-700">
              {subjectError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={noteId} className="text-xs font-medium tracking-label uppercase">
            Editor’s note
          </label>
          <textarea
            id={noteId}
            value={words.editor_note}
            maxLength={NOTE_MAX}
            rows={4}
            readOnly={!editable}
            onChange={(event) => change({ editor_note: event.target.value })}
            className="w-full border border-ink-300 bg-ivory-50 px-4 py-3 text-lg text-ink focus-visible:outline-2 focus-visible:outline-ink"
          />
        </div>
        {editable ? (
          <BlockEditor
            value={blocks}
            label="The issue"
            uploadImage={uploadImage}
            onChange={setBlocks}
          />
        ) : (
          <p className="text-ink-700">This issue was sent: its words no longer change.</p>
        )}
        {editable ? (
          <Button variant="solid" onClick={saveNow} disabled={save.isPending || !dirty}>
            {save.isPending ? 'Saving…' : dirty ? 'Save' : 'Saved'}
          </Button>
        ) : null}
        <IssuePreview issue={{ id: issue.id, slug: issue.slug, ...words }} />
      </div>
      <aside aria-label="Sending" className="space-y-10">
        <IssueSending issue={issue} editable={editable} flush={flush} />
      </aside>
    </div>
  );
}
