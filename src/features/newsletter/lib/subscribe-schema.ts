import * as z from 'zod/mini';
import { NEWSLETTER_CITY_MAX_LENGTH, type NewsletterLetter } from '@/config/newsletter';
import { FORM_EMAIL_MAX_LENGTH } from '@/config/site';

/**
 * The newsletter form's rules (issue #44): the same as newsletter_choice and newsletter_subscribe
 * in the database (supabase/migrations/20261206300000_newsletter_subscribe.sql), so what passes
 * here is not refused there. Every message says what is wrong and how to put it right.
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter your email address, like name@example.com.',
  emailLength: `Your email address must be ${FORM_EMAIL_MAX_LENGTH} characters or fewer.`,
  letters: 'Choose at least one letter: The Edit, Week by week or both.',
  dateNeeded: 'Week by week follows your wedding date: add it, or choose The Edit only.',
  dateReal: 'Please enter a real date.',
  datePast: 'That date has passed: give the day of a wedding still to come.',
  city: `Your city must be ${NEWSLETTER_CITY_MAX_LENGTH} characters or fewer.`,
} as const;

/** Today as YYYY-MM-DD in the reader's time zone. */
export function todayIso(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The letters, the date and the city: shared by the subscribe form and the preferences page. */
const choiceShape = {
  the_edit: z.boolean(),
  week_by_week: z.boolean(),
  wedding_date: z.string().check(
    z.refine((value) => value === '' || isRealDate(value), NEWSLETTER_MESSAGES.dateReal),
    z.refine((value) => !isRealDate(value) || value >= todayIso(), NEWSLETTER_MESSAGES.datePast),
  ),
  city: z
    .string()
    .check(z.trim(), z.maxLength(NEWSLETTER_CITY_MAX_LENGTH, NEWSLETTER_MESSAGES.city)),
};

type Choice = { the_edit: boolean; week_by_week: boolean; wedding_date: string };

const choiceChecks = [
  z.refine<Choice>((values) => values.the_edit || values.week_by_week, {
    message: NEWSLETTER_MESSAGES.letters,
    path: ['the_edit'],
  }),
  z.refine<Choice>((values) => !values.week_by_week || values.wedding_date !== '', {
    message: NEWSLETTER_MESSAGES.dateNeeded,
    path: ['wedding_date'],
  }),
] as const;

export const newsletterChoiceSchema = z.object(choiceShape).check(...choiceChecks);
export type NewsletterChoiceValues = z.infer<typeof newsletterChoiceSchema>;

export const subscribeSchema = z
  .object({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, NEWSLETTER_MESSAGES.email),
        z.maxLength(FORM_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.emailLength),
        z.regex(EMAIL, NEWSLETTER_MESSAGES.email),
      ),
    ...choiceShape,
    website: z.optional(z.string()),
  })
  .check(...choiceChecks);
export type SubscribeValues = z.infer<typeof subscribeSchema>;

export const SUBSCRIBE_DEFAULTS: SubscribeValues = {
  email: '',
  the_edit: true,
  week_by_week: false,
  wedding_date: '',
  city: '',
  website: '',
};

/** The database's arguments for a choice: the letters as a list, '' as nothing. */
export function toChoiceArguments(values: NewsletterChoiceValues) {
  const letters: NewsletterLetter[] = [];
  if (values.the_edit) letters.push('the_edit');
  if (values.week_by_week) letters.push('week_by_week');
  return {
    letters,
    wedding_date: values.wedding_date === '' ? null : values.wedding_date,
    city: values.city.trim() === '' ? null : values.city.trim(),
  };
}

/** The field a database refusal names in its hint (newsletter_choice), if it is one of ours. */
export function refusedField(
  error: unknown,
): 'email' | 'the_edit' | 'wedding_date' | 'city' | null {
  const hint = (error as { code?: string; hint?: string } | null)?.hint;
  if ((error as { code?: string } | null)?.code !== '22023') return null;
  if (hint === 'letters') return 'the_edit';
  return hint === 'email' || hint === 'wedding_date' || hint === 'city' ? hint : null;
}
