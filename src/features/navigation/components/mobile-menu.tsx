import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Spinner } from '@/components/ui/spinner';
import { MOBILE_MEDIA_QUERY, MOBILE_MENU_CLOSE_LABEL, MOBILE_MENU_OPEN_LABEL } from '@/config/site';
import { AccountMenu } from '@/features/auth';
import { scrollToTop } from '../lib/scroll-to-top';
import { MobileMenuToggle } from './mobile-menu-toggle';

// The panel's contents load when the toggle is first approached, not with the first paint.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then(({ MobileMenuPanel }) => ({ default: MobileMenuPanel })),
);
import { FOCUSABLE } from '../lib/focusable';

/**
 * The mobile menu (< 768 px): a toggle in the header opens a stacked panel below it with the
 * collapsible groups Venues, Blog and Vendors. Choosing a link navigates, scrolls to the top and
 * closes; Escape closes and returns focus to the toggle; Tab cycles between toggle and panel.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const choose = () => {
    setOpen(false);
    scrollToTop();
  };
  // Opening the menu moves focus to its first item.
  const focusFirst = useCallback(
    () => panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(),
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Widening past the breakpoint hides the menu: close it so the page scrolls again.
    const mobile = window.matchMedia?.(MOBILE_MEDIA_QUERY);
    const onBreakpoint = () => {
      if (!mobile?.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    mobile?.addEventListener('change', onBreakpoint);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      mobile?.removeEventListener('change', onBreakpoint);
      document.body.style.overflow = '';
    };
  }, [open]);

  // Tab past the last item returns to the toggle, so focus never wanders behind the panel.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const last = items.filter((item) => !item.closest('[hidden]')).at(-1);
    if (document.activeElement === last) {
      event.preventDefault();
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={className}>
      <MobileMenuToggle
        ref={toggleRef}
        open={open}
        controls={panelId}
        label={open ? MOBILE_MENU_CLOSE_LABEL : MOBILE_MENU_OPEN_LABEL}
        onIntent={() => void loadPanel()}
        onToggle={() => setOpen((value) => !value)}
      />
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="fixed inset-x-0 top-header bottom-0 overflow-y-auto border-t border-ivory-300 bg-ivory-50 px-gutter pb-16"
      >
        {open && (
          <Suspense fallback={<Spinner label="Loading menu…" className="mt-16 w-full" />}>
            <MobileMenuPanel
              onChoose={choose}
              onShown={focusFirst}
              account={<AccountMenu variant="mobile" onNavigate={choose} />}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
