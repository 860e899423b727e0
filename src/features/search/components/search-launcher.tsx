import { lazy, Suspense, useEffect, useState } from 'react';

// Only this button is in the first paint; the dialog and all behind it load when it is opened.
const SearchDialog = lazy(() => import('./search-dialog-loader').then((m) => m.loadSearchDialog()));
let openDialog = () => {};

/** Opens the site search from anywhere (the mobile menu's entry). */
export const openSiteSearch = () => openDialog();

/** The header's Search button; `/` opens the same dialog unless the visitor is typing in a field. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = (openDialog = () => setOpen(true));
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key != '/' ||
        (event.target as Element).closest('input,textarea,select,[contenteditable]')
      )
        return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        onClick={() => setOpen(true)}
        className="mr-6 text-sm"
      >
        Search
      </button>
      {open && (
        <Suspense>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
