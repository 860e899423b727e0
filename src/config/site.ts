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

// Start-up (src/main.tsx, src/boot.tsx)
/** A hidden tab paints no frame to wait for: start the app after this instead. */
export const BOOT_AFTER_PAINT_FALLBACK_MS = 100;
/** The app's scripts wait at most this long for the lead image index.html is painting. */
export const APP_WAITS_FOR_FIRST_SCREEN_MS = 1000;
/**
 * After the lead image's frames are drawn, how long the first screen waits for the browser's
 * report that it was presented (a largest-contentful-paint entry) before letting the app start.
 */
export const FIRST_SCREEN_PAINT_REPORT_WAIT_MS = 250;
/** The first render waits for the page's chunk at most this long, then shows the page spinner. */
export const FIRST_RENDER_ROUTE_WAIT_MS = 3 * SECOND_MS;
/**
 * Then for the first screen's data at most this long (index.html shows the first screen
 * meanwhile), then render and let the page's 'Loading...' take over.
 */
export const FIRST_RENDER_DATA_WAIT_MS = 1.5 * SECOND_MS;

// Caching (React Query)
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = SECOND_MS;
export const QUERY_RETRY_MAX_DELAY_MS = 30 * SECOND_MS;
export const QUERY_GC_TIME_MS = 5 * MINUTE_MS;
/** A REST or Auth request with no answer by then is abandoned (and a read retried): reads, writes. */
export const API_READ_TIMEOUT_MS = 15 * SECOND_MS;
export const API_WRITE_TIMEOUT_MS = 30 * SECOND_MS;
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

// Home page (issue 5)
/** Featured-post location of The Latest (featured_posts.location). */
export const HOME_FEATURED_LOCATION = 'home';
/** standalone_videos.location of the testimonial strip (the spec's default) and the Destination band. */
export const TESTIMONIAL_VIDEO_LOCATION = 'testimonial';
export const DESTINATION_VIDEO_LOCATION = 'destination';
/** Storage path of the band's video when no destination video exists (spec §4). */
export const DEFAULT_DESTINATION_VIDEO_PATH = 'demo/videos/riviera-evening.mp4';
export const DEFAULT_DESTINATION_POSTER_PATH = 'demo/videos/riviera-evening.webp';
/** Posts shown over the Destination band ("the first two posts"). */
export const DESTINATION_BAND_POST_COUNT = 2;
/** Bound on the 'Meet the Artist' query (vendors with photos): never the whole table. */
export const VENDOR_CAROUSEL_LIMIT = 24;
/** Bound on the home search block's name suggestions (published listings). */
export const HOME_SEARCH_SUGGESTION_LIMIT = 50;
/** Bound on the business_categories select (18 reference rows today). */
export const BUSINESS_CATEGORY_LIMIT = 100;
export const ALL_CATEGORIES_LABEL = 'All Categories';
/** Below-the-fold home sections start loading when this close to the viewport. */
export const HOME_SECTION_PREFETCH_MARGIN = '600px 0px';
/** Finished plays of The Latest's centre video (spec: "plays once"). */
export const LATEST_VIDEO_PLAY_LIMIT = 1;
export const SOUND_ON_TOAST = 'Sound turned on';
export const SOUND_OFF_TOAST = 'Sound turned off';
export const TESTIMONIAL_LINK_LABEL = 'I WANT MORE';
export const VENDOR_CAROUSEL_LINK_LABEL = 'See all';
export const FALLBACK_AUTHOR_NAME = 'Anonymous';
export const FALLBACK_CATEGORY_LABEL = 'Category';
/** Placeholder artwork in public/ for posts without a featured_image (cover 16:10, preview 287x400). */
export const PLACEHOLDER_IMAGE_PATH = '/images/placeholder-cover.svg';
export const PLACEHOLDER_PREVIEW_IMAGE_PATH = '/images/placeholder-preview.svg';

