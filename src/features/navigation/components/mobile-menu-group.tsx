import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from '@/config/navigation';

type MobileMenuGroupProps = {
  label: string;
  links: readonly NavLink[];
  onNavigate: () => void;
};

/** One collapsible group of the mobile menu; groups open and close independently. */
export function MobileMenuGroup({ label, links, onNavigate }: MobileMenuGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  return (
    <li className="border-b border-ivory-300">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between py-5 text-left font-display text-display-sm text-ink"
      >
        {label}
        <span
          aria-hidden="true"
          className="relative size-3.5 before:absolute before:inset-x-0 before:top-1/2 before:h-px before:bg-current after:absolute after:inset-y-0 after:left-1/2 after:w-px after:bg-current after:transition-transform in-aria-expanded:after:scale-y-0"
        />
      </button>
      <ul id={listId} hidden={!expanded} className="flex flex-col gap-1 pb-6">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              className="flex items-center gap-2 py-2 text-xs font-medium tracking-label text-ink-700 uppercase hover:text-champagne-700"
            >
              {link.label}
              {link.isNew && (
                <span className="bg-champagne-700 px-1.5 py-0.5 text-[0.625rem] leading-none text-ivory-50">
                  NEW
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
