import { useEffect, useRef, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { listingPath, PATHS } from '@/config/paths';
import { useReviewInvitation } from '../api/get-review-invitation';
import { ReviewForm } from './review-form';

const WEDDING_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A page-sized message with its heading focused (the state a link opened, or the thank-you). */
function Notice({ heading, children }: { heading: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [heading]);
  return (
    <div className="mx-auto flex max-w-measure flex-col items-center gap-6 text-center">
      <h1
        ref={ref}
        tabIndex={-1}
        className="font-display text-display-md text-ink focus:outline-none"
      >
        {heading}
      </h1>
      {children}
    </div>
  );
}

/**
 * /review/{token}: what a review link opens. Valid: the form; used: it says so, with the way to
 * the vendor's page; expired or unknown: it says so. noindex: the link is private.
 */
export function ReviewInvitationPage({ token }: { token: string }) {
  const invitation = useReviewInvitation(token);
  const [sent, setSent] = useState(false);

  let content: React.ReactNode;
  if (invitation.isPending) content = <PageSpinner />;
  else if (invitation.isError)
    content = <LoadError onRetry={() => void invitation.refetch()} what="your review link" />;
  else {
    const data = invitation.data;
    const vendorLink =
      data.state === 'invalid' ? null : (
        <Link to={listingPath(data.listing_url_name)} className={buttonVariants()}>
          See {data.listing_name}
        </Link>
      );
    if (sent && data.state === 'used' && data.review_status === 'held')
      content = (
        <Notice heading="Thank you — your review is with our editors">
          <p className="text-ink-700">
            We read some reviews before they appear, such as a vendor’s first few; yours will be on{' '}
            {data.listing_name}’s page once it has been read.
          </p>
          {vendorLink}
        </Notice>
      );
    else if (sent && data.state === 'used')
      content = (
        <Notice heading="Thank you — your review is published">
          <p className="text-ink-700">
            Couples planning their own day can read it now on {data.listing_name}’s page.
          </p>
          {vendorLink}
        </Notice>
      );
    // sent: the link's state is asked for again (used, and whether the review waits)
    else if (sent) content = <PageSpinner />;
    else if (data.state === 'used')
      content = (
        <Notice heading="This review link has already been used">
          <p className="text-ink-700">
            A review was written with it, and each link writes one. You can read it on{' '}
            {data.listing_name}’s page.
          </p>
          {vendorLink}
        </Notice>
      );
    else if (data.state === 'expired')
      content = (
        <Notice heading="This review link has expired">
          <p className="text-ink-700">
            Review links last a few weeks after the wedding. If you would still like to tell couples
            about {data.listing_name}, write to us.
          </p>
          <Link to={PATHS.contact} className={buttonVariants()}>
            Contact us
          </Link>
        </Notice>
      );
    else if (data.state === 'invalid' || !data.photo_folder)
      content = (
        <Notice heading="We don’t recognise this review link">
          <p className="text-ink-700">
            Please open the link from your email exactly as it came; it may have been cut short.
          </p>
        </Notice>
      );
    else
      content = (
        <div className="mx-auto flex max-w-measure flex-col gap-8">
          <header className="flex flex-col gap-3">
            <p className="text-label tracking-label text-champagne-700 uppercase">
              Verified review
            </p>
            <h1 className="font-display text-display-md text-ink">Review {data.listing_name}</h1>
            <p className="text-ink-700">
              {data.wedding_date
                ? `Your wedding on ${WEDDING_DAY.format(new Date(`${data.wedding_date}T00:00:00Z`))}: `
                : ''}
              tell couples how it was to work with {data.listing_name}. Your review appears as
              written by a verified couple; your email is never shown.
            </p>
          </header>
          <ReviewForm
            token={token}
            listingName={data.listing_name}
            names={data.names}
            photoFolder={data.photo_folder}
            onSent={() => setSent(true)}
          />
        </div>
      );
  }

  return (
    <div className="px-gutter py-section">
      <Helmet>
        <title>Write a review | Perféte</title>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
      {content}
    </div>
  );
}
