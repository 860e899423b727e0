import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PATHS, ROUTE_PATTERNS } from '@/config/paths';
import type { PlaceholderPageKey } from '@/config/placeholder-pages';
import type { PlaceholderHandle } from '@/routes/placeholder';
import { RootLayout } from './layout/root-layout';
import { RootRouteError, RouteError } from './layout/route-error';

// Every page is its own chunk; RootLayout shows a spinner in <main> while one loads. The guards are
// lazy too, so nothing of the signed-in or admin areas is in the first paint of a public page.
const HomePage = lazy(() => import('@/routes/home'));
// The directory (issue 6)
const DirectoryPage = lazy(() => import('@/routes/directory'));
const VendorPage = lazy(() => import('@/routes/vendor'));
const VenuesPage = lazy(() => import('@/routes/venues'));
const LoginPage = lazy(() => import('@/routes/login'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));
const PlaceholderRoute = lazy(() => import('@/routes/placeholder'));
const VendorDashboardPage = lazy(() => import('@/routes/vendor-dashboard'));
const AccountSettingsPage = lazy(() => import('@/routes/account-settings'));
const ManageListingPage = lazy(() => import('@/routes/manage-listing'));
const AdminDashboardPage = lazy(() => import('@/routes/admin-dashboard'));
const AdminBlogEditorPage = lazy(() => import('@/routes/admin-blog-editor'));
// The magazine (issue 7): /blog, one shared section template, posts, /nybfw, information pages.
const BlogPage = lazy(() => import('@/routes/blog'));
const BlogSectionPage = lazy(() => import('@/routes/blog-section'));
const PostPage = lazy(() => import('@/routes/post'));
const NybfwPage = lazy(() => import('@/routes/nybfw'));
const InfoPage = lazy(() => import('@/routes/info-page'));
const ContactPage = lazy(() => import('@/routes/contact'));
const SubmissionsPage = lazy(() => import('@/routes/submissions'));
const RequireAuth = lazy(() =>
  import('./guards/require-auth').then(({ RequireAuth }) => ({ default: RequireAuth })),
);
const RequireAdmin = lazy(() =>
  import('./guards/require-admin').then(({ RequireAdmin }) => ({ default: RequireAdmin })),
);

/** A page a later issue builds: the shared placeholder module, told which page by the handle. */
function placeholder(path: string, page: PlaceholderPageKey): RouteObject {
  const handle: PlaceholderHandle = { placeholder: page };
  return { path, Component: PlaceholderRoute, handle };
}

/** The public pages of site-spec §2. */
const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: PATHS.login, Component: LoginPage },
  placeholder(PATHS.resetPassword, 'resetPassword'),
  { path: PATHS.index, Component: DirectoryPage },
  { path: ROUTE_PATTERNS.listing, Component: VendorPage },
  { path: PATHS.venues, Component: VenuesPage },
  placeholder(PATHS.membership, 'membership'),
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
    { path: ROUTE_PATTERNS.adminBlogEditor, Component: AdminBlogEditorPage },
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

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
