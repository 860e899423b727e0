import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTROL_CLASS } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { DELETE_CONFIRMATION, useDeleteAccount } from '../../api/delete-account';
import { authErrorMessage } from '../../lib/auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './section';

export const DELETE_MESSAGES = {
  mismatch: `Type ${DELETE_CONFIRMATION} in capitals to confirm.`,
  lastAdmin: 'You are the last administrator. Make someone else an administrator first.',
  doneTitle: 'Account deleted',
  done: 'Your account is gone. Thank you for being part of Perféte.',
} as const;

/**
 * Deleting the account, spelled out first and confirmed by typing a word. A database function
 * does it for the signed-in person only; a vendor's listings are archived, not deleted, and the
 * inquiries couples sent stay with them.
 */
export function DeleteSection({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (typed.trim() !== DELETE_CONFIRMATION) return setError(DELETE_MESSAGES.mismatch);
    setBusy(true);
    try {
      await deleteAccount.mutateAsync({ userId, confirmation: DELETE_CONFIRMATION });
      toast({ title: DELETE_MESSAGES.doneTitle, description: DELETE_MESSAGES.done });
      void navigate(PATHS.home, { replace: true });
    } catch (failure) {
      console.error('Deleting the account failed', failure);
      const message = String((failure as { message?: unknown }).message ?? '');
      setError(/last admin/i.test(message) ? DELETE_MESSAGES.lastAdmin : authErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="delete" title="Delete account" tone="danger">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <div className="space-y-3 text-sm text-ink-700">
          <p>Deleting your account cannot be undone. When you delete it:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>you are signed out everywhere and can no longer sign in with this email;</li>
            <li>your name and picture are removed;</li>
            <li>
              if you are a vendor, your listings leave the directory and are kept archived, with the
              inquiries couples sent you, so nothing they wrote is lost;
            </li>
            <li>stories you wrote for the magazine stay published.</li>
          </ul>
        </div>
        <FormAlert message={error} />
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className="text-xs font-medium tracking-label text-ink uppercase"
          >
            Type {DELETE_CONFIRMATION} to confirm
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={CONTROL_CLASS}
            aria-invalid={error === DELETE_MESSAGES.mismatch ? true : undefined}
          />
        </div>
        <Button
          type="submit"
          className="border-red-800 text-red-800 hover:bg-red-800 hover:text-ivory-50"
          disabled={busy}
        >
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </SettingsSection>
  );
}
