import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSignOutOtherDevices } from '../../api/sign-out-other-devices';
import { authErrorMessage } from '../../lib/auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './section';

export const SESSIONS_MESSAGES = {
  done: 'Every other device has been signed out. This one stays signed in.',
} as const;

/** Sign out everywhere else (a lost phone, a shared computer); this session stays. */
export function SessionsSection() {
  const signOutOtherDevices = useSignOutOtherDevices();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await signOutOtherDevices.mutateAsync();
      setDone(true);
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="sessions"
      title="Devices"
      description="Signed in on a computer you no longer use, or lost a phone? Sign out everywhere else."
    >
      <div className="space-y-4">
        <FormAlert message={error} />
        <FormAlert message={done ? SESSIONS_MESSAGES.done : null} tone="success" />
        <Button onClick={() => void run()} disabled={busy}>
          {busy ? 'Signing out…' : 'Sign out of every other device'}
        </Button>
      </div>
    </SettingsSection>
  );
}
