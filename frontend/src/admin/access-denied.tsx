import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { MobileBottomBar } from '../components/layout/mobile-bottom-bar.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Toaster } from '../components/toast/toaster.tsx';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';

export interface AccessDeniedProps {
  email: string;
  onSignOut: () => void;
}

/**
 * A signed-in account without the admin role on a back-office page (spec section 6). It is not a
 * staff screen, so it keeps the public site around it: the visitor is a customer, and the way on
 * is the site or another account.
 */
export function AccessDenied({ email, onSignOut }: AccessDeniedProps) {
  usePrivatePageHead(`Access Denied | ${businessFacts.name}`);
  return (
    <>
      <SiteHeader />
      <main id="main" className="auth-page">
        <div className="auth-card auth-card--denied">
          <ShieldAlert className="auth-card__icon" size={40} aria-hidden="true" />
          <h1 className="auth-card__title">Access Denied</h1>
          <p className="auth-card__lead">You don't have permission to access this page</p>
          <p>
            You're signed in as <strong className="auth-card__email">{email}</strong>. The back office is for staff accounts; sign out to use another account.
          </p>
          <div className="auth-card__actions">
            <Link className="button button--primary" to="/">
              Go to the home page
            </Link>
            <button type="button" className="button" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </div>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <Toaster />
    </>
  );
}
