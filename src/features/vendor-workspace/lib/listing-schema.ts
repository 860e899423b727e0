import { z } from 'zod';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { VENUE_TYPES } from '@/config/navigation';
import { SLUG_PATTERN, slugFrom } from '@/lib/slug';
import { EMPTY_FACT_VALUES, listingFactsShape } from './listing-facts-schema';

/** The limits the database's check constraints hold (supabase/migrations, listings). */
export const LISTING_DESCRIPTION_MAX = 10_000;

/** The web address's shape (the database's check): checked for being free only when it fits. */
export const URL_NAME_PATTERN = SLUG_PATTERN;

const optional = (schema: z.ZodString) => z.union([z.literal(''), schema]);

/** The listing editor's fields, as strings (empty is "not given"), with messages in words. */
export const listingSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the name couples know you by.')
      .max(200, 'Please keep the name under 200 characters.'),
    url_name: z
      .string()
      .regex(
        URL_NAME_PATTERN,
        'Use lowercase letters, digits and single hyphens, like maison-lumen.',
      )
      .max(100, 'Please keep the web address under 100 characters.'),
    business_category_id: z.string().min(1, 'Please choose what you do.'),
    description: z
      .string()
      .max(LISTING_DESCRIPTION_MAX, `Please keep it under ${LISTING_DESCRIPTION_MAX} characters.`),
    city: optional(z.string().trim().max(100, 'Please keep the city under 100 characters.')),
    state: optional(z.string().trim().max(100, 'Please keep this under 100 characters.')),
    country: optional(z.string().trim().max(100, 'Please keep the country under 100 characters.')),
    website: optional(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/[^\s/]+\S*$/i, 'Please enter a web address starting with https://'),
    ),
    instagram: optional(
      z
        .string()
        .trim()
        .regex(/^@?[A-Za-z0-9._]{1,30}$/, 'Please enter your Instagram handle, like @maisonlumen.'),
    ),
    contact_email: optional(z.string().trim().email('Please enter an email address.')),
    contact_phone: optional(
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ().-]{7,25}$/, 'Please enter a phone number.'),
    ),
    venue_type: z.string(),
    guest_capacity: optional(
      z.string().regex(/^[1-9][0-9]{0,5}$/, 'Please enter the number of guests, like 120.'),
    ),
    ...listingFactsShape,
  })
  .superRefine((values, context) => {
    const isVenue = values.business_category_id === BUSINESS_CATEGORY_IDS.venue;
    if (isVenue && !VENUE_TYPES.includes(values.venue_type as (typeof VENUE_TYPES)[number]))
      context.addIssue({
        code: 'custom',
        path: ['venue_type'],
        message: 'Please choose the kind of venue.',
      });
  });

export type ListingFormValues = z.infer<typeof listingSchema>;

/** A web address from a name: "Maison Lumen Studio" → "maison-lumen-studio". */
export const urlNameFrom = (name: string) => slugFrom(name, 100);

/** A new listing's form: every field empty. */
export const EMPTY_LISTING_VALUES: ListingFormValues = {
  name: '',
  url_name: '',
  business_category_id: '',
  description: '',
  city: '',
  state: '',
  country: '',
  website: '',
  instagram: '',
  contact_email: '',
  contact_phone: '',
  venue_type: '',
  guest_capacity: '',
  ...EMPTY_FACT_VALUES,
};
