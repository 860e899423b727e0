import { Link } from 'react-router-dom';
import { NavigationMenuLink } from '@/components/ui/navigation-menu';
import type { MegaMenuKey } from '@/config/navigation';
import { MEGA_MENUS } from '../lib/mega-menus';
import { MENU_PANEL_CARDS } from './menu-panels';

type MegaMenuPanelProps = {
  menu: MegaMenuKey;
  /** Closes the menu and scrolls to the top; called when any link in the panel is chosen. */
  onNavigate: () => void;
};

const labelClass = 'text-label tracking-eyebrow text-ink-500 uppercase';

/** A full-width panel: the menu's side list, then its three preview cards. */
export function MegaMenuPanel({ menu, onNavigate }: MegaMenuPanelProps) {
  const { title, links, feature } = MEGA_MENUS[menu];
  const Cards = MENU_PANEL_CARDS[menu];
  const headingId = `mega-menu-${menu}-heading`;

  return (
    <div className="mx-auto grid h-mega-menu max-w-frame grid-cols-[13rem_1fr] gap-12 px-gutter py-7 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={title} className="border-r border-ivory-300 pr-8">
        <p className={labelClass}>{title}</p>
        <ul className="mt-5 flex flex-col gap-0.5">
          {links.map((link) => (
            <li key={link.to}>
              <NavigationMenuLink asChild>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  className="group flex items-center gap-2 py-1.5 text-xs font-medium tracking-label text-ink uppercase transition-colors hover:text-champagne-700"
                >
                  <span className="underline-offset-4 group-hover:underline">{link.label}</span>
                  {link.isNew && (
                    <span className="bg-champagne-700 px-1.5 py-0.5 text-[0.625rem] leading-none tracking-label text-ivory-50">
                      NEW
                    </span>
                  )}
                </Link>
              </NavigationMenuLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5">
        <div className="flex items-baseline justify-between gap-6">
          <h2 id={headingId} className="font-display text-display-sm text-ink italic">
            {feature.heading}
          </h2>
          <NavigationMenuLink asChild>
            <Link
              to={feature.viewAll.to}
              onClick={onNavigate}
              className="shrink-0 border-b border-champagne-500 pb-0.5 text-label tracking-eyebrow text-ink uppercase transition-colors hover:text-champagne-700"
            >
              {feature.viewAll.label}
            </Link>
          </NavigationMenuLink>
        </div>
        <Cards onNavigate={onNavigate} />
      </section>
    </div>
  );
}
