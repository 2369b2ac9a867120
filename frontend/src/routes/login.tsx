import { useCallback, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { SIGN_IN_TITLE } from '../app/prerendered-app-routes.ts';
import { destinationAfterSignIn } from '../features/auth/next-path.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import type { LoginBody } from '../features/auth/api.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import '../styles/auth.css';

/**
 * /auth and /admin/login (spec section 2: the same page). A visitor who is already signed in goes
 * straight on to the page they asked for (`?next=` or the guard's state) or their landing page;
 * signing in here does the same.
 *
 * The form shows while the API is asked who the visitor is: the page is prerendered with it
 * (decision 007), so it paints before any script runs, and a signed-in visitor, the rare one
 * here, moves on as soon as the answer arrives. Its inputs are uncontrolled, so what was typed
 * before then stays.
 */
/** /admin/login is the staff's door; /auth is everyone's. */
const ADMIN_SIGN_IN_PREFIX = '/admin';

export default function LoginPage() {
  const { user, loginWith } = useAuth();
  const location = useLocation();
  usePrivatePageHead(`${SIGN_IN_TITLE} | ${businessFacts.name}`);
  // Once this page's own sign-in succeeds, login() moves on; the redirect below is for visitors
  // who arrive signed in, and must not race it.
  const signedInHere = useRef(false);
  const signIn = useCallback(
    async (body: LoginBody) => {
      signedInHere.current = true;
      try {
        const signedIn = await loginWith(body);
        // The authenticator's step (decision 085): not signed in yet.
        if ('next' in signedIn) {
          signedInHere.current = false;
          return signedIn;
        }
        return undefined;
      } catch (error) {
        signedInHere.current = false;
        throw error;
      }
    },
    [loginWith],
  );

  if (user && !signedInHere.current) return <Navigate to={destinationAfterSignIn(location, user.role, user.email, user.staffRole)} replace />;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{SIGN_IN_TITLE}</h1>
        <p className="auth-card__lead">Use the e-mail address and password of your {businessFacts.name} account.</p>
        <SignInForm onSignIn={signIn} />
        {location.pathname.startsWith(ADMIN_SIGN_IN_PREFIX) ? (
          // Staff are not helped by the guests' phone line (a fresh look): their way back in is the team.
          <p className="auth-card__help">Trouble signing in? Ask an owner to invite you again from the back office's Team screen.</p>
        ) : (
          <p className="auth-card__help">
            Trouble signing in? Call us at <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a>.
          </p>
        )}
      </div>
    </main>
  );
}
