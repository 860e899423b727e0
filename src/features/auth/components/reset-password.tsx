import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { requestPasswordReset, updatePassword, verifyEmailLink } from '../api/account';
import { AUTH_MESSAGES, authErrorKind, authErrorMessage } from '../auth-errors';
import { newPasswordSchema, type NewPasswordValues } from '../password-rules';
import { useAuth } from '../use-auth';
import { useLanding } from '../use-landing';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';

export const RESET_MESSAGES = {
  sentTitle: 'Check your email',
  sent: "If an account exists for that address, we've sent a link to choose a new password. It works once, within the hour.",
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  updatedTitle: 'Password updated',
  updated: 'You’re signed in with your new password.',
} as const;

/** The recovery session a link opened, kept for this tab so a reload still shows the form. */
const RECOVERY_FLAG = 'perfete.recovery';

const requestSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, RESET_MESSAGES.emailRequired),
      z.email(RESET_MESSAGES.emailInvalid),
    ),
});

/** Step 1: ask for a link. The answer is the same whether the account exists or not. */
function RequestLinkForm({ notice }: { notice?: string }) {
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
      await requestPasswordReset(email);
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

/** Step 2: the link opened a session; choose the new password. */
function ChooseNewPasswordForm() {
  const navigate = useNavigate();
  const landing = useLanding();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await updatePassword(password);
      sessionStorage.removeItem(RECOVERY_FLAG);
      toast({ title: RESET_MESSAGES.updatedTitle, description: RESET_MESSAGES.updated });
      setDone(true);
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });
  useEffect(() => {
    if (done && landing) void navigate(landing, { replace: true });
  }, [done, landing, navigate]);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormAlert message={errors.root?.server?.message} />
      <p className="text-ink-700">Choose a new password for your account.</p>
      <NewPasswordFields
        passwordField={register('password')}
        confirmField={register('confirm')}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        password={password}
      />
      <Button type="submit" variant="solid" className="w-full" disabled={isSubmitting || done}>
        {isSubmitting || done ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}

/** Opening the emailed link: spend its token hash once, then show the password form. */
function OpenLink({
  tokenHash,
  onOpened,
  onFailed,
}: {
  tokenHash: string;
  onOpened: () => void;
  onFailed: () => void;
}) {
  useEffect(() => {
    let current = true;
    verifyEmailLink(tokenHash, 'recovery').then(
      () => {
        if (!current) return;
        sessionStorage.setItem(RECOVERY_FLAG, '1');
        onOpened();
      },
      (error: unknown) => {
        console.error('Recovery link refused', error);
        if (current) onFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [tokenHash, onOpened, onFailed]);
  return <Spinner label="Opening your link…" className="w-full py-16" />;
}

/**
 * /reset-password: ask for a link; the link (?token_hash=…&type=recovery, see the email template)
 * opens a session with verifyOtp and the page asks for the new password; then the person is
 * signed in and sent where they work. A used, expired or malformed link says so and offers a
 * new one.
 */
export function ResetPassword() {
  const [params, setParams] = useSearchParams();
  const { user, loading } = useAuth();
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState(false);

  // The hash is spent either way: drop it from the address bar (and from history), so a reload
  // or a shared screenshot cannot offer it again.
  const onOpened = useCallback(() => {
    setOpened(true);
    setParams({}, { replace: true });
  }, [setParams]);
  const onFailed = useCallback(() => {
    setFailed(true);
    setParams({}, { replace: true });
  }, [setParams]);

  let body;
  if (tokenHash && !failed && !opened) {
    body =
      type === 'recovery' ? (
        <OpenLink tokenHash={tokenHash} onOpened={onOpened} onFailed={onFailed} />
      ) : (
        <RequestLinkForm notice={AUTH_MESSAGES.invalidLink} />
      );
  } else if (loading) {
    body = <Spinner label="Checking your session…" className="w-full py-16" />;
  } else if (user && (opened || sessionStorage.getItem(RECOVERY_FLAG))) {
    body = <ChooseNewPasswordForm />;
  } else {
    body = (
      <RequestLinkForm
        notice={failed ? `${AUTH_MESSAGES.invalidLink} Ask for a new one below.` : undefined}
      />
    );
  }

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Your account</p>
        <h1 className="text-display-md font-light text-ink">Reset your password</h1>
      </div>
      {body}
      <p className="border-t border-ivory-300 pt-6 text-sm text-ink-700">
        Remembered it?{' '}
        <Link
          to={PATHS.login}
          className="font-medium text-ink underline underline-offset-4 hover:text-champagne-700"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}
