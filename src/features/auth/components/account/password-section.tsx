import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { PasswordField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '../../api/change-password';
import { useRequestReauthenticationCode } from '../../api/request-reauthentication-code';
import { AUTH_MESSAGES, authErrorMessage } from '../../lib/auth-errors';
import { newPasswordSchema, type NewPasswordValues } from '../../lib/password-rules';
import { FormAlert } from '../form-alert';
import { NewPasswordFields } from '../new-password-fields';
import { SettingsSection } from './section';

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Enter your current password.',
  codeRequired: 'Enter the 6-digit code from the email.',
  codeSent: 'We’ve emailed you a 6-digit code. It works for a few minutes.',
  changed: 'Password changed',
} as const;

type Proof = 'password' | 'code';
type Values = NewPasswordValues & { current: string; code: string };

/**
 * A new password, proven by the current one or by a code emailed on request (the auth service's
 * `secure_password_change`: a change needs a recent sign-in or a reauthentication code).
 */
export function PasswordSection({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const requestCode = useRequestReauthenticationCode();
  const [proof, setProof] = useState<Proof>('password');
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const schema = z
    .intersection(newPasswordSchema, z.object({ current: z.string(), code: z.string() }))
    .check(
      z.refine((values) => proof !== 'password' || values.current.length > 0, {
        message: PASSWORD_CHANGE_MESSAGES.currentRequired,
        path: ['current'],
      }),
      z.refine((values) => proof !== 'code' || /^\d{6}$/.test(values.code.trim()), {
        message: PASSWORD_CHANGE_MESSAGES.codeRequired,
        path: ['code'],
      }),
    );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { current: '', code: '', password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const sendCode = async () => {
    setSending(true);
    setCodeError(null);
    try {
      await requestCode.mutateAsync();
      setCodeSent(true);
    } catch (error) {
      setCodeError(authErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(
        proof === 'password'
          ? { password: values.password, email, current: values.current }
          : { password: values.password, code: values.code.trim() },
      );
      reset();
      setCodeSent(false);
      toast({
        title: PASSWORD_CHANGE_MESSAGES.changed,
        description: 'Use it the next time you sign in.',
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'wrong_current_password') {
        setError('current', { message: AUTH_MESSAGES.wrongCurrentPassword });
      } else {
        setError('root.server', { message: authErrorMessage(error) });
      }
    }
  });

  return (
    <SettingsSection
      id="password"
      title="Password"
      description="At least 10 characters, with letters and numbers."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormAlert message={errors.root?.server?.message ?? codeError} />
        {proof === 'password' ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current?.message}
            aside={
              <button
                type="button"
                className="text-xs text-ink-700 underline underline-offset-4 hover:text-champagne-700"
                onClick={() => setProof('code')}
              >
                Forgot it? Use an emailed code
              </button>
            }
            {...register('current')}
          />
        ) : (
          <div className="space-y-3">
            <FormAlert
              message={codeSent ? PASSWORD_CHANGE_MESSAGES.codeSent : null}
              tone="success"
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button size="sm" onClick={() => void sendCode()} disabled={sending}>
                {sending ? 'Sending…' : codeSent ? 'Send another code' : 'Email me a code'}
              </Button>
              <button
                type="button"
                className="text-xs text-ink-700 underline underline-offset-4 hover:text-champagne-700"
                onClick={() => setProof('password')}
              >
                Use my current password instead
              </button>
            </div>
            <TextField
              label="Code from the email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.code?.message}
              {...register('code')}
            />
          </div>
        )}
        <NewPasswordFields
          passwordField={register('password')}
          confirmField={register('confirm')}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
          password={password}
        />
        <Button type="submit" variant="solid" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
