import { lazy, Suspense, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  NavigationMenuViewport,
  navigationItemClass,
} from '@/components/ui/navigation-menu';
import { Spinner } from '@/components/ui/spinner';
import { MAIN_NAV, type MegaMenuKey } from '@/config/navigation';
import { MENU_HOVER_DELAY_MS, MENU_SKIP_DELAY_MS } from '@/config/site';
import { usePrefetchMegaMenu } from '../api/menu-queries';
import { scrollToTop } from '../lib/scroll-to-top';

const CLOSED = '';

// The panels (cards, video logic, queries) load with their data, on intent: not in the first paint.
const loadMegaMenuPanel = () => import('./mega-menu-panel');
const MegaMenuPanel = lazy(() =>
  loadMegaMenuPanel().then(({ MegaMenuPanel }) => ({ default: MegaMenuPanel })),
);

function PanelFallback() {
  return (
    <div className="flex h-mega-menu items-center justify-center">
      <Spinner label="Loading menu…" />
    </div>
  );
}

/**
 * Desktop navigation (≥ 768 px): HOME, VENUE, BLOG, INDEX. A click on an item goes to its page;
 * hovering VENUE, BLOG or INDEX opens its full-width panel after the spec's 100 ms, and the
 * keyboard opens it with Enter, Space or ArrowDown (Radix: arrows move, Escape closes).
 */
export function DesktopNav({ className }: { className?: string }) {
  const [openMenu, setOpenMenu] = useState(CLOSED);
  const navigate = useNavigate();
  const prefetchMenu = usePrefetchMegaMenu();

  const close = () => {
    setOpenMenu(CLOSED);
    scrollToTop();
  };
  const prefetch = (menu: MegaMenuKey) => () => {
    void loadMegaMenuPanel();
    void prefetchMenu(menu);
  };
  // A pointer click navigates; keyboard activation (detail 0) falls through to Radix's toggle.
  // Until the pointer leaves, the hover that preceded the click may not reopen the panel.
  const clickedRef = useRef(false);
  const onTriggerClick = (to: string) => (event: MouseEvent) => {
    if (event.detail === 0) return;
    event.preventDefault();
    clickedRef.current = true;
    close();
    void navigate(to);
  };
  const onValueChange = (value: string) => {
    if (value !== CLOSED && clickedRef.current) return;
    setOpenMenu(value);
  };
  const onTriggerKeyDown = (menu: MegaMenuKey) => (event: KeyboardEvent) => {
    clickedRef.current = false;
    if (event.key === 'ArrowDown' && openMenu !== menu) {
      event.preventDefault();
      setOpenMenu(menu);
    }
  };
  const onTriggerPointerLeave = () => {
    clickedRef.current = false;
  };

  return (
    <NavigationMenu
      aria-label="Main"
      value={openMenu}
      onValueChange={onValueChange}
      delayDuration={MENU_HOVER_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className={className}
    >
      <NavigationMenuList>
        {MAIN_NAV.map(({ label, to, menu }) => (
          <NavigationMenuItem key={label} value={menu}>
            {menu ? (
              <>
                <NavigationMenuTrigger
                  onPointerEnter={prefetch(menu)}
                  onFocus={prefetch(menu)}
                  onPointerLeave={onTriggerPointerLeave}
                  onClick={onTriggerClick(to)}
                  onKeyDown={onTriggerKeyDown(menu)}
                >
                  {label}
                </NavigationMenuTrigger>
                <NavigationMenuContent>
                  <Suspense fallback={<PanelFallback />}>
                    <MegaMenuPanel menu={menu} onNavigate={close} />
                  </Suspense>
                </NavigationMenuContent>
              </>
            ) : (
              <NavigationMenuLink asChild>
                <Link to={to} onClick={close} className={navigationItemClass}>
                  {label}
                </Link>
              </NavigationMenuLink>
            )}
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
      <div className="absolute inset-x-0 top-full">
        <NavigationMenuViewport
          data-slot="mega-menu-viewport"
          className="border-y border-ivory-300 bg-ivory-50 shadow-[0_24px_48px_-24px_rgb(28_25_23/0.18)]"
        />
      </div>
    </NavigationMenu>
  );
}
