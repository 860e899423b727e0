import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '../api/use-logout';
import { AccountAvatar } from './account-avatar';
import { ACCOUNT_MENU_LABEL, LOG_OUT_LABEL, accountLinks } from './account-links';

interface AccountDropdownProps {
  userId: string;
  email: string | undefined;
  isAdmin: boolean;
}

/**
 * Desktop account menu: a Radix dropdown behind a button showing the person's avatar. Loaded only
 * for signed-in users.
 */
export function AccountDropdown({ userId, email, isAdmin }: AccountDropdownProps) {
  const { logout, isPending } = useLogout();

  return (
    // Not modal: a modal menu hides the whole page from assistive technology (aria-hidden on
    // focusable content, which axe rightly flags); a menu button needs no more than its own
    // focus handling, which Radix keeps (arrows, Escape back to the button, closing on blur).
    <DropdownMenu modal={false}>
      {/* Named by its content, not aria-label: the initials are visible text that is not the
          name, which axe flags on a labelled control (label-content-name-mismatch). The
          initials are hidden from assistive technology, so the name is "Account menu". */}
      <DropdownMenuTrigger className="inline-flex size-10 items-center justify-center rounded-full text-ink ring-champagne-400 transition-colors hover:text-champagne-700 hover:ring-1 data-[state=open]:text-champagne-700 data-[state=open]:ring-1">
        <AccountAvatar userId={userId} email={email} />
        <span className="sr-only">{ACCOUNT_MENU_LABEL}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {email && (
          <DropdownMenuLabel>
            Signed in as <span className="block truncate font-medium text-ink">{email}</span>
          </DropdownMenuLabel>
        )}
        <DropdownMenuGroup>
          {accountLinks(isAdmin).map(({ label, to }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>{label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={logout}>
          {LOG_OUT_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
