/**
 * Reviews (issue #32): the limits the form, the page and the database share. The database checks
 * the same bounds in supabase/migrations/20261130020000_reviews.sql and 20261201040000 (their
 * constraints and the functions' constants); change both together.
 */

/** Ratings run 1 to REVIEW_RATING_MAX. */
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MIN_LENGTH = 3;
export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_BODY_MIN_LENGTH = 50;
export const REVIEW_BODY_MAX_LENGTH = 4000;
export const REVIEW_AUTHOR_NAME_MAX_LENGTH = 80;
export const REVIEW_PHOTO_LIMIT = 6;
export const REVIEW_PHOTO_ALT_MAX_LENGTH = 200;
/** Photos are resized in the browser to this longest edge, as WebP (JPEG where WebP is missing). */
export const REVIEW_PHOTO_MAX_EDGE = 1600;
export const REVIEW_PHOTO_QUALITY = 0.82;
export const REVIEW_PHOTO_BUCKET = 'review-photos';
export const REVIEW_ANSWER_MIN_LENGTH = 2;
export const REVIEW_ANSWER_MAX_LENGTH = 2000;
export const REVIEW_REPORT_REASON_MIN_LENGTH = 10;
export const REVIEW_REPORT_REASON_MAX_LENGTH = 2000;
export const REVIEW_REMOVAL_REASON_MIN_LENGTH = 5;
/** Fewer reviews than this show without an average (an average of two says little). */
export const REVIEW_AVERAGE_MIN_COUNT = 3;
/** The vendor page asks for at most this many reviews, newest first, in one request. */
export const REVIEWS_PAGE_LIMIT = 100;
/** Invitations: days after the wedding, how long a link lasts, when the one reminder goes. */
export const REVIEW_INVITATION_DELAY_DAYS = 2;
export const REVIEW_INVITATION_WINDOW_DAYS = 60;
export const REVIEW_LINK_VALID_DAYS = 60;
export const REVIEW_REMINDER_AFTER_DAYS = 14;
/**
 * What makes a couple verified (issue #40; supabase/migrations/20261201040000_verified_reviews.sql):
 * the vendor marked their inquiry replied or booked, and it was sent at least this many days
 * before the wedding. The vendor page's sentence says "two weeks".
 */
export const REVIEW_INQUIRY_LEAD_DAYS = 14;
/** Reviews an admin reads before they appear: from a vendor's first invitations, or a burst. */
export const REVIEW_HELD_FIRST_INVITATIONS = 3;
export const REVIEW_BURST_PER_DAY = 2;
export const REVIEW_BURST_PER_WEEK = 5;

/** The optional ratings, by column. */
export const REVIEW_ASPECTS = [
  { key: 'rating_quality', label: 'Quality' },
  { key: 'rating_responsiveness', label: 'Responsiveness' },
  { key: 'rating_value', label: 'Value' },
  { key: 'rating_professionalism', label: 'Professionalism' },
] as const;

export type ReviewAspectKey = (typeof REVIEW_ASPECTS)[number]['key'];
