import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../api/use-logout';
import { AccountAvatar } from './account-avatar';
import { LOG_OUT_LABEL, accountLinks } from './account-links';

interface AccountListProps {
  userId: string;
  email: string | undefined;
  isAdmin: boolean;
  onNavigate?: () => void;
}

const itemClass =
  'flex w-full items-center py-3 text-left text-sm font-medium tracking-label text-ink uppercase transition-colors hover:text-champagne-700 disabled:opacity-50';

/** Mobile account menu: an inline list inside the mobile menu panel. */
export function AccountList({ userId, email, isAdmin, onNavigate }: AccountListProps) {
  const { logout, isPending } = useLogout();
  const headingId = useId();

  return (
    <div className="border-t border-ivory-300 pt-4">
      <div className="flex items-center gap-3">
        <AccountAvatar userId={userId} email={email} className="size-10" />
        <div className="min-w-0">
          <p id={headingId} className="text-label tracking-eyebrow text-ink-500 uppercase">
            Your account
          </p>
          {email && <p className="truncate text-sm text-ink-700">{email}</p>}
        </div>
      </div>
      <ul aria-labelledby={headingId} className="mt-2 divide-y divide-ivory-200">
        {accountLinks(isAdmin).map(({ label, to }) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate} className={itemClass}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              logout();
              onNavigate?.();
            }}
            className={itemClass}
          >
            {LOG_OUT_LABEL}
          </button>
        </li>
      </ul>
    </div>
  );
}
