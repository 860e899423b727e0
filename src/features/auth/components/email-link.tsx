import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PATHS } from '@/config/paths';
import { verifyEmailLink } from '../api/verify-email-link';
import { isEmailLinkType, type EmailLinkType } from '../lib/email-link';
import { AUTH_MESSAGES } from '../lib/auth-errors';
import { useLanding } from '../hooks/use-landing';

const DONE: Record<
  Exclude<EmailLinkType, 'recovery'>,
  { title: string; description: (email: string) => string }
> = {
  signup: {
    title: 'Email confirmed',
    description: (email) => `Welcome to Perféte. You’re signed in as ${email}.`,
  },
  email_change: {
    title: 'Email address changed',
    description: (email) => `You now sign in with ${email}.`,
  },
  magiclink: {
    title: 'Signed in',
    description: (email) => `You’re signed in as ${email}.`,
  },
};

/**
 * /auth/confirm: the emailed links to confirm a sign-up or a new email address, or to sign in
 * (?token_hash=…&type=…, see supabase/templates). The hash is spent once with verifyOtp; then
 * a toast says what happened and the person goes where they work (a changed email: back to
 * account settings). A used, expired or malformed link says so, unless `whenRefused` names a
 * page that takes it from there (an invitation's link: the acceptance page sends a fresh one).
 */
export function EmailLink({
  whenRefused,
}: {
  /** Where a well-formed link the auth service refused goes instead, or null to say so here. */
  whenRefused?: (params: URLSearchParams) => string | null;
} = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const landing = useLanding();
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  const [state, setState] = useState<'opening' | 'done' | 'failed'>('opening');
  const [doneType, setDoneType] = useState<EmailLinkType | null>(null);

  const malformed = !tokenHash || !isEmailLinkType(type);

  useEffect(() => {
    if (!tokenHash || !isEmailLinkType(type)) return;
    if (type === 'recovery') {
      void navigate(`${PATHS.resetPassword}?${params.toString()}`, { replace: true });
      return;
    }
    let current = true;
    verifyEmailLink(tokenHash, type).then(
      (user) => {
        if (!current) return;
        const done = DONE[type];
        toast({ title: done.title, description: done.description(user.email ?? '') });
        setDoneType(type);
        setState('done');
      },
      (error: unknown) => {
        console.error('Email link refused', error);
        if (!current) return;
        const instead = whenRefused?.(params);
        if (instead) void navigate(instead, { replace: true });
        else setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [tokenHash, type, params, navigate, whenRefused]);

  useEffect(() => {
    if (state !== 'done') return;
    if (doneType === 'email_change') void navigate(PATHS.accountSettings, { replace: true });
    else if (landing) void navigate(landing, { replace: true });
  }, [state, doneType, landing, navigate]);

  if (malformed || state === 'failed') {
    return (
      <div className="space-y-6">
        <h1 className="text-display-md font-light text-ink">This link doesn’t work</h1>
        <p role="alert" className="text-ink-700">
          {AUTH_MESSAGES.invalidLink} If you already confirmed, simply sign in.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={PATHS.login} className={buttonVariants({ variant: 'solid' })}>
            Sign in
          </Link>
          <Link to={PATHS.resetPassword} className={buttonVariants()}>
            Reset your password
          </Link>
        </div>
      </div>
    );
  }
  return <Spinner label="Opening your link…" className="w-full py-16" />;
}
