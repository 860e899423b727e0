import { useAdminWrite } from '@/lib/admin-write';
import { membershipKeys } from '../keys';
import { updateApplication } from './update-application';

/** Saves the editors' internal notes on an application (blank clears them). */
export const useSaveApplicationNotesMutation = () =>
  useAdminWrite(membershipKeys.all, {
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      updateApplication(id, { internal_notes: notes.trim() || null }),
  });
