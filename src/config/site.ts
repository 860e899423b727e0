/**
 * Site-wide names and the spec's business constants (site-spec §9). Code reads these names, never
 * bare numbers. Units are in the names: _MS milliseconds, _PX pixels, _PERCENT percent.
 */

export const SITE_NAME = 'Perféte';
export const SITE_TITLE = 'Perféte — Wedding Magazine & Vendor Directory';

/** localStorage key under which supabase-js keeps the auth session. */
export const SESSION_STORAGE_KEY = 'perfete-auth-session';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

// Post and listing limits per section
export const LATEST_POST_LIMIT = 5;
export const REAL_WEDDINGS_POST_LIMIT = 3;
export const BRIDAL_FASHION_WEEK_POST_LIMIT = 4;
export const RELATIONSHIPS_POST_LIMIT = 5;
export const PLANNING_POST_LIMIT = 5;
export const JEWELRY_POST_LIMIT = 3;
export const BEAUTY_POST_LIMIT = 3;
export const DESTINATION_POST_LIMIT = 3;
export const CELEBRITY_POST_LIMIT = 4;
export const MENU_PANEL_ITEM_LIMIT = 3;
export const FEATURED_LISTING_LIMIT = 3;

// Caching (React Query)
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = SECOND_MS;
export const QUERY_RETRY_MAX_DELAY_MS = 30 * SECOND_MS;
export const QUERY_GC_TIME_MS = 5 * MINUTE_MS;
export const MENU_QUERY_STALE_TIME_MS = 5 * MINUTE_MS;
export const HOME_QUERY_STALE_TIME_MS = 5 * MINUTE_MS;
export const HOME_QUERY_REFETCH_INTERVAL_MS = 5 * MINUTE_MS;
export const FEATURED_QUERY_STALE_TIME_MS = 5 * MINUTE_MS;
export const FEATURED_QUERY_GC_TIME_MS = 30 * MINUTE_MS;
export const TESTIMONIAL_VIDEOS_STALE_TIME_MS = 15 * MINUTE_MS;
export const TESTIMONIAL_VIDEOS_GC_TIME_MS = 60 * MINUTE_MS;

// Video playback
export const VIDEO_IN_VIEW_THRESHOLD = 0.5;
export const TESTIMONIAL_IN_VIEW_THRESHOLD = 0.1;
export const DESTINATION_BAND_IN_VIEW_THRESHOLD = 0.1;
export const VIDEO_PLAY_DELAY_MS = 100;
export const MENU_VIDEO_AUTO_STOP_MS = 15 * SECOND_MS;
export const MENU_VIDEO_SINGLE_PLAY_CUTOFF_MS = 6 * SECOND_MS;
export const MENU_VIDEO_LOOP_LIMIT = 2;
export const BEAUTY_VIDEO_PLAY_LIMIT = 2;
export const BEAUTY_VIDEO_MAX_PLAY_TIME_MS = 60 * SECOND_MS;

// Layout
export const HEADER_HEIGHT_PX = 72;
export const MEGA_MENU_HEIGHT_PX = 519;
export const MENU_HOVER_DELAY_MS = 100;
export const PREVIEW_CARD_SIZE_PX = { width: 287, height: 400 } as const;
export const MOBILE_LATEST_CARD_WIDTH_PERCENT = 75;
export const TESTIMONIAL_SLIDES_PER_VIEW = { desktop: 5, mobile: 2 } as const;
export const WELCOME_BANNER_TEXT = 'WELCOME TO THE NEW PERFÉTE!';
export const WELCOME_BANNER_REPEAT = 12;

/** Mobile layout applies below this width. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Tailwind's screens, with `md` pinned to the spec's mobile breakpoint. */
export const BREAKPOINTS_PX = {
  sm: 640,
  md: MOBILE_BREAKPOINT_PX,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

// Carousel (Embla)
export const CAROUSEL_AUTOPLAY_DELAY_MS = 3 * SECOND_MS;
/** Embla's `duration` option (its own unit, not milliseconds). */
export const CAROUSEL_SLIDE_DURATION = 20;

// Toasts
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = SECOND_MS;
export const TOAST_DURATION_MS = 5 * SECOND_MS;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;

// Storage
export const STORAGE_LIST_LIMIT = 100;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;
