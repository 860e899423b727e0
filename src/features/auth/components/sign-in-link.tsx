import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';

/** The header's and the mobile menu's way in for visitors (kept apart from the signed-in menu's
 * words, so a visitor's page loads none of the signed-in code). */
export const SIGN_IN_LABEL = 'Sign in';

const signInClass = {
  desktop:
    'inline-flex min-h-10 items-center px-2 text-xs font-medium tracking-label text-ink uppercase underline-offset-4 transition-colors hover:text-champagne-700 hover:underline',
  mobile:
    'flex w-full items-center border-t border-ivory-300 pt-4 pb-3 text-sm font-medium tracking-label text-ink uppercase transition-colors hover:text-champagne-700',
};

/** A visitor's way in: the header's right on a desktop, the foot of the mobile menu on a phone. */
export function SignInLink({
  variant,
  onNavigate,
}: {
  variant: 'desktop' | 'mobile';
  onNavigate?: () => void;
}) {
  return (
    <Link to={PATHS.login} onClick={onNavigate} className={signInClass[variant]}>
      {SIGN_IN_LABEL}
    </Link>
  );
}