// Auth (issue 4)
/**
 * A token refresh forces one further session refresh (site-spec §4). Events from other tabs arrive
 * too, so forced refreshes are at most one per this window: tabs never bounce refreshes forever.
 */
export const FORCED_SESSION_REFRESH_COOLDOWN_MS = MINUTE_MS;

// Site frame (issue 4)
/** Document title of a page: "<page> | Perféte". */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;
export const MEMBERSHIP_PROMO_TITLE = 'VENDOR MEMBERSHIP';
export const MEMBERSHIP_PROMO_ACTION = 'I Want In';
export const SURVEY_PROMO_ACTION = 'Start Survey';
export const SURVEY_PROMO_STATUS = 'Survey opens soon';
export const MOBILE_MENU_OPEN_LABEL = 'Open menu';
export const MOBILE_MENU_CLOSE_LABEL = 'Close menu';
/** The spec gives the menu's delays; Radix also asks how long a moved pointer skips the delay. */
export const MENU_SKIP_DELAY_MS = 300;

// The directory: /index, /index/{urlName}, /venues (issue 6; choices in docs/decisions.md)
export const DIRECTORY_TITLE = 'Wedding Vendor Directory | Find Top Wedding Professionals';
export const DIRECTORY_DESCRIPTION =
  'Browse Perféte’s invitation-only directory of wedding planners, photographers, florists, venues and artisans. Filter by category, place or name and write to them directly.';
export const VENUES_TITLE = 'Wedding Venues | Hotels, Estates, Resorts & Vineyards';
export const VENUES_DESCRIPTION =
  'Wedding venues chosen by Perféte’s editors: grand hotels, country estates, resorts and vineyards, with capacities and a direct line to each.';
/** Cards per page of /index and /venues (one request returns the page and the total). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Cards in the first row at the widest grid: their images load eagerly, the rest lazily. */
export const DIRECTORY_EAGER_IMAGE_COUNT = 4;
/** Longest name search or location a visitor can type (longer input is cut). */
export const DIRECTORY_SEARCH_MAX_LENGTH = 80;
/** The venue types of /venues?type= (listings.venue_type). */
export const VENUE_TYPES = ['Hotel', 'Estate', 'Resort', 'Vineyard'] as const;
/** /venues?capacity=N shows venues holding at least N guests. */
export const VENUE_CAPACITY_OPTIONS = [50, 100, 150, 200, 250] as const;
/** 'More vendors of the same category' on a vendor page. */
export const RELATED_LISTING_LIMIT = 4;
/** 'Featured in': the newest magazine posts crediting a vendor. */
export const FEATURED_IN_POST_LIMIT = 6;
/** Lists and vendor pages: fresh for a minute, like any browsing page. */
export const DIRECTORY_QUERY_STALE_TIME_MS = MINUTE_MS;
/** business_categories are reference rows: fresh for as long as the featured queries. */
export const BUSINESS_CATEGORIES_STALE_TIME_MS = FEATURED_QUERY_GC_TIME_MS;
// The inquiry form (inquiries table; the database checks the same bounds or looser ones)
export const INQUIRY_NAME_MAX_LENGTH = 200;
export const INQUIRY_EMAIL_MAX_LENGTH = 254;
export const INQUIRY_MESSAGE_MIN_LENGTH = 20;
export const INQUIRY_MESSAGE_MAX_LENGTH = 5000;
export const INQUIRY_GUEST_COUNT_MAX = 2000;
/** A wedding date may be up to this many years ahead (and never in the past). */
export const INQUIRY_WEDDING_DATE_MAX_YEARS = 5;
/** One inquiry to several vendors: at most this many per send (send_inquiries, 20261130070000). */
export const INQUIRY_VENDORS_PER_SEND = 10;
/** inquiries.budget_band values, with their labels. */
export const INQUIRY_BUDGET_BANDS = [
  { value: 'under-10k', label: 'Under $10,000' },
  { value: '10k-25k', label: '$10,000 – $25,000' },
  { value: '25k-50k', label: '$25,000 – $50,000' },
  { value: '50k-100k', label: '$50,000 – $100,000' },
  { value: '100k-250k', label: '$100,000 – $250,000' },
  { value: '250k-plus', label: '$250,000 and above' },
] as const;

