import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MOBILE_MENU_GROUPS } from '@/config/navigation';
import { PATHS } from '@/config/paths';
import { SavedLink } from '@/features/saved';
import { openSiteSearch } from '@/features/search';
import { MobileMenuGroup } from './mobile-menu-group';

/**
 * The mobile menu's contents: Home, the three groups, and the account links when signed in.
 * `account` and `onShown` come from the menu (in the first paint), so that this chunk shares no
 * module with it: a module both import would be a chunk of its own in every first paint.
 */
export function MobileMenuPanel({
  onChoose,
  onShown,
  account,
}: {
  onChoose: () => void;
  /** Called once the panel is drawn (the menu moves focus to its first item). */
  onShown: () => void;
  account: ReactNode;
}) {
  useEffect(onShown, [onShown]);

  return (
    <>
      <nav aria-label="Mobile">
        <ul className="flex flex-col">
          <li className="border-b border-ivory-300">
            <Link
              to={PATHS.home}
              onClick={onChoose}
              className="block py-5 font-display text-display-sm text-ink"
            >
              Home
            </Link>
          </li>
          <li className="border-b border-ivory-300">
            <button
              type="button"
              onClick={() => (onChoose(), openSiteSearch())}
              className="block w-full py-5 text-left font-display text-display-sm text-ink"
            >
              Search
            </button>
          </li>
          {MOBILE_MENU_GROUPS.map((group) => (
            <MobileMenuGroup
              key={group.label}
              label={group.label}
              links={group.links}
              onNavigate={onChoose}
            />
          ))}
          <li className="border-b border-ivory-300">
            <SavedLink onNavigate={onChoose} className="py-5 font-display text-display-sm" />
          </li>
        </ul>
      </nav>
      <div className="mt-8">{account}</div>
    </>
  );
}
