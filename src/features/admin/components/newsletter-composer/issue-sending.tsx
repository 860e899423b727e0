import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  useScheduleIssue,
  useSendIssueNow,
  useSendTestIssue,
  type NewsletterIssue,
} from '@/features/newsletter-issues';
import { ConfirmStep } from '../blog-editor/confirm-step';
import { issueState } from './issue-state';

/** "2026-12-04T09:00" for a datetime-local field, in the admin's own time zone. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * The test to oneself, sending now (asked first) and the schedule. Each saves the words first,
 * so what goes is what the composer shows.
 */
export function IssueSending({
  issue,
  editable,
  flush,
}: {
  issue: NewsletterIssue;
  editable: boolean;
  flush: () => Promise<void>;
}) {
  const test = useSendTestIssue();
  const sendNow = useSendIssueNow();
  const schedule = useScheduleIssue();
  const whenId = useId();
  const [when, setWhen] = useState(() =>
    issue.scheduled_for
      ? localInput(new Date(issue.scheduled_for))
      : localInput(new Date(Date.now() + 86_400_000)),
  );
  const [whenError, setWhenError] = useState('');
  const busy = test.isPending || sendNow.isPending || schedule.isPending;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await flush();
      await action();
      toast({ title: done, description: issue.subject });
    } catch (error) {
      toast({
        title: 'That didn’t go',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
  };
  const sendTest = () =>
    run(async () => {
      if (!(await test.mutateAsync(issue.id)))
        throw new Error('Your address has had its emails for today; try again tomorrow.');
    }, 'A test copy is on its way to your address');
  const scheduleIt = () => {
    const at = new Date(when);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setWhenError('Choose a date and time still to come.');
      return;
    }
    setWhenError('');
    void run(() => schedule.mutateAsync({ id: issue.id, at }), 'Scheduled');
  };

  return (
    <section aria-labelledby="sending-heading" className="space-y-6">
      <h2 id="sending-heading" className="font-display text-2xl text-ink">
        Sending
      </h2>
      <p className="text-sm text-ink-700">{issueState(issue)}</p>
      <div className="space-y-2">
        <Button size="sm" onClick={() => void sendTest()} disabled={busy}>
          Send a test to me
        </Button>
        <p className="text-sm text-ink-700">To your own account’s address only.</p>
      </div>
      {editable ? (
        <>
          <div className="space-y-2">
            <ConfirmStep
              label="Send now"
              question="Send this issue to every confirmed subscriber of The Edit now? It cannot be called back."
              yes="Yes, send it now"
              busy={busy}
              onConfirm={() => void run(() => sendNow.mutateAsync(issue.id), 'Sending')}
            />
          </div>
          <div className="space-y-2">
            <label htmlFor={whenId} className="block text-xs font-medium tracking-label uppercase">
              Send on
            </label>
            <input
              id={whenId}
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${whenId}-error` : undefined}
              className="w-full border border-ink-300 bg-ivory-50 px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-ink"
            />
            {whenError ? (
              <p id={`${whenId}-error`} className="text-sm text-red-700">
                {whenError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={scheduleIt} disabled={busy}>
                {issue.status === 'scheduled' ? 'Move the schedule' : 'Schedule'}
              </Button>
              {issue.status === 'scheduled' ? (
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => schedule.mutateAsync({ id: issue.id, at: null }),
                      'Back to a draft',
                    )
                  }
                >
                  Cancel the schedule
                </Button>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
