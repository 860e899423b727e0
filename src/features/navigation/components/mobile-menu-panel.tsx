import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MOBILE_MENU_GROUPS } from '@/config/navigation';
import { PATHS } from '@/config/paths';
import { AccountMenu } from '@/features/auth';
import { SavedLink } from '@/features/saved';
import { openSiteSearch } from '@/features/search';
import { FOCUSABLE } from '../lib/focusable';
import { MobileMenuGroup } from './mobile-menu-group';

/** The mobile menu's contents: Home, the three groups, and the account links when signed in. */
export function MobileMenuPanel({ onChoose }: { onChoose: () => void }) {
  const navRef = useRef<HTMLElement>(null);

  // Opening the menu moves focus to its first item.
  useEffect(() => {
    navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  return (
    <>
      <nav ref={navRef} aria-label="Mobile">
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
      <div className="mt-8">
        <AccountMenu variant="mobile" onNavigate={onChoose} />
      </div>
    </>
  );
}
