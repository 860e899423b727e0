/**
 * Settings of the emails people receive (issue #25). The database decides when a digest goes
 * (compose_digests() in supabase/migrations/20261128010000_notifications.sql); the pages say it
 * in these words, so both must change together.
 */
/** The daily digest gathers the day's emails of a topic into one, sent at this time (UTC). */
export const DIGEST_TIME_UTC = '08:00';
