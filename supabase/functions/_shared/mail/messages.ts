import { INQUIRY_BUDGET_BANDS } from '../../../../src/config/site.ts';
import { listingPath, manageListingPath, PATHS, withQuery } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';
import { composePasswordChanged } from './account-messages.ts';
import { composeInquiriesSent } from './inquiries-sent.ts';
import { composeInvitation } from './invitation-message.ts';
import { composeNewsletterConfirm, composeNewsletterWelcome } from './newsletter-messages.ts';
import { composeWeekByWeek } from './week-by-week-message.ts';
import { composeNewsletterIssue } from './newsletter-issue.ts';
import {
  composeReviewMessage,
  reviewReportWaiting,
  type ReviewMessageKind,
} from './review-messages.ts';

/**
 * What each kind of email says: its subject and the blocks of the one layout. The words are the
 * magazine's; every link is a page of the site. The data is what the outbox row copied when the
 * event happened (supabase/migrations/20261128010000_notifications.sql), nothing read later.
 */

export type MessageKind =
  | 'inquiry_received'
  | 'inquiry_copy'
  | 'application_received'
  | 'application_declined'
  | 'application_waitlisted'
  | 'application_repeated'
  | 'review_waiting'
  | 'listing_published'
  | 'listing_returned'
  | 'listing_changes_approved'
  | 'listing_changes_requested'
  | 'member_suspended'
  | 'member_reactivated'
  | 'digest'
  | 'inquiries_sent'
  | 'membership_invitation'
  | 'password_changed'
  | 'newsletter_confirm'
  | 'newsletter_welcome'
  | 'newsletter_week_by_week'
  | 'newsletter_issue'
  | ReviewMessageKind;

/** An outbox row as claim_messages() hands it out. */
export interface OutboxMessage {
  id: string;
  kind: MessageKind;
  recipient_email: string;
  recipient_name: string | null;
  reply_to: string | null;
  topic: 'inquiries' | 'admin_alerts' | 'newsletter' | null;
  unsubscribe_token: string | null;
  data: Record<string, unknown>;
  created_at: string;
}

export interface ComposedMessage {
  subject: string;
  layout: LayoutProps;
}

