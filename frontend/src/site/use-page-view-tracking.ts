import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics.ts';

/** Records the page path on every route change. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
