import { useCallback, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { businessFacts } from '#domain/business.ts';
import { Spinner } from '../components/spinner.tsx';
import { destinationAfterSignIn } from '../features/auth/next-path.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import '../styles/auth.css';

/**
 * /auth and /admin/login (spec section 2: the same page). A visitor who is already signed in goes
 * straight on to the page they asked for (`?next=` or the guard's state) or their landing page;
 * signing in here does the same.
 */
export default function LoginPage() {
  const { user, isLoading, login } = useAuth();
  const location = useLocation();
  usePrivatePageHead(`Sign in | ${businessFacts.name}`);
  // Once this page's own sign-in succeeds, login() moves on; the redirect below is for visitors
  // who arrive signed in, and must not race it.
  const signedInHere = useRef(false);
  const signIn = useCallback(
    async (email: string, password: string) => {
      signedInHere.current = true;
      try {
        await login(email, password);
      } catch (error) {
        signedInHere.current = false;
        throw error;
      }
    },
    [login],
  );

  let content: ReactNode;
  if (isLoading) {
    content = <Spinner />;
  } else if (user && !signedInHere.current) {
    return <Navigate to={destinationAfterSignIn(location, user.role)} replace />;
  } else {
    content = (
      <div className="auth-card">
        <h1 className="auth-card__title">Sign in</h1>
        <p className="auth-card__lead">Use the e-mail address and password of your {businessFacts.name} account.</p>
        <SignInForm onSignIn={signIn} />
        <p className="auth-card__help">
          Trouble signing in? Call us at <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a>.
        </p>
      </div>
    );
  }
  return (
    <main id="main" className="auth-page">
      {content}
    </main>
  );
}