type Data = Record<string, unknown>;
const text = (data: Data, key: string): string => {
  const value = data[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "12 September 2027" from a date or a timestamp; '' when there is none. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

const budgetLabel = (band: string) =>
  INQUIRY_BUDGET_BANDS.find((candidate) => candidate.value === band)?.label ?? '';

/** What the couple told the vendor besides their words, the rows they filled in only. */
function weddingDetails(data: Data, withEmail: boolean): Block {
  const rows = [
    { label: 'Wedding date', value: formatDate(data.wedding_date) },
    { label: 'Guests', value: text(data, 'guest_count') },
    { label: 'Budget', value: budgetLabel(text(data, 'budget_band')) },
    { label: 'Email', value: withEmail ? text(data, 'couple_email') : '' },
  ].filter((row) => row.value !== '');
  return { type: 'details', rows };
}

const SETTINGS_HINT = 'Prefer one email a day? Choose a daily digest in your Account settings.';

const DIGEST_EXCERPT_LENGTH = 140;
function excerpt(value: string): string {
  const single = value.replace(/\s+/g, ' ').trim();
  if (single.length <= DIGEST_EXCERPT_LENGTH) return single;
  const cut = single.slice(0, DIGEST_EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function reviewWaiting(data: Data, link: (path: string) => string) {
  const what = text(data, 'what');
  if (what === 'review_report') return reviewReportWaiting(data, link);
  if (what === 'application')
    return {
      subject: `New application: ${text(data, 'business_name')}`,
      line: `${text(data, 'business_name')} (${text(data, 'category')}) applied to join the directory.`,
      href: link(PATHS.adminApplications),
      action: 'Review applications',
    };
  if (what === 'listing_changes')
    return {
      subject: `Changes to review: ${text(data, 'listing_name')}`,
      line: `The vendor of ${text(data, 'listing_name')} proposed changes to the live listing.`,
      href: link(PATHS.adminListings),
      action: 'Review listings',
    };
  return {
    subject: `Listing to review: ${text(data, 'listing_name')}`,
    line: `${text(data, 'listing_name')} (${text(data, 'category')}) was sent for review.`,
    href: link(PATHS.adminListings),
    action: 'Review listings',
  };
}

/** The path of an inquiry in the vendor's inbox. */
export const inquiryPath = (inquiryId: string) =>
  withQuery(PATHS.vendorDashboard, { inquiry: inquiryId });

export function composeMessage(
  message: OutboxMessage,
  context: { siteUrl: string; unsubscribeUrl?: string },
): ComposedMessage {
  const data = message.data;
  const link = (path: string) => new URL(path, context.siteUrl).href;
  const greeting = message.recipient_name ? `Dear ${message.recipient_name},` : 'Hello,';
  const listing = text(data, 'listing_name');
  const couple = text(data, 'couple_name');
  const business = text(data, 'business_name');
  const reason = text(data, 'reason');
  const base = {
    greeting,
    siteUrl: context.siteUrl,
    unsubscribeUrl: context.unsubscribeUrl,
  };
  const make = (
    subject: string,
    heading: string,
    blocks: Block[],
    why: string,
    extra: Partial<LayoutProps> = {},
  ): ComposedMessage => ({
    subject,
    layout: { ...base, preview: subject, heading, blocks, reason: why, ...extra },
  });
  const note = reason ? [{ type: 'quote', text: reason } as const] : [];

  switch (message.kind) {
    case 'inquiry_received':
      return make(
        `New inquiry for ${listing} from ${couple}`,
        `${couple} would like to hear from you`,
        [
          {
            type: 'paragraph',
            text: `${couple} wrote to ${listing} through Perféte on ${formatDate(data.sent_at)}:`,
          },
          { type: 'quote', text: text(data, 'message') },
          weddingDetails(data, true),
          {
            type: 'paragraph',
            text: `Reply to this email to answer ${couple} directly: your reply goes to ${text(data, 'couple_email')}. Then mark the inquiry answered in your inbox, so the reply time couples see stays true.`,
          },
          {
            type: 'button',
            label: 'Open in your inbox',
            href: link(inquiryPath(text(data, 'inquiry_id'))),
          },
        ],
        `You receive this because couples can write to ${listing} on Perféte. ${SETTINGS_HINT}`,
        { unsubscribeLabel: 'Stop emails about new inquiries' },
      );
    case 'inquiry_copy':
      return make(
        `Your message to ${listing}`,
        `Your message is with ${listing}`,
        [
          {
            type: 'paragraph',
            text: `Here is a copy of what you sent to ${listing} through Perféte on ${formatDate(data.sent_at)}:`,
          },
          { type: 'quote', text: text(data, 'message') },
          weddingDetails(data, false),
          {
            type: 'paragraph',
            text: `What happens next: ${listing} has your message by email now and will reply to you directly, at this address. Most of our vendors answer within a few days; if a week passes without a word, write to them again from their page.`,
          },
          {
            type: 'button',
            label: `See ${listing}`,
            href: link(listingPath(text(data, 'listing_url_name'))),
          },
        ],
        'You receive this because you sent an inquiry from Perféte with this address. We share it with no one but the vendor you wrote to.',
      );
    case 'application_received':
      return make(
        'We have received your application to Perféte',
        'Your application is with our editors',
        [
          {
            type: 'paragraph',
            text: `Thank you for applying to bring ${business} into Perféte’s invitation-only directory${text(data, 'category') ? ` (${text(data, 'category')})` : ''}.`,
          },
          {
            type: 'paragraph',
            text: 'Our editors read every application themselves. You will hear from us by email either way: an invitation to create your listing, or a word on why not yet.',
          },
          { type: 'button', label: 'About membership', href: link(PATHS.membership) },
        ],
        'You receive this because an application was sent from Perféte’s membership page with this address. If that wasn’t you, ignore this email.',
      );
    case 'application_repeated':
      return make(
        'Your application to Perféte is already with us',
        'Your application is already with us',
        [
          {
            type: 'paragraph',
            text: `Someone just sent Perféte’s membership form again with this address. The application you sent${business ? ` for ${business}` : ''} on ${formatDate(data.sent_at)} is still with our editors, so we kept that one and did not add another.`,
          },
          {
            type: 'paragraph',
            text: 'There is nothing for you to do: you will hear from us by email either way.',
          },
          { type: 'button', label: 'About membership', href: link(PATHS.membership) },
        ],
        'You receive this because the membership form was sent with this address. If that wasn’t you, ignore this email.',
      );
    case 'application_declined':
      return make(
        'Your application to Perféte',
        'About your application',
        [
          {
            type: 'paragraph',
            text: `Thank you for applying with ${business}. Our editors have decided not to invite ${business} into the directory for now.`,
          },
          ...(reason ? [{ type: 'paragraph', text: 'Their note to you:' } as const] : []),
          ...note,
          {
            type: 'paragraph',
            text: 'You are welcome to apply again as your work grows: a new application is read afresh.',
          },
          { type: 'button', label: 'Read the magazine', href: link(PATHS.blog) },
        ],
        'You receive this because you applied to Perféte with this address.',
      );
    case 'application_waitlisted':
      return make(
        'Your application to Perféte: on our waiting list',
        'You are on our waiting list',
        [
          {
            type: 'paragraph',
            text: `Our editors would like to keep ${business} in mind: your application is on our waiting list, and we will write again as soon as a place opens${text(data, 'category') ? ` among our ${text(data, 'category').toLowerCase()} vendors` : ''}.`,
          },
          ...(reason ? [{ type: 'paragraph', text: 'Their note to you:' } as const] : []),
          ...note,
          { type: 'paragraph', text: 'There is nothing for you to do meanwhile.' },
        ],
        'You receive this because you applied to Perféte with this address.',
      );
    case 'review_waiting': {
      const waiting = reviewWaiting(data, link);
      return make(
        waiting.subject,
        'Waiting for your review',
        [
          { type: 'paragraph', text: waiting.line },
          { type: 'button', label: waiting.action, href: waiting.href },
        ],
        `You receive this as a Perféte administrator. ${SETTINGS_HINT}`,
        { unsubscribeLabel: 'Stop these alerts' },
      );
    }
    case 'listing_published':
      return make(
        `${listing} is live on Perféte`,
        `${listing} is live`,
        [
          {
            type: 'paragraph',
            text: 'Our editors have approved your listing: from today couples find it in the directory and can write to you from its page.',
          },
          {
            type: 'button',
            label: 'See your listing',
            href: link(listingPath(text(data, 'listing_url_name'))),
          },
        ],
        'You receive this because you manage this listing on Perféte.',
      );
    case 'listing_returned':
      return make(
        `${listing} needs a few changes`,
        'A note from our editors',
        [
          {
            type: 'paragraph',
            text: `Our editors have returned ${listing} to you with a note:`,
          },
          ...note,
          {
            type: 'paragraph',
            text: 'Make the changes in your dashboard and send the listing for review again.',
          },
          {
            type: 'button',
            label: 'Edit your listing',
            href: link(manageListingPath(text(data, 'listing_id'))),
          },
        ],
        'You receive this because you manage this listing on Perféte.',
      );
    case 'listing_changes_approved':
      return make(
        `Your changes to ${listing} are live`,
        'Your changes are live',
        [
          {
            type: 'paragraph',
            text: `Our editors have approved your changes to ${listing}; couples see them from now on.`,
          },
          {
            type: 'button',
            label: 'See your listing',
            href: link(listingPath(text(data, 'listing_url_name'))),
          },
        ],
        'You receive this because you manage this listing on Perféte.',
      );
    case 'listing_changes_requested':
      return make(
        `Your changes to ${listing}: a note from our editors`,
        'A note on your changes',
        [
          {
            type: 'paragraph',
            text: `Our editors have read the changes you proposed to ${listing} and ask for a few more:`,
          },
          ...note,
          {
            type: 'paragraph',
            text: 'Your live listing stays as it is meanwhile.',
          },
          {
            type: 'button',
            label: 'Edit your changes',
            href: link(manageListingPath(text(data, 'listing_id'))),
          },
        ],
        'You receive this because you manage this listing on Perféte.',
      );
    case 'member_suspended':
      return make(
        'Your Perféte membership is suspended',
        'Your membership is suspended',
        [
          {
            type: 'paragraph',
            text: 'Our editors have suspended your membership; while it lasts, your listings are not shown in the directory. Their reason:',
          },
          ...note,
          {
            type: 'paragraph',
            text: 'Nothing has been deleted. If you think this is a mistake, write to us from our contact page.',
          },
          { type: 'button', label: 'Contact us', href: link(PATHS.contact) },
        ],
        'You receive this because you are a vendor member of Perféte.',
      );
    case 'member_reactivated':
      return make(
        'Your Perféte membership is active again',
        'Welcome back',
        [
          {
            type: 'paragraph',
            text: 'Our editors have reactivated your membership: your published listings are back in the directory.',
          },
          { type: 'button', label: 'Open your dashboard', href: link(PATHS.vendorDashboard) },
        ],
        'You receive this because you are a vendor member of Perféte.',
      );
    case 'inquiries_sent':
      return composeInquiriesSent(
        data,
        { link, sentOn: formatDate(data.sent_at), details: weddingDetails(data, false) },
        make,
      );
    case 'membership_invitation':
      return composeInvitation(data, { link, until: formatDate(data.expires_at) }, make);
    case 'password_changed':
      return composePasswordChanged(data, { link, address: message.recipient_email }, make);
    case 'newsletter_confirm':
      return composeNewsletterConfirm(data, { link }, make);
    case 'newsletter_welcome':
      return composeNewsletterWelcome(
        data,
        { link, weddingDate: formatDate(data.wedding_date) },
        make,
      );
    case 'newsletter_week_by_week':
      return composeWeekByWeek(data, { link, weddingDate: formatDate(data.wedding_date) }, make);
    case 'newsletter_issue':
      return composeNewsletterIssue(data, { link }, make);
    case 'digest':
      return composeDigest(message, link, make);
    default:
      return composeReviewMessage(message.kind, data, link, make);
  }
}

function composeDigest(
  message: OutboxMessage,
  link: (path: string) => string,
  make: (
    subject: string,
    heading: string,
    blocks: Block[],
    why: string,
    extra?: Partial<LayoutProps>,
  ) => ComposedMessage,
): ComposedMessage {
  const items = Array.isArray(message.data.items)
    ? (message.data.items as { kind?: string; data?: Data }[])
    : [];
  const count = items.length;
  if (message.data.topic === 'admin_alerts') {
    return make(
      `Waiting for your review: ${count} ${count === 1 ? 'item' : 'items'}`,
      'Waiting for your review',
      [
        { type: 'paragraph', text: 'Since yesterday’s digest:' },
        {
          type: 'list',
          items: items.map((item) => {
            const waiting = reviewWaiting(item.data ?? {}, link);
            return { text: waiting.line, href: waiting.href };
          }),
        },
        { type: 'button', label: 'Open the dashboard', href: link(PATHS.admin) },
      ],
      'You receive this daily digest as a Perféte administrator; choose each alert at once in your Account settings.',
      { unsubscribeLabel: 'Stop these alerts' },
    );
  }
  return make(
    `Your Perféte inquiries: ${count} new ${count === 1 ? 'inquiry' : 'inquiries'}`,
    'Today’s inquiries',
    [
      { type: 'paragraph', text: 'Couples who wrote to you since yesterday’s digest:' },
      {
        type: 'list',
        items: items.map((item) => {
          const data = item.data ?? {};
          return {
            text: `${text(data, 'couple_name')} to ${text(data, 'listing_name')}${data.wedding_date ? `, wedding ${formatDate(data.wedding_date)}` : ''}: “${excerpt(text(data, 'message'))}”`,
            href: link(inquiryPath(text(data, 'inquiry_id'))),
          };
        }),
      },
      {
        type: 'paragraph',
        text: 'Each inquiry is in your inbox with the couple’s address, ready for your reply.',
      },
      { type: 'button', label: 'Open your inbox', href: link(PATHS.vendorDashboard) },
    ],
    'You receive this daily digest because couples can write to your listings on Perféte; choose each inquiry at once in your Account settings.',
    { unsubscribeLabel: 'Stop emails about new inquiries' },
  );
}
