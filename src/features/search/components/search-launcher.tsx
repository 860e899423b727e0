import { lazy, Suspense, useEffect } from 'react';

// The dialog and all behind it load when it is opened.
const SearchDialog = lazy(() => import('./search-dialog-loader').then((m) => m.loadSearchDialog()));
// Asked for before a launcher was drawn (its chunk loads after the first paint): opened on arrival.
let requested = false;
let openDialog = () => {
  requested = true;
};

/** Opens the site search from anywhere (the mobile menu's entry). */
export const openSiteSearch = () => openDialog();

/**
 * The site search behind the header's SearchButton, which owns `open`: the dialog, and `/`
 * opening it unless the visitor is typing in a field. A lazy chunk, loaded after the first paint.
 */
export function SearchLauncher({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useEffect(() => {
    const show = (openDialog = () => onOpenChange(true));
    if (requested) {
      requested = false;
      show();
    }
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
  }, [onOpenChange]);
  return open ? (
    <Suspense>
      <SearchDialog onClose={() => onOpenChange(false)} />
    </Suspense>
  ) : null;
}