// The magazine (issue 7): /blog, section pages, posts, /nybfw, information pages and forms
/** Posts per page on /blog and on the section pages (page 1 of a section opens with a lead story). */
export const BLOG_PAGE_SIZE = 12;
export const SECTION_PAGE_SIZE = 12;
/** A writer's page (/writers/<slug>): their published stories, newest first, this many a page. */
export const WRITER_PAGE_SIZE = 12;
/** 'More stories like this' under a post. */
export const RELATED_POST_LIMIT = 3;
/** /nybfw gathers the NYBFW category and the Bridal Fashion Week subcategory, newest first. */
export const NYBFW_POST_LIMIT = 30;
/** The RSS feeds (/rss.xml, each section's): the newest published posts. */
export const RSS_POST_LIMIT = 20;
/** Reading time shown on a post ("6 min read"). */
export const READING_WORDS_PER_MINUTE = 230;
/** Longest search a reader can type on /blog (longer input is cut). */
export const BLOG_SEARCH_MAX_LENGTH = 200;
/** Lists and posts: fresh for a minute; the category names (reference rows) for half an hour. */
export const MAGAZINE_QUERY_STALE_TIME_MS = MINUTE_MS;
export const BLOG_CATEGORIES_STALE_TIME_MS = FEATURED_QUERY_GC_TIME_MS;
// The contact and submission forms (contact_messages, wedding_submissions; the database checks the same bounds)
export const FORM_NAME_MAX_LENGTH = 200;
export const FORM_EMAIL_MAX_LENGTH = 254;
export const FORM_SHORT_TEXT_MAX_LENGTH = 200;
export const FORM_URL_MAX_LENGTH = 2048;
export const FORM_MESSAGE_MIN_LENGTH = 20;
export const FORM_MESSAGE_MAX_LENGTH = 5000;
/** A form's unsaved draft on this device (src/hooks/use-form-draft.ts): written this long after the last change… */
export const DRAFT_SAVE_DELAY_MS = 500;
/** …and forgotten after this many days untouched (a shared computer keeps no one's words for ever). */
export const DRAFT_KEEP_DAYS = 30;
/** Earliest wedding date a submission may give (an anniversary feature still needs a real date). */
export const SUBMISSION_EARLIEST_WEDDING_YEAR = 1950;
/** One full loop of the welcome banner (half the track of 12 copies). */
export const WELCOME_BANNER_SCROLL_MS = 40 * SECOND_MS;
// Membership (/membership): the application and its review
/** Days within which every application gets an answer (the page promises it). */
export const MEMBERSHIP_REVIEW_DAYS = 14;
/**
 * Days an invitation stays open (the database sets it: 20261128020000_invitation_links.sql; the
 * invitation email says it: supabase/functions/_shared/mail/invitation-message.ts). Its sign-in
 * links last an hour; the acceptance page sends a fresh one while the invitation is open.
 */
export const INVITATION_VALID_DAYS = 14;
/** Portfolio links an application may list (the database allows the same). */
export const PORTFOLIO_LINK_LIMIT = 5;
/** The statement of work's length. */
export const APPLICATION_STATEMENT_MIN_LENGTH = 80;
export const APPLICATION_STATEMENT_MAX_LENGTH = 2000;
export const YEARS_IN_BUSINESS_MAX = 150;

// The vendor's workspace
/** Inquiries per page of the vendor's inbox. */
export const INQUIRY_PAGE_SIZE = 20;
/** The public "Usually replies within …" needs this many answered inquiries in 90 days (the database's view says the same). */
export const RESPONSE_TIME_MIN_ANSWERED = 3;
/** Where the browser keeps its random visitor id for the honest view count (no personal data). */
export const VISITOR_ID_STORAGE_KEY = 'perfete-visitor';
