import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter, RouteMatch, RouteObject } from 'react-router-dom';
import { PATHS, ROUTE_PATTERNS } from '@/config/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RootRouteError, RouteError } from './layout/route-error';

// Every page is its own chunk (lazyPage): boot.tsx preloads the first one; on later navigations
// RootLayout shows a spinner in <main> while one loads. The guards are
// lazy too, so nothing of the signed-in or admin areas is in the first paint of a public page.
const HomePage = lazyPage(() => import('@/routes/home'));
// The directory (issue 6)
const DirectoryPage = lazyPage(() => import('@/routes/directory'));
const VendorPage = lazyPage(() => import('@/routes/vendor'));
const VenuesPage = lazyPage(() => import('@/routes/venues'));
const LoginPage = lazyPage(() => import('@/routes/login'));
const ResetPasswordPage = lazyPage(() => import('@/routes/reset-password'));
const MembershipPage = lazyPage(() => import('@/routes/membership'));
const MembershipAcceptPage = lazyPage(() => import('@/routes/membership-accept'));
const AdminApplicationsPage = lazyPage(() => import('@/routes/admin-applications'));
const AdminListingsPage = lazyPage(() => import('@/routes/admin-listings'));
const AdminMembersPage = lazyPage(() => import('@/routes/admin-members'));
const AdminInboxPage = lazyPage(() => import('@/routes/admin-inbox'));
const AdminPostsPage = lazyPage(() => import('@/routes/admin-posts'));
const AdminHomePage = lazyPage(() => import('@/routes/admin-home'));
const AdminVideosPage = lazyPage(() => import('@/routes/admin-videos'));
const AdminCategoriesPage = lazyPage(() => import('@/routes/admin-categories'));
const AdminAuditPage = lazyPage(() => import('@/routes/admin-audit'));
const AdminHeldPage = lazyPage(() => import('@/routes/admin-held'));
const AdminReviewsPage = lazyPage(() => import('@/routes/admin-reviews'));
const AdminSubscribersPage = lazyPage(() => import('@/routes/admin-subscribers'));
const ReviewPage = lazyPage(() => import('@/routes/review'));
const AuthConfirmPage = lazyPage(() => import('@/routes/auth-confirm'));
const UnsubscribePage = lazyPage(() => import('@/routes/unsubscribe'));
// The newsletter (issue #44): one chunk for its three pages (the first paint's route table is
// counted to the byte).
const NewsletterPages = lazyPage(() => import('@/routes/newsletter-pages'));
const NotFoundPage = lazyPage(() => import('@/routes/not-found'));
const SearchPage = lazyPage(() => import('@/routes/search'));
const VendorDashboardPage = lazyPage(() => import('@/routes/vendor-dashboard'));
const AccountSettingsPage = lazyPage(() => import('@/routes/account-settings'));
const ManageListingPage = lazyPage(() => import('@/routes/manage-listing'));
const AdminDashboardPage = lazyPage(() => import('@/routes/admin-dashboard'));
const AdminBlogEditorPage = lazyPage(() => import('@/routes/admin-blog-editor'));
const AdminNewsletterPage = lazyPage(() => import('@/routes/admin-newsletter'));
// The magazine (issue 7): /blog, one shared section template, posts, /nybfw, information pages.
const BlogPage = lazyPage(() => import('@/routes/blog'));
const BlogSectionPage = lazyPage(() => import('@/routes/blog-section'));
const PostPage = lazyPage(() => import('@/routes/post'));
const PostPreviewPage = lazyPage(() => import('@/routes/post-preview'));
const WriterPage = lazyPage(() => import('@/routes/writer'));
const NybfwPage = lazyPage(() => import('@/routes/nybfw'));
const InfoPage = lazyPage(() => import('@/routes/info-page'));
const ContactPage = lazyPage(() => import('@/routes/contact'));
const SubmissionsPage = lazyPage(() => import('@/routes/submissions'));
const SavedPages = lazyPage(() => import('@/routes/saved-pages'));
const RequireAuth = lazyPage(() =>
  import('./guards/require-auth').then(({ RequireAuth }) => ({ default: RequireAuth })),
);
const RequireAdmin = lazyPage(() =>
  import('./guards/require-admin').then(({ RequireAdmin }) => ({ default: RequireAdmin })),
);

