import type { ComponentType } from 'react';
import { Link, Outlet, ScrollRestoration, redirect, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { AnnouncementBar } from '../components/layout/announcement-bar.tsx';
import { MobileBottomBar } from '../components/layout/mobile-bottom-bar.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { RouteErrorFallback } from '../components/error-fallback.tsx';
import { Spinner } from '../components/spinner.tsx';
import { publicPageRoutes } from '../site/pages.tsx';
// The blog (issue 19, decision 030).
import { blogRoutes } from '../blog/blog-routes.ts';
import { useRouteSeo } from '../site/seo/use-route-seo.ts';
import { usePageViewTracking } from '../site/use-page-view-tracking.ts';

function RootLayout() {
  const navigation = useNavigation();
  useRouteSeo();
  usePageViewTracking();
  return (
    <>
      {/* Content blocks (issue 19, decision 032): the announcement staff set, when there is one. */}
      <AnnouncementBar />
      <SiteHeader />
      {navigation.state === 'loading' && <Spinner overlay />}
      <Outlet />
      <SiteFooter />
      <MobileBottomBar />
      <Toaster />
      {/* New navigations start at the top; back/forward restore the previous position. */}
      <ScrollRestoration />
    </>
  );
}

/**
 * Staff sign-in (/admin/login): the business's name and a way back to the site, nothing else. The
 * marketing header's BOOK NOW and menus, the footer and the phone's bottom bar are for guests.
 */
function StaffSignInLayout() {
  return (
    <>
      <header className="staff-masthead">
        <a className="site-skip-link" href="#main">
          Skip to content
        </a>
        <Link to="/" className="staff-masthead__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{businessFacts.name}</span>
        </Link>
        <span className="staff-masthead__label">Staff</span>
      </header>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

/** Old quote links go to the quote builder, keeping any query parameters (spec "Quote routes"). */
function redirectToChat({ request }: LoaderFunctionArgs) {
  return redirect(`/chat${new URL(request.url).search}`);
}

const adminPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** Back-office screens (paths from spec section 2); each is listed in paths.ts too. */
function adminRoutes(): RouteObject[] {
  const dashboard = adminPage(() => import('../routes/admin/dashboard.tsx'));
  const quoteEditor = adminPage(() => import('../routes/admin/quote-editor.tsx'));
  return [
    { path: 'admin', lazy: dashboard },
    { path: 'dashboard', lazy: dashboard },
    { path: 'quotes', lazy: adminPage(() => import('../routes/admin/quotes.tsx')) },
    { path: 'quotes/new', lazy: quoteEditor },
    { path: 'admin/quote-builder', lazy: quoteEditor },
    { path: 'quotes/:id', lazy: adminPage(() => import('../routes/admin/quote-detail.tsx')) },
    { path: 'quotes/:id/edit', lazy: quoteEditor },
    { path: 'customers', lazy: adminPage(() => import('../routes/admin/customers.tsx')) },
    { path: 'customers/:email', lazy: adminPage(() => import('../routes/admin/customer-detail.tsx')) },
    { path: 'partial-leads', lazy: adminPage(() => import('../routes/admin/partial-leads.tsx')) },
    { path: 'admin/bookings', lazy: adminPage(() => import('../routes/admin/bookings.tsx')) },
    { path: 'admin/bookings/:id', lazy: adminPage(() => import('../routes/admin/booking-detail.tsx')) },
    { path: 'admin/inventory', lazy: adminPage(() => import('../routes/admin/inventory.tsx')) },
    { path: 'admin/seo', lazy: adminPage(() => import('../routes/admin/seo.tsx')) },
    { path: 'settings', lazy: adminPage(() => import('../routes/admin/settings.tsx')) },
    { path: 'documentation', lazy: adminPage(() => import('../routes/admin/documentation.tsx')) },
    // The group's manifest and waivers (decision 023): a day's check-in lists.
    { path: 'admin/manifests', lazy: adminPage(() => import('../routes/admin/manifests.tsx')) },
    // Staff's e-mail templates and event projects (issue 18, decision 029).
    { path: 'templates', lazy: adminPage(() => import('../routes/admin/templates.tsx')) },
    { path: 'projects', lazy: adminPage(() => import('../routes/admin/projects.tsx')) },
    { path: 'projects/new', lazy: adminPage(() => import('../routes/admin/project-detail.tsx')) },
    { path: 'projects/:id', lazy: adminPage(() => import('../routes/admin/project-detail.tsx')) },
    // The media library (issue 19, decision 031).
    { path: 'admin/media', lazy: adminPage(() => import('../routes/admin/media.tsx')) },
    // Add-ons and promo codes (issue 18, decision 027).
    { path: 'products', lazy: adminPage(() => import('../routes/admin/products.tsx')) },
    { path: 'discounts', lazy: adminPage(() => import('../routes/admin/discounts.tsx')) },
    // Content blocks (issue 19, decision 032): the pages' short copy, and the living style guide.
    { path: 'admin/content-blocks', lazy: adminPage(() => import('../routes/admin/content-blocks.tsx')) },
    { path: 'demo-content', lazy: adminPage(() => import('../routes/admin/demo-content.tsx')) },
    { path: 'admin/faq-review', lazy: adminPage(() => import('../routes/admin/faq-review.tsx')) },
    // Partners and their commission (issue 18, decision 028).
    { path: 'affiliates', lazy: adminPage(() => import('../routes/admin/partners.tsx')) },
    // The owner's business summary (issue 18, decision 028); its charts load with it, never on a public page.
    { path: 'admin/business-summary', lazy: adminPage(() => import('../routes/admin/business-summary.tsx')) },
    // Prices and seasonal rules (issue 18, decision 026).
    { path: 'admin/pricing', lazy: adminPage(() => import('../routes/admin/pricing.tsx')) },
    { path: 'admin/pricing-rules', lazy: adminPage(() => import('../routes/admin/pricing-rules.tsx')) },
    // The blog (issue 19, decision 030): posts, their terms and the paste formatter.
    ...blogAdminRoutes(),
  ];
}

/** The spec's /admin/blogs routes; one screen serves categories, tags and authors. */
function blogAdminRoutes(): RouteObject[] {
  const posts = adminPage(() => import('../routes/admin/blog/posts.tsx'));
  const editor = adminPage(() => import('../routes/admin/blog/post-editor.tsx'));
  const terms = adminPage(() => import('../routes/admin/blog/terms.tsx'));
  return [
    { path: 'admin/blogs', lazy: posts },
    { path: 'admin/blogs/posts', lazy: posts },
    { path: 'admin/blogs/posts/new', lazy: editor },
    { path: 'admin/blogs/posts/:id/edit', lazy: editor },
    ...['categories', 'tags', 'authors'].flatMap((kind) => [
      { path: `admin/blogs/${kind}`, lazy: terms },
      { path: `admin/blogs/${kind}/new`, lazy: terms },
      { path: `admin/blogs/${kind}/:id/edit`, lazy: terms },
    ]),
    { path: 'admin/blog-formatter', lazy: adminPage(() => import('../routes/admin/blog-formatter.tsx')) },
  ];
}

const portalPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The customer portal's signed-in pages (decision 022): children of the portal's layout, which
 * sends a signed-out visitor to /portal/login?next=<page>. Each is listed in paths.ts too.
 */
function portalRoutes(): RouteObject[] {
  return [
    { path: 'portal/dashboard', lazy: portalPage(() => import('../routes/portal/dashboard.tsx')) },
    // The guest's trip page, and moving or cancelling the trip (decision 024).
    { path: 'portal/trips/:id', lazy: portalPage(() => import('../routes/portal/trip.tsx')) },
    { path: 'portal/trips/:id/move', lazy: portalPage(() => import('../routes/portal/trip-move.tsx')) },
    { path: 'portal/trips/:id/cancel', lazy: portalPage(() => import('../routes/portal/trip-cancel.tsx')) },
    // The guest's profile and data (decision 025).
    { path: 'portal/profile', lazy: portalPage(() => import('../routes/portal/profile.tsx')) },
    // The group's manifest and waivers (decision 023): the organiser's guest list on its own page.
    { path: 'portal/trips/:id/guests', lazy: portalPage(() => import('../routes/portal/trip-guests.tsx')) },
  ];
}

/**
 * One route tree for the browser router and the prerenderer. Routes load lazily so each page
 * ships only its own code; paths outside the page catalogue must also be listed in paths.ts.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [
        ...publicPageRoutes(),
        { path: 'chat', lazy: async () => ({ Component: (await import('../routes/chat.tsx')).default }) },
        // For a guest who knows what they want (spec: /book?package=&groupSize=&boat=&dayType=): read from its query, so rendered in the browser only.
        { path: 'book', lazy: async () => ({ Component: (await import('../routes/book.tsx')).default }) },
        { path: 'quote-builder', loader: redirectToChat },
        { path: 'quote/id/:id', loader: redirectToChat },
        // A token opens the quote page; a legacy id (short, no dot) redirects to /chat there.
        { path: 'quote/:token', lazy: async () => ({ Component: (await import('../routes/quote.tsx')).default }) },
        // A booking's share link (decision 021): private to the link, so rendered in the browser only, never prerendered.
        { path: 'pay/:token', lazy: async () => ({ Component: (await import('../routes/pay.tsx')).default }) },
        // The group's waiver link (decision 023): private to the link, so rendered in the browser only, never prerendered.
        { path: 'waiver/:token', lazy: async () => ({ Component: (await import('../routes/waiver.tsx')).default }) },
        // Sign-in: the spec's two paths show the same page (/admin/login in the staff's plain frame, below).
        { path: 'auth', lazy: async () => ({ Component: (await import('../routes/login.tsx')).default }) },
        // The blog (issue 19, decision 030): prerendered from the published posts.
        ...blogRoutes(),
        { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).default }) },
      ],
    },
    {
      element: <StaffSignInLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [{ path: 'admin/login', lazy: async () => ({ Component: (await import('../routes/login.tsx')).default }) }],
    },
    {
      // The back office: its own layout, which lets only a signed-in admin through.
      lazy: async () => ({ Component: (await import('../admin/admin-layout.tsx')).default }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: adminRoutes(),
    },
    {
      // The customer portal's sign-in (decision 022): its own plain frame, no guard.
      lazy: async () => ({ Component: (await import('../portal/portal-layout.tsx')).PortalSignInLayout }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [
        { path: 'portal', lazy: portalPage(() => import('../routes/portal/login.tsx')) },
        { path: 'portal/login', lazy: portalPage(() => import('../routes/portal/login.tsx')) },
        { path: 'portal/verify', lazy: portalPage(() => import('../routes/portal/verify.tsx')) },
      ],
    },
    {
      // The signed-in portal: its layout lets only a guest with a portal session through.
      lazy: async () => ({ Component: (await import('../portal/portal-layout.tsx')).default }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: portalRoutes(),
    },
  ];
}
