import { useState } from 'react';
import { Link, matchPath, Navigate, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { Spinner } from '../components/spinner.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { Toaster } from '../components/toast/toaster.tsx';
import { portalPaths, portalSignInPathFor, usePortalGuest, usePortalSignOut } from '../features/portal/session.ts';
import { TRIP_PAGES_PATTERN, TripWaiting } from '../features/portal-trip/trip-waiting.tsx';
import '../styles/auth.css';
import '../styles/portal.css';

/** The portal's top bar: the business's name and, for a signed-in guest, the portal's pages and Sign out. */
export function PortalMasthead({ signedIn }: { signedIn?: { email: string; onSignOut: () => void; signingOut: boolean } }) {
  return (
    <header className="portal-masthead">
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <Link to={signedIn ? portalPaths.dashboard : '/'} className="portal-masthead__brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{businessFacts.name}</span>
      </Link>
      {signedIn ? (
        <nav className="portal-masthead__nav" aria-label="Your trips">
          <NavLink to={portalPaths.dashboard} className="portal-masthead__link">
            Dashboard
          </NavLink>
          <NavLink to={portalPaths.profile} className="portal-masthead__link">
            Profile
          </NavLink>
          <button type="button" className="portal-masthead__link portal-masthead__sign-out" onClick={signedIn.onSignOut} disabled={signedIn.signingOut}>
            {signedIn.signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </nav>
      ) : (
        <Link to="/" className="portal-masthead__link portal-masthead__back">
          Back to the site
        </Link>
      )}
    </header>
  );
}

/** The sign-in pages' frame (/portal, /portal/login, /portal/verify): no guard. */
export function PortalSignInLayout() {
  return (
    <div className="portal-frame">
      <PortalMasthead />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The signed-in portal's layout (decision 022): a spinner while the API says who is signed in,
 * the sign-in page for a signed-out visitor (`/portal/login?next=<the page>`), and the page in the
 * portal's frame for a guest. Every page under it may assume a guest.
 */
export default function PortalLayout() {
  // Pending, not loading: prerendered (queries off) the frame is this waiting state, as the browser's first render is.
  const { data: guest, isPending } = usePortalGuest();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = usePortalSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = () => {
    setSigningOut(true);
    void signOut().then(async (done) => {
      if (done) {
        await navigate(portalPaths.login, { replace: true });
        return;
      }
      setSigningOut(false);
      toast({ title: 'Sign-out failed', description: "You're still signed in. Check your connection and try again.", variant: 'error' });
    });
  };

  if (isPending) {
    return (
      <div className="portal-frame">
        <PortalMasthead />
        {/* A trip's page (the booking e-mails' link) waits as its own loading state: the heading stays as the trip loads. */}
        {matchPath(TRIP_PAGES_PATTERN, location.pathname) ? (
          <TripWaiting />
        ) : (
          <main id="main" className="portal-waiting">
            <Spinner label="Loading..." />
          </main>
        )}
      </div>
    );
  }
  if (!guest && !signingOut) return <Navigate to={portalSignInPathFor(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className="portal-frame">
      <PortalMasthead signedIn={{ email: guest?.email ?? '', onSignOut, signingOut }} />
      <Outlet />
      <footer className="portal-signed-in-as">
        Signed in as <span className="portal-signed-in-as__email">{guest?.email}</span>
      </footer>
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
