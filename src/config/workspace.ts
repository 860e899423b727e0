/**
 * Settings of the vendor's workspace (the listing editor) only, kept apart from site.ts, which
 * every public page loads first.
 */
/** How long the editor waits after the last keystroke before asking whether a web address is free. */
export const URL_NAME_CHECK_DELAY_MS = 400;
/** A listing's film: MP4 (its poster is the .webp beside it), at most this size (the media bucket's limit). */
export const LISTING_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** A listing's headshot is resized in the browser to this longest side before upload. */
export const HEADSHOT_MAX_SIDE = 1200;
/**
 * The most photos a listing's gallery holds. The database refuses more (replace_listing_photos
 * and any insert into listing_photos, supabase/migrations/20261129020000_storage_files.sql; a
 * pending change's gallery since 20261125040000); tests/storage-files.test.ts keeps the two equal.
 */
export const LISTING_PHOTO_LIMIT = 30;
