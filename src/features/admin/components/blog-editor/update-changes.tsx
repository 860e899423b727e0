import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  useDiscardPostChanges,
  useUpdatePost,
  type EditablePost,
  type PostFields,
} from '@/features/posts';
import { ConfirmStep } from './confirm-step';
import { postChanges } from './post-changes';

/**
 * A published story's edits, waiting beside it: what changed since the live version, "Update"
 * (saves what was typed, then swaps the changes in for readers) and "Discard changes" (asks
 * first, then loads the live version back). Nothing shows while the editor holds what readers
 * have.
 */
export function UpdateChanges({
  postId,
  live,
  fields,
  flush,
  onUpdated,
  onDiscarded,
}: {
  postId: string;
  live: PostFields;
  fields: PostFields;
  flush: () => Promise<string>;
  /** The changes are live: this is the saved version. */
  onUpdated: (version: string) => void;
  onDiscarded: (post: EditablePost) => void;
}) {
  const [busy, setBusy] = useState(false);
  const update = useUpdatePost(postId);
  const discard = useDiscardPostChanges(postId);
  const changes = postChanges(live, fields);
  if (fields.status !== 'published' || changes.length === 0) return null;

  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: failed, description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const updateNow = () =>
    run(async () => {
      const version = await update.mutateAsync(await flush());
      onUpdated(version);
      toast({ title: 'Updated', description: 'Readers now see these changes.' });
    }, 'Not updated');
  const discardNow = () =>
    run(async () => {
      await flush().catch(() => undefined);
      const post = await discard.mutateAsync();
      if (post) onDiscarded(post);
      toast({ title: 'Changes discarded', description: 'The live version is back.' });
    }, 'Not discarded');

  return (
    <section
      aria-labelledby="update-heading"
      className="space-y-3 border border-ink-300 bg-ivory-50 p-4"
    >
      <h3 id="update-heading" className="font-medium text-ink">
        Changes not yet live
      </h3>
      <ul aria-label="Changed since the live version" className="list-disc pl-5 text-sm">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="solid" disabled={busy} onClick={() => void updateNow()}>
          Update
        </Button>
        <ConfirmStep
          label="Discard changes"
          question="Discard these changes and go back to the live version?"
          yes="Yes, discard"
          busy={busy}
          onConfirm={() => void discardNow()}
        />
      </div>
    </section>
  );
}
