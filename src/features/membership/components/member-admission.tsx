import { monthYear } from '@/lib/english-dates';
import { useListingAdmission } from '../api/get-listing-admission';

/**
 * Curation shown, not hidden: on a vendor's page, why Perféte invited them and since when. Says
 * nothing while it loads or if it fails (the page stands without it).
 */
export function MemberAdmission({
  listingId,
  listingName,
}: {
  listingId: string;
  listingName: string;
}) {
  const admission = useListingAdmission(listingId);
  if (!admission.data?.member_since) return null;
  const since = monthYear(new Date(admission.data.member_since));
  return (
    <aside
      aria-label={`Why ${listingName} is a member`}
      className="flex flex-col gap-2 border-l-2 border-champagne-600 pl-6"
    >
      <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
        Member since {since}
      </p>
      {admission.data.admission_note ? (
        <figure className="flex flex-col gap-1">
          <blockquote className="font-display text-xl text-ink italic">
            {admission.data.admission_note}
          </blockquote>
          <figcaption className="text-sm text-ink-700">Why we invited them</figcaption>
        </figure>
      ) : null}
    </aside>
  );
}
