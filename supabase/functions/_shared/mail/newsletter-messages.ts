import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_LETTERS } from '../../../../src/config/newsletter.ts';
import { PATHS, withQuery } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * The newsletter's two emails of issue #44's first slice, queued by
 * supabase/migrations/20261206300000_newsletter_subscribe.sql:
 * - the confirmation (newsletter_confirm), the only email a pending address ever gets: a link
 *   with the token, working once, for NEWSLETTER_CONFIRM_HOURS;
 * - the welcome (newsletter_welcome), once confirmed, with the preferences and unsubscribe link
 *   (the delivery adds List-Unsubscribe and List-Unsubscribe-Post for the topic 'newsletter').
 * Perféte's words only: the letters chosen (from a fixed list) and a date; no city, no name.
 */

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirm your Perféte newsletter';
export const NEWSLETTER_WELCOME_SUBJECT = 'Welcome to Perféte’s letters';

/** The confirm page's address for the holder of a confirmation token. */
export const newsletterConfirmPath = (token: string) =>
  withQuery(PATHS.newsletterConfirm, { token });

/** The preferences page for the holder of a subscriber's token. */
export const newsletterPreferencesPath = (token: string) =>
  withQuery(PATHS.newsletterPreferences, { token });

/** The names of the letters in `data.letters`, from the fixed list only ("The Edit"). */
export function letterNames(value: unknown): string[] {
  const chosen = Array.isArray(value) ? value : [];
  return NEWSLETTER_LETTERS.filter((letter) => chosen.includes(letter.value)).map(
    (letter) => letter.label,
  );
}

const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

export function composeNewsletterConfirm(
  data: Data,
  context: { link: (path: string) => string },
  make: Make,
) {
  const token = typeof data.token === 'string' ? data.token : '';
  const names = letterNames(data.letters);
  return make(
    NEWSLETTER_CONFIRM_SUBJECT,
    'One click to confirm',
    [
      {
        type: 'paragraph',
        text: `Someone — we hope you — asked to receive ${names.length ? listed(names) : 'Perféte’s newsletter'} at this address. Confirm, and the first letter follows.`,
      },
      {
        type: 'button',
        label: 'Confirm my subscription',
        href: context.link(newsletterConfirmPath(token)),
      },
      {
        type: 'paragraph',
        text: `The link works once, for ${NEWSLETTER_CONFIRM_HOURS} hours. If you didn’t ask, ignore this email: without a click we send nothing more.`,
      },
    ],
    'You receive this because this address was entered in Perféte’s newsletter form. It is the only email we send before you confirm.',
  );
}

export function composeNewsletterWelcome(
  data: Data,
  context: { link: (path: string) => string; weddingDate: string },
  make: Make,
) {
  const names = letterNames(data.letters);
  const blocks: Block[] = [
    {
      type: 'paragraph',
      text: `You’re subscribed to ${listed(names) || 'Perféte’s letters'}. Here is what to expect:`,
    },
    {
      type: 'list',
      items: NEWSLETTER_LETTERS.filter((letter) => names.includes(letter.label)).map((letter) => ({
        text: `${letter.label} — ${letter.cadence.toLowerCase()}. ${letter.description}`,
      })),
    },
  ];
  if (context.weddingDate)
    blocks.push({
      type: 'paragraph',
      text: `Your wedding date: ${context.weddingDate}. Change it, your city or your letters at any time from the link at the end of this email.`,
    });
  blocks.push(
    {
      type: 'paragraph',
      text: 'No tracking pixel: we don’t record whether or when you open our emails.',
    },
    { type: 'button', label: 'Read the magazine', href: context.link(PATHS.blog) },
  );
  return make(
    NEWSLETTER_WELCOME_SUBJECT,
    'Welcome to Perféte',
    blocks,
    'You receive this because you confirmed your subscription to Perféte’s newsletter.',
    // The layout's unsubscribe link: the preferences page, where one button unsubscribes.
    { unsubscribeLabel: 'Unsubscribe, or change your letters, date and city' },
  );
}
