import * as z from 'zod';
import {
  REVIEW_AUTHOR_NAME_MAX_LENGTH,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
} from '@/config/reviews';

/**
 * The review form's rules, each with the sentence a couple reads. The database checks the same
 * bounds as constraints (supabase/migrations/20261130020000_reviews.sql). Ratings are the radio
 * inputs' strings ('' when an optional one is left out).
 */
const RATING = new RegExp(`^[1-${REVIEW_RATING_MAX}]$`);
const optionalRating = z
  .union([z.literal(''), z.string().regex(RATING, 'Choose from 1 to 5 stars.')])
  .nullable();

export const reviewSchema = z
  .object({
    rating: z
      .string({ error: 'Choose an overall rating.' })
      .regex(RATING, 'Choose an overall rating.'),
    rating_quality: optionalRating,
    rating_responsiveness: optionalRating,
    rating_value: optionalRating,
    rating_professionalism: optionalRating,
    title: z
      .string()
      .trim()
      .min(
        REVIEW_TITLE_MIN_LENGTH,
        `Give your review a title of at least ${REVIEW_TITLE_MIN_LENGTH} characters.`,
      )
      .max(REVIEW_TITLE_MAX_LENGTH, `Keep the title to ${REVIEW_TITLE_MAX_LENGTH} characters.`),
    body: z
      .string()
      .trim()
      .min(
        REVIEW_BODY_MIN_LENGTH,
        `Tell couples a little more: at least ${REVIEW_BODY_MIN_LENGTH} characters.`,
      )
      .max(REVIEW_BODY_MAX_LENGTH, `Keep your review to ${REVIEW_BODY_MAX_LENGTH} characters.`),
    publishNames: z.boolean(),
    authorName: z
      .string()
      .trim()
      .max(
        REVIEW_AUTHOR_NAME_MAX_LENGTH,
        `Keep your names to ${REVIEW_AUTHOR_NAME_MAX_LENGTH} characters.`,
      ),
  })
  .refine((values) => !values.publishNames || values.authorName.length > 0, {
    path: ['authorName'],
    message: 'Write the first names to show, or untick the box.',
  });

export type ReviewValues = z.input<typeof reviewSchema>;

export const reviewDefaults = (names: string | null): ReviewValues => ({
  rating: '',
  rating_quality: '',
  rating_responsiveness: '',
  rating_value: '',
  rating_professionalism: '',
  title: '',
  body: '',
  publishNames: false,
  authorName: names ?? '',
});
