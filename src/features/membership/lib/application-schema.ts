import * as z from 'zod/mini';
import {
  APPLICATION_STATEMENT_MAX_LENGTH,
  APPLICATION_STATEMENT_MIN_LENGTH,
  FORM_EMAIL_MAX_LENGTH,
  FORM_NAME_MAX_LENGTH,
  FORM_URL_MAX_LENGTH,
  PORTFOLIO_LINK_LIMIT,
  YEARS_IN_BUSINESS_MAX,
} from '@/config/site';

/**
 * The membership application's rules: the database's own checks on membership_applications
 * (lengths, web addresses, the Instagram handle, consent), said in words before sending.
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const WEB_URL = /^https?:\/\/[^\s/]+[^\s]*$/i;
const INSTAGRAM =
  /^(@?[A-Za-z0-9._]{1,30}|https?:\/\/(www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?)$/i;
const PHONE = /^[0-9+() .-]{5,40}$/;
const PLACE_MAX_LENGTH = 100;

export const APPLICATION_MESSAGES = {
  businessName: 'Please enter the name of your business.',
  category: 'Please choose what you do.',
  city: 'Please enter the city you work from.',
  country: 'Please enter the country you work from.',
  website: 'Please enter a web address starting with https://, like https://yourstudio.com.',
  instagram: 'Please enter your Instagram handle (like @yourstudio) or the link to your profile.',
  portfolio: 'Each portfolio link must be a web address starting with https://.',
  years: `Please enter the years in business as a whole number from 0 to ${YEARS_IN_BUSINESS_MAX}.`,
  statementShort: `Please tell us about your work in at least ${APPLICATION_STATEMENT_MIN_LENGTH} characters.`,
  statementLong: `Your statement must be ${APPLICATION_STATEMENT_MAX_LENGTH} characters or fewer.`,
  contactName: 'Please enter your name.',
  email: 'Please enter a valid email address, like name@example.com.',
  phone: 'Please enter a phone number with digits, spaces and + ( ) - only.',
  consent: 'Please agree that we may contact you about your application.',
} as const;

const text = (message: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Please keep this to ${max} characters or fewer.`),
    );
const optionalMatching = (pattern: RegExp, message: string, max = FORM_URL_MAX_LENGTH) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, message),
    z.refine((value) => value === '' || pattern.test(value), message),
  );

export const applicationSchema = z.object({
  businessName: text(APPLICATION_MESSAGES.businessName, FORM_NAME_MAX_LENGTH),
  category: z.string().check(z.minLength(1, APPLICATION_MESSAGES.category)),
  city: text(APPLICATION_MESSAGES.city, PLACE_MAX_LENGTH),
  state: z.string().check(z.trim(), z.maxLength(PLACE_MAX_LENGTH)),
  country: text(APPLICATION_MESSAGES.country, PLACE_MAX_LENGTH),
  website: optionalMatching(WEB_URL, APPLICATION_MESSAGES.website),
  instagram: optionalMatching(INSTAGRAM, APPLICATION_MESSAGES.instagram, 80),
  portfolio: z
    .array(z.object({ url: optionalMatching(WEB_URL, APPLICATION_MESSAGES.portfolio) }))
    .check(z.maxLength(PORTFOLIO_LINK_LIMIT)),
  years: z.string().check(
    z.trim(),
    z.refine(
      (value) =>
        value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= YEARS_IN_BUSINESS_MAX),
      APPLICATION_MESSAGES.years,
    ),
  ),
  statement: z
    .string()
    .check(
      z.trim(),
      z.minLength(APPLICATION_STATEMENT_MIN_LENGTH, APPLICATION_MESSAGES.statementShort),
      z.maxLength(APPLICATION_STATEMENT_MAX_LENGTH, APPLICATION_MESSAGES.statementLong),
    ),
  contactName: text(APPLICATION_MESSAGES.contactName, FORM_NAME_MAX_LENGTH),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(FORM_EMAIL_MAX_LENGTH, APPLICATION_MESSAGES.email),
      z.regex(EMAIL, APPLICATION_MESSAGES.email),
    ),
  phone: optionalMatching(PHONE, APPLICATION_MESSAGES.phone, 40),
  consent: z.boolean().check(z.refine((value) => value, APPLICATION_MESSAGES.consent)),
  /** A honeypot: invisible to people, filled in by some bots. Never saved. */
  company: z.optional(z.string()),
});

export type ApplicationValues = z.infer<typeof applicationSchema>;

export const APPLICATION_DEFAULTS: ApplicationValues = {
  businessName: '',
  category: '',
  city: '',
  state: '',
  country: '',
  website: '',
  instagram: '',
  portfolio: [{ url: '' }],
  years: '',
  statement: '',
  contactName: '',
  email: '',
  phone: '',
  consent: false,
  company: '',
};
