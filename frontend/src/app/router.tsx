import { Outlet, ScrollRestoration, useNavigation, type RouteObject } from 'react-router';
import { MobileBottomBar, SiteFooter, SiteHeader } from '../components/layout/index.ts';
import { Toaster } from '../components/toast/index.ts';
import { RouteErrorFallback } from '../components/error-fallback.tsx';
import { Spinner } from '../components/spinner.tsx';
import { publicPageRoutes } from '../site/pages.tsx';
import { useRouteSeo } from '../site/seo/use-route-seo.ts';
import { usePageViewTracking } from '../site/use-page-view-tracking.ts';

function RootLayout() {
  const navigation = useNavigation();
  useRouteSeo();
  usePageViewTracking();
  return (
    <>
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
        { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).default }) },
      ],
    },
  ];
}
