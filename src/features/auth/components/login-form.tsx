import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { PasswordField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/config/paths';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import { FormAlert } from './form-alert';

export const LOGIN_VALIDATION_MESSAGES = {
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordRequired: 'Enter your password.',
} as const;

const loginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, LOGIN_VALIDATION_MESSAGES.emailRequired),
      z.email(LOGIN_VALIDATION_MESSAGES.emailInvalid),
    ),
  password: z.string().check(z.minLength(1, LOGIN_VALIDATION_MESSAGES.passwordRequired)),
});

type LoginValues = z.infer<typeof loginSchema>;

interface LoginFormProps {
  /** Called once the auth service has accepted the credentials. */
  onSignedIn: () => void;
}

/**
 * Email + password sign-in. Fields are checked on leaving them and on submit; the auth service's
 * answer is shown in plain words above the fields, and what was typed stays put.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { mutateAsync: signIn } = useSignIn();
  const [succeeded, setSucceeded] = useState(false);
  const alertId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
      setSucceeded(true);
      onSignedIn();
    } catch (error) {
      console.error('Sign-in failed', error);
      setError('root.server', { message: signInErrorMessage(error) });
    }
  });

  const serverError = errors.root?.server?.message;
  const pending = isSubmitting || succeeded;

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={serverError ? alertId : undefined}>
      {/* Always in the page, so the message is announced; focused when it appears. */}
      <div id={alertId}>
        <FormAlert message={serverError} />
      </div>
      <div className="space-y-6">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />

        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          aside={
            <Link
              to={PATHS.resetPassword}
              className="text-xs text-ink-700 underline underline-offset-4 hover:text-champagne-700"
            >
              Forgot your password?
            </Link>
          }
          {...register('password')}
        />

        <Button type="submit" variant="solid" className="w-full" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </div>
    </form>
  );
}
