import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { verifyEmailLink } from '../api/verify-email-link';
import { AUTH_MESSAGES } from '../lib/auth-errors';
import { useAuth } from '../hooks/use-auth';
import { ChooseNewPasswordForm } from './choose-new-password-form';
import { RequestLinkForm } from './request-link-form';
import { RECOVERY_FLAG } from './reset-password-messages';

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
