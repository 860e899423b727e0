/**
 * The newsletter (issue #44). The database holds the same numbers
 * (supabase/migrations/20261206300000_newsletter_subscribe.sql); tests/newsletter.test.ts checks
 * them against it.
 */

/** How long a confirmation link works (newsletter_send_confirmation). */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** Choices nobody confirmed are deleted after this many days. */
export const NEWSLETTER_PENDING_KEPT_DAYS = 30;

export type NewsletterLetter = 'the_edit' | 'week_by_week';

/** The letters, in the order the forms offer them. */
export const NEWSLETTER_LETTERS: readonly {
  value: NewsletterLetter;
  label: string;
  cadence: string;
  description: string;
}[] = [
  {
    value: 'the_edit',
    label: 'The Edit',
    cadence: 'Weekly, on Fridays',
    description: 'The week’s stories, chosen and introduced by our editors.',
  },
  {
    value: 'week_by_week',
    label: 'Your wedding, week by week',
    cadence: 'Seven letters, keyed to your date',
    description:
      'At 12, 9, 6, 3 and 1 month, the week before and after: the planning for that stage, and vendors free on your day.',
  },
];

/** A letter's name as readers see it (the stored value itself if it is not one of ours). */
export const letterName = (value: string): string =>
  NEWSLETTER_LETTERS.find((letter) => letter.value === value)?.label ?? value;

/** The longest city a subscriber may give (the table's constraint). */
export const NEWSLETTER_CITY_MAX_LENGTH = 100;

/** How many weeks the admins' growth chart shows (newsletter_desk, 20261207300000). */
export const NEWSLETTER_GROWTH_WEEKS = 12;
