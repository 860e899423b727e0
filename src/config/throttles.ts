/**
 * The database's hourly limits on the forms anyone may send (issues #18 and #29). Past a limit a
 * form is still accepted, with the same answer, and HELD for review (status 'held': the vendor's
 * "Held" tab, the admins' held desk) instead of reaching the inbox; nothing is refused for what
 * other people sent. A sender is the address normalised (public.normalized_email), a network the
 * client's address (public.request_client_network; an IPv6 client by its /48). The same numbers are in
 * supabase/migrations/20261129030000_abuse_is_held.sql; tests/held-forms.test.ts sends limit + 1
 * of each against the real database, so the two agree.
 */
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
export const INQUIRIES_PER_SENDER_PER_HOUR = 10;
export const INQUIRIES_PER_SENDER_PER_LISTING_PER_HOUR = 3;
export const INQUIRIES_PER_NETWORK_PER_HOUR = 20;
export const INQUIRIES_PER_NETWORK_PER_LISTING_PER_HOUR = 5;
export const CONTACT_MESSAGES_PER_SENDER_PER_HOUR = 5;
export const CONTACT_MESSAGES_PER_NETWORK_PER_HOUR = 10;
export const CONTACT_MESSAGES_PER_HOUR = 100;
export const WEDDING_SUBMISSIONS_PER_SENDER_PER_HOUR = 5;
export const WEDDING_SUBMISSIONS_PER_NETWORK_PER_HOUR = 10;
export const WEDDING_SUBMISSIONS_PER_HOUR = 100;
export const APPLICATIONS_PER_SENDER_PER_HOUR = 3;
export const APPLICATIONS_PER_NETWORK_PER_HOUR = 5;
/**
 * Newsletter subscribes (issue #44, newsletter_subscribe): past these the choice is stored and
 * held, and no confirmation email goes.
 */
export const NEWSLETTER_SUBSCRIBES_PER_SENDER_PER_HOUR = 3;
export const NEWSLETTER_SUBSCRIBES_PER_NETWORK_PER_HOUR = 10;
/** Counted views of listings from one client network in a minute (record_listing_view). */
export const LISTING_VIEWS_PER_NETWORK_PER_MINUTE = 20;

/**
 * The mail gate (issue #40, public.admit_mail in supabase/migrations/20261201010000_mail_gate.sql):
 * every email Perféte sends is counted against its recipient's mailbox (the address normalised:
 * case, the +tag on every domain, Gmail's dots) over the last 24 hours; past a limit it is not
 * sent and the admins see it ("Held back by the mail gate"). Mail to an address a stranger may
 * have typed (a couple's copies, application answers and repeats, review emails) and auth emails
 * (sign-up, magic link, recovery, email change) have tight limits of their own; everything else
 * (a vendor's leads, members' and admins' news about their own accounts) only the overall one.
 */
export const MAILS_PER_MAILBOX_PER_DAY = 100;
export const TYPED_MAILS_PER_MAILBOX_PER_DAY = 10;
export const AUTH_MAILS_PER_MAILBOX_PER_DAY = 10;
/**
 * Held inquiries a vendor may release a day (inquiries_release_cap): past it the release is
 * refused (hint 'release_limit') and the inquiry stays held. A release alerts the vendor only.
 */
export const INQUIRY_RELEASES_PER_VENDOR_PER_DAY = 10;

/**
 * The SQLSTATE a refusal raises (now only limits a person meets by their own doing, such as fresh
 * invitation links): PostgREST (and the local stack) answer it as HTTP 429 with this code, so a
 * refusal is told apart from an outage and never retried (the hour is the wait).
 */
export const THROTTLE_SQLSTATE = 'PT429';
