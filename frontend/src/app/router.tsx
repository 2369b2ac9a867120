import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { SiteHeader } from '../components/site-header.tsx';
import { RouteErrorFallback } from '../components/error-fallback.tsx';
import { Spinner } from '../components/spinner.tsx';

function RootLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
      {/* New navigations start at the top; back/forward restore the previous position. */}
      <ScrollRestoration />
    </>
  );
}

/** Routes load lazily so each page ships only its own code. Paths must also be in paths.ts. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <Spinner />,
      children: [
        { path: '/', lazy: async () => ({ Component: (await import('../routes/home.tsx')).default }) },
        { path: '*', lazy: async () => ({ Component: (await import('../routes/not-found.tsx')).default }) },
      ],
    },
  ]);
}
