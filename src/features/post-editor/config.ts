/** Limits and timings of the block editor (kept here, beside the only code that reads them). */

/** Photos are scaled down in the browser to at most this many pixels on their longer side. */
export const POST_IMAGE_MAX_SIDE = 1600;

/** The picture types the browser re-encodes before upload (an animated GIF is sent as it is). */
export const RESIZABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Which files an image field accepts. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** How far one arrow key moves a focal point, in percent (Shift: the larger step). */
export const FOCAL_STEP = 5;
export const FOCAL_STEP_LARGE = 20;

/** Typing pauses this long before a vendor search is sent. */
export const LISTING_SEARCH_DEBOUNCE_MS = 250;
