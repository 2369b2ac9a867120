import { useState } from 'react';
import { Navigate, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { AccessDenied } from './access-denied.tsx';
import { AdminShell } from './admin-shell.tsx';
import '../styles/auth.css';
import '../styles/admin.css';

/** Where a signed-out visitor on a back-office page is sent (spec section 6). */
export const ADMIN_SIGN_IN_PATH = '/admin/login';

/**
 * The guard (spec section 4, "Protected page"): a spinner while the current user loads, the
 * sign-in page without a user (remembering the page to come back to), Access Denied for a
 * signed-in account that is not an admin, and the back office for an admin.
 */
function AdminGuard() {
  const { user, isLoading, isAdmin, logout } = useAuth();
  const location = useLocation();
  // Signing out empties the cache before it reaches /auth; until then this page waits instead of
  // treating the visitor as signed out. It leaves with the page, so it is never reset on success.
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = () => {
    setSigningOut(true);
    void logout().then((signedOut) => {
      if (!signedOut) setSigningOut(false);
    });
  };

  if (isLoading || isSigningOut) {
    return (
      <main id="main" className="admin-shell-waiting">
        <Spinner label={isSigningOut ? 'Signing out...' : 'Loading...'} />
      </main>
    );
  }
  if (!user) return <Navigate to={ADMIN_SIGN_IN_PATH} replace state={{ from: location }} />;
  if (!isAdmin) return <AccessDenied email={user.email} onSignOut={signOut} />;
  return <AdminShell email={user.email} staffRole={user.staffRole} onSignOut={signOut} />;
}

/** The back office's layout route (router.tsx): every admin page renders inside the guard. */
export default function AdminLayout() {
  return (
    <>
      <AdminGuard />
      {/* New navigations start at the top; back/forward restore the position (as on the public site). */}
      <ScrollRestoration />
    </>
  );
}
