import { Outlet, ScrollRestoration, redirect, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
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

/** Old quote links go to the quote builder, keeping any query parameters (spec "Quote routes"). */
function redirectToChat({ request }: LoaderFunctionArgs) {
  return redirect(`/chat${new URL(request.url).search}`);
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
        { path: 'quote-builder', loader: redirectToChat },
        { path: 'quote/id/:id', loader: redirectToChat },
        // A token opens the quote page; a legacy id (short, no dot) redirects to /chat there.
        { path: 'quote/:token', lazy: async () => ({ Component: (await import('../routes/quote.tsx')).default }) },
        { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).default }) },
      ],
    },
  ];
}
