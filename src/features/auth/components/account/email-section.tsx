import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useAccount } from '../../api/get-account';
import { useRequestEmailChange } from '../../api/request-email-change';
import { authErrorMessage } from '../../lib/auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './section';

export const EMAIL_MESSAGES = {
  required: 'Enter the new email address.',
  invalid: 'Enter an email address like name@example.com.',
  same: 'That is already your email address.',
  sent: (email: string) =>
    `We’ve sent a confirmation link to ${email}. Your email address changes when you use it.`,
} as const;

/** The sign-in address; a change waits for the link sent to the new address. */
export function EmailSection({ userId, email }: { userId: string; email: string }) {
  const account = useAccount(userId);
  const requestEmailChange = useRequestEmailChange();
  const pending = account.data?.new_email ?? null;
  const [sent, setSent] = useState<string | null>(null);
  const schema = z.object({
    email: z.string().check(
      z.trim(),
      z.minLength(1, EMAIL_MESSAGES.required),
      z.email(EMAIL_MESSAGES.invalid),
      z.refine((value) => value.toLowerCase() !== email.toLowerCase(), EMAIL_MESSAGES.same),
    ),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent(null);
      await requestEmailChange.mutateAsync(values.email);
      setSent(values.email);
      reset({ email: '' });
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  return (
    <SettingsSection
      id="email"
      title="Email address"
      description="Where we write to you, and what you sign in with."
    >
      <div className="space-y-6">
        <p className="text-ink-700">
          You sign in with <strong className="font-medium text-ink">{email}</strong>.
        </p>
        <FormAlert message={sent ? EMAIL_MESSAGES.sent(sent) : null} tone="success" />
        {pending && !sent ? (
          <p
            className="border-l-2 border-champagne-600 bg-ivory-100 px-4 py-3 text-sm text-ink"
            data-testid="pending-email"
          >
            Waiting for confirmation: <strong className="font-medium">{pending}</strong>. Use the
            link we sent there; until then nothing changes.
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <FormAlert message={errors.root?.server?.message} />
          <TextField
            label="New email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Change email'}
          </Button>
        </form>
      </div>
    </SettingsSection>
  );
}
