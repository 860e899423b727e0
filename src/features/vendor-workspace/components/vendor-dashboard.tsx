import { useQuery } from '@tanstack/react-query';
import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { MEMBERSHIP_PROMO_ACTION, SITE_NAME } from '@/config/site';
import { MyListings, myListingState, useLiveInbox } from '@/features/listings';
import { getMyMembershipQueryOptions, SuspendedNotice } from '@/features/membership';
import { VendorReviewDesk } from '@/features/reviews';
import { AvailabilityDesk } from './availability/availability-desk';
import { InquiryInbox } from './inquiry-inbox';
import { TakeDownOrPutBack } from './take-down/take-down-or-put-back';

/** The page's title (the route sets it); with unread inquiries, their count goes in front. */
export const VENDOR_DASHBOARD_TITLE = `Vendor Dashboard | ${SITE_NAME}`;

/**
 * /vendor-dashboard: a member's listings (state, next action, numbers) and their inquiry inbox.
 * Someone who is not a member learns what membership is; a suspended member learns why nothing
 * can be edited. While inquiries wait unread, the tab's title shows how many
 * ("(2) Vendor Dashboard | Perféte"), as mail and chat tabs do.
 */
export function VendorDashboard({ userId }: { userId: string }) {
  const membership = useQuery(getMyMembershipQueryOptions(userId));
  if (membership.isPending) return <Spinner label="Loading your dashboard…" className="py-12" />;
  if (membership.isError)
    return (
      <p role="alert" className="text-ink-700">
        We couldn’t load your dashboard. Please reload the page.
      </p>
    );
  if (!membership.data) return <NotAMember />;
  if (membership.data.status !== 'active')
    return <SuspendedNotice reason={membership.data.status_reason} />;
  return <MemberWorkspace userId={userId} />;
}

/** An active member's workspace, its inbox live (new inquiries arrive without a reload). */
function MemberWorkspace({ userId }: { userId: string }) {
  const unread = useLiveInbox(userId);
  return (
    <div className="space-y-16">
      {unread > 0 ? (
        <Helmet>
          <title>{`(${unread}) ${VENDOR_DASHBOARD_TITLE}`}</title>
        </Helmet>
      ) : null}
      <section aria-labelledby="listings-heading" className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="listings-heading" className="font-display text-3xl text-ink">
            Your listings
          </h2>
          <Link
            to={PATHS.manageListing}
            className="text-sm font-medium underline underline-offset-4 hover:text-champagne-700"
          >
            New listing
          </Link>
        </div>
        <MyListings
          ownerId={userId}
          actions={(listing) => (
            <TakeDownOrPutBack
              listing={{
                id: listing.id,
                name: listing.name,
                status: listing.status,
                takenDown:
                  myListingState(listing) === 'taken-down'
                    ? { changed: listing.changed_since_take_down_at !== null }
                    : null,
              }}
            />
          )}
        />
      </section>
      <InquiryInbox ownerId={userId} />
      <AvailabilityDesk ownerId={userId} />
      <VendorReviewDesk ownerId={userId} />
    </div>
  );
}

function NotAMember() {
  return (
    <section aria-labelledby="not-member-heading" className="max-w-measure space-y-4">
      <h2 id="not-member-heading" className="font-display text-3xl text-ink">
        The directory is by invitation
      </h2>
      <p className="text-ink-700">
        Your account is not a vendor membership. Perféte’s directory brings together professionals
        we invite for the quality of their work; there is no fee, and no one can pay to rank higher.
        Tell us about your work and we will answer within two weeks.
      </p>
      <Link
        to={PATHS.membership}
        className="inline-flex min-h-11 items-center bg-ink px-6 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
      >
        {MEMBERSHIP_PROMO_ACTION}
      </Link>
    </section>
  );
}
