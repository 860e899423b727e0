/**
 * Every route of site-spec §2, so links and the route table agree. `PATHS` are the concrete paths
 * links use; `ROUTE_PATTERNS` are the same routes as the router matches them (with parameters);
 * the builders below fill the parameters in.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  resetPassword: '/reset-password',
  /** Where the emailed confirm and sign-in links land (supabase/templates). */
  authConfirm: '/auth/confirm',

  // The directory
  index: '/index',
  venues: '/venues',
  membership: '/membership',
  /** Where an invitee lands from the invitation email. */
  membershipAccept: '/membership/accept',
  /** Where an email's unsubscribe link lands (`?token=…`; no sign-in needed). */
  unsubscribe: '/unsubscribe',
  /** The newsletter (issue #44): what it is and the form; the emailed confirm link; preferences. */
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterPreferences: '/newsletter/preferences',

  // The magazine
  blog: '/blog',
  blogDestinations: '/blog/destinations',
  /** The header's spelling of the destinations page (the spec gives both). */
  blogDestination: '/blog/destination',
  blogTrends: '/blog/trends',
  blogPlanning: '/blog/planning',
  blogRealWeddings: '/blog/real-weddings',
  blogInspiration: '/blog/inspiration',
  blogJewelry: '/blog/jewelry',
  blogBeauty: '/blog/beauty',
  nybfw: '/nybfw',
  planning: '/planning',
  weddings: '/weddings',
  style: '/style',
  fashion: '/fashion',
  gifts: '/gifts',

  // Information pages
  about: '/about',
  careers: '/careers',
  contact: '/contact',
  diversity: '/diversity',
  submissions: '/submissions',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  /** The site search's full results, `?q=…` (shareable, not indexed). */
  search: '/search',

  // The couple's saved list (no account; a share link opens it anywhere)
  saved: '/saved',
  savedCompare: '/saved/compare',

  // Signed-in users
  vendorDashboard: '/vendor-dashboard',
  accountSettings: '/account-settings',
  manageListing: '/manage-listing',

  // Administrators
  admin: '/admin',
  /** The membership review queue (linked from the admin dashboard). */
  adminApplications: '/admin/applications',
  adminListings: '/admin/listings',
  adminMembers: '/admin/members',
  adminInbox: '/admin/inbox',
  /** The magazine's desk: every post, its status, publish / feature / archive. */
  adminPosts: '/admin/posts',
  /** Home curation: The Latest's five featured posts, picked and ordered. */
  adminHome: '/admin/home',
  adminVideos: '/admin/videos',
  /** Blog categories and subcategories, business categories. */
  adminCategories: '/admin/categories',
  /** Every admin write, from the audit log. */
  adminAudit: '/admin/audit',
  /** What the database held for review past a burst (issue #29): applications, messages, weddings. */
  adminHeld: '/admin/held',
  adminBlog: '/admin/blog',
  /** Reviews vendors reported (issue #32): keep, or remove with a reason. */
  adminReviews: '/admin/reviews',
  /** The newsletter's subscribers (issue #44): counts, growth, export, deletion on request. */
  adminSubscribers: '/admin/subscribers',
  /** The Edit's composer (issue #44): the issues, and one issue's words, preview and sending. */
  adminNewsletter: '/admin/newsletter',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The parameterised routes, as react-router matches them. */
export const ROUTE_PATTERNS = {
  listing: '/index/:urlName',
  post: '/blog/:slug',
  /** A writer's page: name, picture, bio and published stories (#41). */
  writer: '/writers/:slug',
  postPreview: '/preview/:token',
  manageListingById: '/manage-listing/:id',
  adminBlogEditor: '/admin/blog/:id?',
  adminNewsletter: '/admin/newsletter/:id?',
  /** One sent issue of The Edit on the web (#44): its slug, newsletter_issues.slug. */
  newsletterIssue: '/newsletter/:slug',
  review: '/review/:token',
} as const;

/** /admin/newsletter/{id}: one issue of The Edit in the composer. */
export function adminNewsletterIssuePath(id: string): string {
  return `${PATHS.adminNewsletter}/${encodeURIComponent(id)}`;
}

/** /newsletter/{slug}: a sent issue of The Edit, as its subscribers read it. */
export function newsletterIssuePath(slug: string): string {
  return `${PATHS.newsletter}/${encodeURIComponent(slug)}`;
}

/** The RSS feed of The Edit's sent issues (src/site-function/feeds.ts). */
export const NEWSLETTER_FEED_PATH = `${PATHS.newsletter}/rss.xml`;

/** /index/{url_name}: a vendor's page. */
export function listingPath(urlName: string): string {
  return `${PATHS.index}/${encodeURIComponent(urlName)}`;
}

/** The id of a review's card on its vendor's page (what a link to that review scrolls to). */
export function reviewAnchor(reviewId: string): string {
  return `review-${reviewId}`;
}

/** /index/{url_name}#review-{id}: one review on its vendor's page. */
export function listingReviewPath(urlName: string, reviewId: string): string {
  return `${listingPath(urlName)}#${reviewAnchor(reviewId)}`;
}

/** /blog/{slug}: a post. */
export function postPath(slug: string): string {
  return `${PATHS.blog}/${encodeURIComponent(slug)}`;
}

/** /writers/{slug}: a writer's page (profiles.slug, set by the database). */
export function writerPath(slug: string): string {
  return `/writers/${encodeURIComponent(slug)}`;
}

/** /preview/{token}: a preview link to a story not yet live. */
export function postPreviewPath(token: string): string {
  return `/preview/${encodeURIComponent(token)}`;
}

/** /review/{token}: the form a review invitation opens. */
export function reviewPath(token: string): string {
  return `/review/${encodeURIComponent(token)}`;
}

/** /manage-listing/{id}: editing one listing. */
export function manageListingPath(id: string): string {
  return `${PATHS.manageListing}/${encodeURIComponent(id)}`;
}

/** /admin/blog/{id}: the blog editor; without an id, a new post. */
export function adminBlogPath(id?: string): string {
  return id ? `${PATHS.adminBlog}/${encodeURIComponent(id)}` : PATHS.adminBlog;
}

/** A path with a query string, e.g. `withQuery(PATHS.blog, { category: id })` → /blog?category=… */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
