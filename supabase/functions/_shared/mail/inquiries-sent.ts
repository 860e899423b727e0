import { listingPath } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * The couple's one confirmation of an inquiry sent to several vendors (issue #31; outbox kind
 * inquiries_sent, written by send_inquiries in supabase/migrations/20261130070000): every vendor
 * written to, each a link to its page, then the words and details they sent. Composed with
 * messages.ts's `make`; `details` is its wedding-details block, so both copies read alike.
 */

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

interface SentTo {
  listing_name?: unknown;
  listing_url_name?: unknown;
  category?: unknown;
}

const word = (value: unknown) => (typeof value === 'string' ? value : '');

export function composeInquiriesSent(
  data: Data,
  context: { link: (path: string) => string; sentOn: string; details: Block },
  make: Make,
) {
  const vendors = (Array.isArray(data.listings) ? (data.listings as SentTo[]) : []).map(
    (vendor) => ({
      name: word(vendor.listing_name),
      category: word(vendor.category),
      urlName: word(vendor.listing_url_name),
    }),
  );
  const count = vendors.length;
  const many = count === 1 ? (vendors[0]?.name ?? 'one vendor') : `${count} vendors`;
  return make(
    `Your message to ${many}`,
    `Your message is with ${many}`,
    [
      {
        type: 'paragraph',
        text: `Here is a copy of what you sent through Perféte on ${context.sentOn}. Each of these vendors has it as a message of its own:`,
      },
      {
        type: 'list',
        items: vendors.map((vendor) => ({
          text: vendor.category ? `${vendor.name} (${vendor.category})` : vendor.name,
          href: vendor.urlName ? context.link(listingPath(vendor.urlName)) : undefined,
        })),
      },
      { type: 'quote', text: word(data.message) },
      context.details,
      {
        type: 'paragraph',
        text: 'What happens next: every vendor above will reply to you directly, at this address; none of them sees whom else you wrote to. Most of our vendors answer within a few days; if a week passes without a word, write to them again from their page.',
      },
    ],
    'You receive this because you sent an inquiry from Perféte with this address. We share it with no one but the vendors you wrote to.',
  );
}
