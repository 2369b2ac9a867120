import type { ComponentType } from 'react';
import { Link, Outlet, ScrollRestoration, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { backOfficeAliasTarget } from '#contracts/pages.ts';
import { businessFacts } from '#domain/site/business.ts';
import { Toaster } from '../components/toast/toaster.tsx';
import { RouteErrorFallback } from '../components/error-fallback.tsx';
import { Spinner } from '../components/spinner.tsx';
import { APP_PAGES, type AppFrame } from './app-pages.ts';

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

/** A back-office alias (/admin/settings) goes to the screen it stands for (/settings), keeping the query (issue 31). */
function redirectFromAlias({ request }: LoaderFunctionArgs) {
  const { pathname, search, hash } = new URL(request.url);
  return redirect(`${backOfficeAliasTarget(pathname)}${search}${hash}`);
}

// Every page module under routes/, loaded when its route is first visited (one chunk per page).
const pageModules = import.meta.glob<{ default: ComponentType }>(['../routes/**/*.tsx', '!../routes/**/*.test.tsx']);

/** Whether every registered page has its module (a unit test holds the registry and the code together). */
export function missingAppPageModules(): string[] {
  return APP_PAGES.flatMap((page) => (typeof page.page === 'string' && !pageModules[`../routes/${page.page}`] ? [`${page.path}: routes/${page.page}`] : []));
}

/** The routes of the registered pages (app-pages.ts) that render in `frame`. */
function framePages(frame: AppFrame): RouteObject[] {
  return APP_PAGES.filter((page) => page.frame === frame).map((page): RouteObject => {
    const path = page.path.slice(1);
    if (typeof page.page !== 'string') return { path, loader: 'alias' in page.page ? redirectFromAlias : redirectToChat };
    const load = pageModules[`../routes/${page.page}`];
    if (!load) throw new Error(`No page module routes/${page.page} for ${page.path}`);
    return { path, lazy: async () => ({ Component: (await load()).default }) };
  });
}

/** The site frame's route: site-routes.tsx's routes are added to it (router.patchRoutes) when they load after the rest. */
export const SITE_ROUTE_ID = 'site';

/**
 * One route tree for the browser router and the prerenderer. Routes load lazily so each page
 * ships only its own code: the frames' layouts too, so the portal never loads the marketing
 * header (decision 055). The registered app pages come from app-pages.ts; `siteRoutes` are the
 * public catalogue's, the blog's and the not-found page (site-routes.tsx), which the browser
 * leaves out (`[]`) on a page of another frame until the visitor goes to one.
 */
export function createRoutes(siteRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      id: SITE_ROUTE_ID,
      lazy: async () => ({ Component: (await import('./site-layout.tsx')).default }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [...framePages('site'), ...siteRoutes],
    },
    {
      element: <StaffSignInLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: framePages('staff-sign-in'),
    },
    {
      // The back office: its own layout, which lets only a signed-in admin through.
      lazy: async () => ({ Component: (await import('../admin/admin-layout.tsx')).default }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [
        ...framePages('admin'),
        // An unknown back-office address: the back office's own not-found page, in its frame.
        { path: 'admin/*', lazy: async () => ({ Component: (await import('../routes/admin/not-found.tsx')).default }) },
      ],
    },
    {
      // The customer portal's sign-in (decision 022): its own plain frame, no guard.
      lazy: async () => ({ Component: (await import('../portal/portal-layout.tsx')).PortalSignInLayout }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: framePages('portal-sign-in'),
    },
    {
      // The signed-in portal: its layout lets only a guest with a portal session through.
      lazy: async () => ({ Component: (await import('../portal/portal-layout.tsx')).default }),
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: framePages('portal'),
    },
  ];
}
