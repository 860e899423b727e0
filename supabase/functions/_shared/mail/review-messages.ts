import { listingPath, listingReviewPath, PATHS, reviewPath } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * The emails of reviews (issue #32; supabase/migrations/20261130020000_reviews.sql): the couple's
 * invitation and its one reminder, the vendor's news of a review, the couple's notice that an
 * editor removed theirs, the couple's news that the vendor answered (issue #41), and the admins'
 * alert of a report. Composed with messages.ts's `make`.
 */

export type ReviewMessageKind =
  | 'review_invitation'
  | 'review_reminder'
  | 'review_received'
  | 'review_removed'
  | 'review_answered';

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

const text = (data: Data, key: string): string => {
  const value = data[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

const MONTH_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(new Date(value).getTime())
    ? MONTH_DAY.format(new Date(value))
    : '';

const COUPLE_WHY =
  'You receive this because you wrote to this vendor through Perféte with this address. We never show your email to anyone.';

export function composeReviewMessage(
  kind: ReviewMessageKind,
  data: Data,
  link: (path: string) => string,
  make: Make,
) {
  const listing = text(data, 'listing_name');
  switch (kind) {
    case 'review_invitation':
    case 'review_reminder': {
      const reminder = kind === 'review_reminder';
      return make(
        reminder ? `A last word about ${listing}?` : `How was ${listing}? Tell other couples`,
        reminder ? 'Your review link is still waiting' : 'Congratulations on your wedding',
        [
          {
            type: 'paragraph',
            text: reminder
              ? `A couple of weeks ago we asked how ${listing} was at your wedding. If you have a few minutes, your review helps the couples who come after you.`
              : `You wrote to ${listing} through Perféte before your wedding. Now that the day has passed, would you tell other couples how it went? Your review will show as written by a verified couple.`,
          },
          {
            type: 'button',
            label: `Review ${listing}`,
            href: link(reviewPath(text(data, 'token'))),
          },
          {
            type: 'paragraph',
            text: `The link is yours alone: it works once, needs no account, and expires on ${day(data.expires_at)}.${reminder ? ' This is the only reminder we send.' : ''}`,
          },
        ],
        COUPLE_WHY,
      );
    }
    case 'review_received':
      return make(
        `A new review of ${listing}`,
        'A couple reviewed you',
        [
          {
            type: 'paragraph',
            text: `A verified couple gave ${listing} ${text(data, 'rating')} out of 5: “${text(data, 'title')}”.`,
          },
          {
            type: 'paragraph',
            text: 'You can answer it once, publicly, from your dashboard, and edit your answer later. If it breaks our rules, report it there and our editors will look at it.',
          },
          { type: 'button', label: 'Open your reviews', href: link(PATHS.vendorDashboard) },
          {
            type: 'button',
            label: 'See it on your page',
            href: link(listingPath(text(data, 'listing_url_name'))),
          },
        ],
        'You receive this because you manage this listing on Perféte.',
      );
    case 'review_answered':
      return make(
        `${listing} answered your review`,
        `${listing} answered your review`,
        [
          {
            type: 'paragraph',
            text: `${listing} has answered your review “${text(data, 'title')}” on Perféte. Their answer, as couples now read it under your review:`,
          },
          { type: 'quote', text: text(data, 'answer') },
          {
            type: 'button',
            label: 'Read it on their page',
            href: link(listingReviewPath(text(data, 'listing_url_name'), text(data, 'review_id'))),
          },
          {
            type: 'paragraph',
            text: 'If you find the answer breaks our rules, write to us from our contact page and our editors will read it.',
          },
        ],
        'You receive this once, when the vendor first answers a review you wrote on Perféte. We never show your email to anyone, the vendor included.',
      );
    case 'review_removed':
      return make(
        `Your review of ${listing} was removed`,
        'About your review',
        [
          {
            type: 'paragraph',
            text: `Our editors have removed your review of ${listing} (“${text(data, 'title')}”) from Perféte. Their reason:`,
          },
          { type: 'quote', text: text(data, 'reason') },
          {
            type: 'paragraph',
            text: 'If you think this is a mistake, write to us from our contact page.',
          },
          { type: 'button', label: 'Contact us', href: link(PATHS.contact) },
        ],
        COUPLE_WHY,
      );
  }
}

/** The admins' alert (and digest line) for a reported review, or one held before publishing. */
export function reviewReportWaiting(data: Data, link: (path: string) => string) {
  if (data.held === true)
    return {
      subject: `Review to read: ${text(data, 'listing_name')}`,
      line: `A review of ${text(data, 'listing_name')}, “${text(data, 'title')}”, waits for an editor before it appears.`,
      href: link(PATHS.adminReviews),
      action: 'Open reviews to decide',
    };
  return {
    subject: `Review reported: ${text(data, 'listing_name')}`,
    line: `The vendor of ${text(data, 'listing_name')} reported the review “${text(data, 'title')}”.`,
    href: link(PATHS.adminReviews),
    action: 'Open reported reviews',
  };
}
