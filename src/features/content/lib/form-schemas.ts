import * as z from 'zod/mini';
import {
  FORM_EMAIL_MAX_LENGTH,
  FORM_MESSAGE_MAX_LENGTH,
  FORM_MESSAGE_MIN_LENGTH,
  FORM_NAME_MAX_LENGTH,
  FORM_SHORT_TEXT_MAX_LENGTH,
  FORM_URL_MAX_LENGTH,
  SUBMISSION_EARLIEST_WEDDING_YEAR,
} from '@/config/site';

/**
 * The contact and submission forms' rules. They match (or tighten) the database's own checks on
 * contact_messages and wedding_submissions, so a message that passes here is never refused there.
 * Every message says what is wrong and how to put it right.
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const WEB_URL = /^https?:\/\/[^\s/]+[^\s]*$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (what: string, max: number, label = what) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter ${what}.`),
      z.maxLength(max, `${capitalize(label)} must be ${max} characters or fewer.`),
    );

const optional = (label: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.maxLength(max, `${capitalize(label)} must be ${max} characters or fewer.`));

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your email address.'),
    z.maxLength(
      FORM_EMAIL_MAX_LENGTH,
      `Your email address must be ${FORM_EMAIL_MAX_LENGTH} characters or fewer.`,
    ),
    z.regex(EMAIL, 'Please enter a valid email address, like name@example.com.'),
  );

/** A honeypot: invisible to people, filled in by some bots. Never saved. */
const honeypot = z.optional(z.string());

/** The topics of the contact form (saved as the message's subject). */
export const CONTACT_TOPICS = [
  'Editorial & story ideas',
  'Advertising & partnerships',
  'Vendor membership',
  'Careers & contributing',
  'Press',
  'Privacy',
  'Something else',
] as const;

export const contactSchema = z.object({
  name: required('your name', FORM_NAME_MAX_LENGTH, 'your name'),
  email,
  subject: z
    .string()
    .check(
      z.refine(
        (value) => (CONTACT_TOPICS as readonly string[]).includes(value),
        'Please choose what your message is about.',
      ),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please write your message.'),
      z.minLength(
        FORM_MESSAGE_MIN_LENGTH,
        `Please tell us a little more — at least ${FORM_MESSAGE_MIN_LENGTH} characters.`,
      ),
      z.maxLength(
        FORM_MESSAGE_MAX_LENGTH,
        `Your message must be ${FORM_MESSAGE_MAX_LENGTH} characters or fewer.`,
      ),
    ),
  website: honeypot,
});

export type ContactValues = z.infer<typeof contactSchema>;

export const CONTACT_DEFAULTS: ContactValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

/** Today as YYYY-MM-DD in the reader's time zone (a wedding "today" is not in the future). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const submissionSchema = z.object({
  partner_one_name: required('the first partner’s name', FORM_NAME_MAX_LENGTH, 'a name'),
  partner_two_name: required('the second partner’s name', FORM_NAME_MAX_LENGTH, 'a name'),
  email,
  wedding_date: z.string().check(
    z.minLength(1, 'Please enter the date of your wedding.'),
    z.refine(isRealDate, 'Please enter a real date.'),
    z.refine(
      (value) => !isRealDate(value) || value <= todayIso(),
      'We feature weddings that have taken place — the date can’t be in the future.',
    ),
    z.refine(
      (value) =>
        !isRealDate(value) || Number(value.slice(0, 4)) >= SUBMISSION_EARLIEST_WEDDING_YEAR,
      `Please enter a date from ${SUBMISSION_EARLIEST_WEDDING_YEAR} onwards.`,
    ),
  ),
  location: required('where the wedding took place', FORM_SHORT_TEXT_MAX_LENGTH, 'the location'),
  photographer: required(
    'your photographer’s name',
    FORM_SHORT_TEXT_MAX_LENGTH,
    'the photographer',
  ),
  gallery_url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please add a link to your gallery.'),
      z.maxLength(
        FORM_URL_MAX_LENGTH,
        `The link must be ${FORM_URL_MAX_LENGTH} characters or fewer.`,
      ),
      z.regex(
        WEB_URL,
        'Please enter a full link starting with https://, like https://gallery.example.com/our-wedding.',
      ),
    ),
  message: optional('your note', FORM_MESSAGE_MAX_LENGTH),
  permission: z
    .boolean()
    .check(z.refine((value) => value, 'Please confirm you have your photographer’s permission.')),
  website: honeypot,
});

export type SubmissionValues = z.infer<typeof submissionSchema>;

export const SUBMISSION_DEFAULTS: SubmissionValues = {
  partner_one_name: '',
  partner_two_name: '',
  email: '',
  wedding_date: '',
  location: '',
  photographer: '',
  gallery_url: '',
  message: '',
  permission: false,
  website: '',
};
