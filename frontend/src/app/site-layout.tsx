import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AnnouncementBar } from '../components/layout/announcement-bar.tsx';
import { MobileBottomBar } from '../components/layout/mobile-bottom-bar.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useRouteSeo } from '../site/seo/use-route-seo.ts';
import { usePageViewTracking } from '../site/use-page-view-tracking.ts';

/**
 * The public site's frame: the marketing header, the footer and the phone's bottom bar. A route of
 * its own (router.tsx), so the portal and the back office never load it (decision 055).
 */
export default function SiteLayout() {
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
