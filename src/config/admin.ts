/**
 * Settings of the admin area only. Kept apart from site.ts, which every public page loads first:
 * what only administrators use never weighs on a visitor's first paint.
 */
/** How many of the newest admin writes the dashboard lists. */
export const ADMIN_ACTIVITY_LIMIT = 10;
/** Messages or submissions per page of an admin inbox. */
export const INBOX_PAGE_SIZE = 20;
/** Posts per page of the magazine's desk. */
export const DESK_PAGE_SIZE = 25;
/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
/** Published posts offered when the home curation's search is used. */
export const CURATION_PICK_LIMIT = 8;
/** Listings per page of the admins' directory moderation. */
export const MODERATION_PAGE_SIZE = 25;
/** The blog editor saves this long after typing stops. */
export const AUTOSAVE_DELAY_MS = 2_500;
/** The longest reason an admin may give for returning a listing (listings_return_reason_check). */
export const RETURN_REASON_MAX_LENGTH = 2_000;
