/** The saved list's limits (issue #31). */

/** Vendors side by side on /saved/compare. */
export const COMPARE_LIMIT = 4;

/** Items a share link carries (a link stays well under the 2,000 characters every browser takes). */
export const SHARE_LINK_ITEM_LIMIT = 40;

/** How long the undo toast of a removal stays (ms). */
export const SAVED_UNDO_MS = 8000;
