import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import {
  useDecideApplicationMutation,
  useInviteApplicantMutation,
  useRevokeInvitationsMutation,
  useSaveApplicationNotesMutation,
} from '@/features/membership';

export const REVIEW_FAILED = 'That didn’t work. Nothing was changed; please try again.';

/**
 * The review desk's writes on one application, with one outcome each: a toast saying what was
 * done, or a problem shown above the buttons (and nothing changed). `busy` while any runs.
 */
export function useReviewActions() {
  const decide = useDecideApplicationMutation();
  const saveNotes = useSaveApplicationNotesMutation();
  const invite = useInviteApplicantMutation();
  const revoke = useRevokeInvitationsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = [decide, saveNotes, invite, revoke].some((action) => action.isPending);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      toast({ title: done });
    } catch (error) {
      console.error('Review action failed', error);
      setProblem(REVIEW_FAILED);
    }
  };
  return { decide, saveNotes, invite, revoke, busy, problem, run };
}
