import { useAdminWrite } from '@/lib/admin-write';
import { membershipKeys } from '../keys';
import type { ApplicationState } from '../lib/application-states';
import { updateApplication } from './update-application';

export interface Decision {
  id: string;
  status: Exclude<ApplicationState, 'pending' | 'invited'>;
  /** Sent in our answer when declining. */
  reason?: string | null;
}

/** Moves an application to In review, Waitlisted or Declined (with a reason). */
export const useDecideApplicationMutation = () =>
  useAdminWrite(membershipKeys.all, {
    mutationFn: ({ id, status, reason }: Decision) =>
      updateApplication(id, { status, decision_reason: reason ?? null }),
  });