/** The public pages of site-spec §2. */
const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: PATHS.login, Component: LoginPage },
  { path: PATHS.resetPassword, Component: ResetPasswordPage },
  { path: PATHS.authConfirm, Component: AuthConfirmPage },
  { path: PATHS.unsubscribe, Component: UnsubscribePage },
  { path: PATHS.newsletter, Component: NewsletterPages },
  { path: PATHS.newsletterConfirm, Component: NewsletterPages },
  { path: PATHS.newsletterPreferences, Component: NewsletterPages },
  { path: ROUTE_PATTERNS.newsletterIssue, Component: NewsletterPages },
  { path: PATHS.index, Component: DirectoryPage },
  { path: ROUTE_PATTERNS.listing, Component: VendorPage },
  { path: PATHS.venues, Component: VenuesPage },
  { path: PATHS.membership, Component: MembershipPage },
  { path: PATHS.membershipAccept, Component: MembershipAcceptPage },
  { path: PATHS.blog, Component: BlogPage },
  // One section template for every section (src/config/sections.ts); static paths win over :slug.
  { path: PATHS.blogDestinations, Component: BlogSectionPage },
  { path: PATHS.blogDestination, Component: BlogSectionPage },
  { path: PATHS.blogTrends, Component: BlogSectionPage },
  { path: PATHS.blogPlanning, Component: BlogSectionPage },
  { path: PATHS.blogRealWeddings, Component: BlogSectionPage },
  { path: PATHS.blogInspiration, Component: BlogSectionPage },
  { path: PATHS.blogJewelry, Component: BlogSectionPage },
  { path: PATHS.blogBeauty, Component: BlogSectionPage },
  { path: ROUTE_PATTERNS.post, Component: PostPage },
  { path: ROUTE_PATTERNS.postPreview, Component: PostPreviewPage },
  { path: ROUTE_PATTERNS.writer, Component: WriterPage },
  { path: ROUTE_PATTERNS.review, Component: ReviewPage },
  { path: PATHS.search, Component: SearchPage },
  { path: PATHS.nybfw, Component: NybfwPage },
  { path: PATHS.planning, Component: BlogSectionPage },
  { path: PATHS.weddings, Component: BlogSectionPage },
  { path: PATHS.style, Component: BlogSectionPage },
  { path: PATHS.fashion, Component: BlogSectionPage },
  { path: PATHS.gifts, Component: BlogSectionPage },
  { path: PATHS.about, Component: InfoPage },
  { path: PATHS.careers, Component: InfoPage },
  { path: PATHS.contact, Component: ContactPage },
  { path: PATHS.diversity, Component: InfoPage },
  { path: PATHS.submissions, Component: SubmissionsPage },
  { path: PATHS.privacyPolicy, Component: InfoPage },
  { path: PATHS.termsOfUse, Component: InfoPage },
  { path: PATHS.saved, Component: SavedPages },
  { path: PATHS.savedCompare, Component: SavedPages },
];

/** Vendor and account pages: any signed-in user (site-spec §2, "ordinary wrapper"). */
const signedInRoutes: RouteObject = {
  Component: RequireAuth,
  children: [
    { path: PATHS.vendorDashboard, Component: VendorDashboardPage },
    { path: PATHS.accountSettings, Component: AccountSettingsPage },
    { path: PATHS.manageListing, Component: ManageListingPage },
    { path: ROUTE_PATTERNS.manageListingById, Component: ManageListingPage },
  ],
};

/** Admin pages: administrators only (site-spec §2 "Guarded pages"). */
const adminRoutes: RouteObject = {
  Component: RequireAdmin,
  children: [
    { path: PATHS.admin, Component: AdminDashboardPage },
    { path: PATHS.adminApplications, Component: AdminApplicationsPage },
    { path: PATHS.adminListings, Component: AdminListingsPage },
    { path: PATHS.adminMembers, Component: AdminMembersPage },
    { path: PATHS.adminInbox, Component: AdminInboxPage },
    { path: PATHS.adminPosts, Component: AdminPostsPage },
    { path: PATHS.adminHome, Component: AdminHomePage },
    { path: PATHS.adminVideos, Component: AdminVideosPage },
    { path: PATHS.adminCategories, Component: AdminCategoriesPage },
    { path: PATHS.adminAudit, Component: AdminAuditPage },
    { path: PATHS.adminHeld, Component: AdminHeldPage },
    { path: PATHS.adminReviews, Component: AdminReviewsPage },
    { path: PATHS.adminSubscribers, Component: AdminSubscribersPage },
    { path: ROUTE_PATTERNS.adminBlogEditor, Component: AdminBlogEditorPage },
    { path: ROUTE_PATTERNS.adminNewsletter, Component: AdminNewsletterPage },
  ],
};

/** The pages, rendered inside the frame; any other path is the not-found page. */
export const pageRoutes: RouteObject[] = [
  ...publicRoutes,
  signedInRoutes,
  adminRoutes,
  { path: '*', Component: NotFoundPage },
];

/**
 * Wraps pages in the frame. A page that throws shows the error screen inside the frame; a frame
 * that throws falls back to the bare error screen. Tests pass their own pages to reuse the table.
 */
export function createRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RootRouteError />,
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ];
}

/**
 * Loads the page modules of `matches` (page and guard chunks) so that the first render does not
 * suspend. Never rejects: a chunk that fails here is tried again, and reported, by the render.
 */
export async function preloadRoute(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) =>
      (route.Component as Partial<LazyPage> | undefined)?.preload?.().catch(() => {}),
    ),
  );
}

/**
 * Loads the page `pathname` renders and starts its first screen's queries in `client` (the pages
 * that export a `prefetch`). Resolves when both are done; never rejects (a failed query is
 * shown, and tried again, by the page). `matches` are `pathname`'s: the caller matches once
 * (each match of the table ranks every route and compiles its pattern, a few milliseconds on a
 * phone, and boot.tsx needs them twice).
 */
export async function prefetchRoute(
  pathname: string,
  search: string,
  client: QueryClient,
  matches: RouteMatch[],
): Promise<void> {
  await preloadRoute(matches);
  await Promise.all(
    matches.map(({ route, params }) =>
      (route.Component as Partial<LazyPage> | undefined)
        ?.prefetch?.()?.(client, params, new URLSearchParams(search), pathname)
        .catch(() => {}),
    ),
  );
  // A first-screen query that has already failed for good (a refusal, or its retries spent) is
  // not asked again just because its page now mounts: the page shows the failure, and its retry.
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error' && query.state.fetchStatus === 'idle') {
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

/** The app's router, as boot.tsx builds it with `createBrowserRouter(createRoutes())`. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;
