import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Application, ApplicationState } from '@/features/membership';
import { ReviewTextBox } from './review-text-box';
import { useReviewActions } from './use-review-actions';

const ADMISSION_NOTE_MAX = 500;
const NOTES_MAX = 5000;
const REASON_MAX = 2000;

/**
 * What an admin can do with an application in its state: keep internal notes; invite (with the
 * note shown on their page), invite again or withdraw; mark in review, waitlist, or decline with
 * a reason. An invited application is no longer decided here; a declined one is not invited.
 */
export function ApplicationDecisions({
  application,
  status,
}: {
  application: Application;
  status: ApplicationState;
}) {
  const { decide, saveNotes, invite, revoke, busy, problem, run } = useReviewActions();
  const [notes, setNotes] = useState(application.internal_notes ?? '');
  const [note, setNote] = useState(application.admission_note ?? '');
  const [reason, setReason] = useState('');
  const { id } = application;
  const invited = status === 'invited';
  const move = (to: 'in_review' | 'waitlisted', done: string) =>
    void run(() => decide.mutateAsync({ id, status: to }), done);

  return (
    <>
      {problem ? (
        <p role="alert" className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm">
          {problem}
        </p>
      ) : null}

      <div className="space-y-3">
        <ReviewTextBox
          label="Internal notes (editors only)"
          value={notes}
          onChange={setNotes}
          max={NOTES_MAX}
        />
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void run(() => saveNotes.mutateAsync({ id, notes }), 'Notes saved')}
        >
          Save notes
        </Button>
      </div>

      {status !== 'declined' ? (
        <div className="space-y-3">
          <ReviewTextBox
            label="Why we invited them (shown on their page)"
            value={note}
            onChange={setNote}
            max={ADMISSION_NOTE_MAX}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="solid"
              size="sm"
              disabled={busy || note.trim() === ''}
              onClick={() =>
                void run(
                  () => invite.mutateAsync({ application, note }),
                  invited ? 'Invitation sent again' : 'Invitation sent',
                )
              }
            >
              {invited ? 'Resend invitation' : 'Send invitation'}
            </Button>
            {invited ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() =>
                  void run(() => revoke.mutateAsync(application.email), 'Invitation withdrawn')
                }
              >
                Withdraw invitation
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      {!invited ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            {status === 'pending' ? (
              <Button
                size="sm"
                disabled={busy}
                onClick={() => move('in_review', 'Marked in review')}
              >
                Mark in review
              </Button>
            ) : null}
            {status !== 'waitlisted' ? (
              <Button size="sm" disabled={busy} onClick={() => move('waitlisted', 'Waitlisted')}>
                Waitlist
              </Button>
            ) : null}
          </div>
          {status !== 'declined' ? (
            <>
              <ReviewTextBox
                label="Reason for declining (sent in our answer)"
                value={reason}
                onChange={setReason}
                max={REASON_MAX}
              />
              <Button
                size="sm"
                disabled={busy || reason.trim() === ''}
                onClick={() =>
                  void run(() => decide.mutateAsync({ id, status: 'declined', reason }), 'Declined')
                }
              >
                Decline
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
