/**
 * The database's hourly limits on the forms anyone may send (issue #18). The same numbers are in
 * supabase/migrations/20261126100000_server_owned_columns_and_throttles.sql;
 * tests/hardening-db.test.ts sends limit + 1 of each against the real database, so the two agree.
 * Chosen so a real couple or vendor never meets them (docs/decisions.md, "Throttles").
 */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
export const INQUIRIES_PER_EMAIL_PER_HOUR = 10;
export const INQUIRIES_PER_LISTING_PER_HOUR = 30;
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 5;
export const WEDDING_SUBMISSIONS_PER_EMAIL_PER_HOUR = 5;
export const APPLICATIONS_PER_EMAIL_PER_HOUR = 3;
export const APPLICATIONS_PER_HOUR = 60;

/**
 * The SQLSTATE every throttle raises: PostgREST (and the local stack) answer it as HTTP 429 with
 * this code, so a refusal is told apart from an outage and never retried (the hour is the wait).
 */
export const THROTTLE_SQLSTATE = 'PT429';
