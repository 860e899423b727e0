import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { authErrorKind, authErrorMessage } from '../lib/auth-errors';
import { FormAlert } from './form-alert';
import { RESET_MESSAGES, requestSchema } from './reset-password-messages';

/** Step 1: ask for a link. The answer is the same whether the account exists or not. */
export function RequestLinkForm({ notice }: { notice?: string }) {
  const requestPasswordReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(requestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      const kind = authErrorKind(error);
      // Only a failure that says nothing about the account is shown; anything else answers as
      // a success would, so the page never tells whether an address has an account.
      if (kind === 'rateLimited' || kind === 'unavailable') {
        setError('root.server', { message: authErrorMessage(error) });
      } else {
        console.error('Password reset request failed', error);
        setSentTo(email);
      }
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-6" role="status">
        <h2 className="font-display text-3xl font-light text-ink">{RESET_MESSAGES.sentTitle}</h2>
        <p className="text-ink-700">{RESET_MESSAGES.sent}</p>
        <p className="text-sm text-ink-700">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-ink underline underline-offset-4 hover:text-champagne-700"
            onClick={() => setSentTo(null)}
          >
            ask for another link
          </button>
          .
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert message={notice} />
      <FormAlert message={errors.root?.server?.message} />
      <p className="text-ink-700">
        Enter the email address of your account and we’ll send you a link to choose a new password.
      </p>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="solid" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send me a link'}
      </Button>
    </form>
  );
}
