import type { EditableListing } from '@/features/listings';
import { monthDayYear } from '@/lib/english-dates';
import { TakeDownOrPutBack } from '../take-down/take-down-or-put-back';

/**
 * Above the editor of a live listing or one its vendor took down: what couples see now, with
 * "Take down" or "Put back" (live at once when unchanged, else through review). One component for
 * both, so the control keeps its place when one gives way to the other (the dialog closes in place
 * and focus lands on the new button). With unsaved changes, `unsaved` says to save first:
 * putting back acts on what is saved.
 */
export function VisibilityNotice({
  listing,
  unsaved,
}: {
  listing: EditableListing;
  unsaved: boolean;
}) {
  const { takenDown } = listing;
  return (
    <section
      aria-labelledby={takenDown ? 'visibility-heading' : undefined}
      aria-label={takenDown ? undefined : 'This listing is live'}
      className="space-y-3 border-l-2 border-champagne-600 bg-ivory-100 p-4 text-sm text-ink"
    >
      {takenDown ? (
        <>
          <h2 id="visibility-heading" className="font-medium">
            You took this listing down on {monthDayYear(new Date(takenDown.at))}
          </h2>
          <p>
            Couples can’t see it: its page says “not found”, and it is out of the directory and
            search until you put it back. Its reviews, credits and inquiries are kept. You can edit
            it meanwhile.
          </p>
        </>
      ) : (
        <p>
          {listing.review?.status === 'changes_requested'
            ? `We asked for changes: “${listing.review.reason ?? ''}” Your page shows the approved version until we approve the new one.`
            : 'This listing is live. What you send now is reviewed first; your page keeps showing the approved version until then.'}
        </p>
      )}
      <TakeDownOrPutBack
        look="button"
        blocked={unsaved ? 'Save your draft first; then you can put it back.' : undefined}
        listing={{
          id: listing.id,
          name: listing.fields.name,
          status: listing.status,
          takenDown: takenDown ? { changed: takenDown.changed } : null,
        }}
      />
    </section>
  );
}
