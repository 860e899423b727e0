import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LazyListingPreviewDialog } from './listing-preview-button';

/** The query parameter that opens a listing's preview on /admin/listings. */
export const PREVIEW_PARAM = 'preview';

type PreviewState = { preview?: boolean } | null;

/**
 * A link to a listing's preview (`?preview=<id>` on this page, the other filters kept): a real
 * address, so it opens in a new tab too. It remembers that it opened the preview, so closing
 * goes back in history instead of adding to it.
 */
export function ListingPreviewLink({ id, children }: { id: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  query.set(PREVIEW_PARAM, id);
  return (
    <Link
      to={`?${query.toString()}`}
      state={{ preview: true } satisfies PreviewState}
      aria-haspopup="dialog"
      data-preview-id={id}
      className="underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

/**
 * The preview that `?preview=<id>` asks for, whatever the listing's state; Escape or Close takes
 * the parameter away and focus goes back to the link that opened it (when it is on the page).
 */
export function ListingPreviewFromUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = params.get(PREVIEW_PARAM);
  // The last listing previewed: the dialog stays mounted to close, and focus returns to its link.
  const [lastId, setLastId] = useState(id);
  if (id && id !== lastId) setLastId(id);
  const close = () => {
    if ((location.state as PreviewState)?.preview) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PREVIEW_PARAM);
    setParams(next, { replace: true });
  };
  // Nothing to load until a link (or the address) asks for a preview.
  if (!lastId) return null;
  return (
    <Suspense fallback={null}>
      <LazyListingPreviewDialog
        listingId={lastId}
        open={id !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        onCloseAutoFocus={(event) => {
          const opener = document.querySelector<HTMLElement>(
            `[data-preview-id="${CSS.escape(lastId)}"]`,
          );
          if (opener) {
            event.preventDefault();
            opener.focus();
          }
        }}
      />
    </Suspense>
  );
}
