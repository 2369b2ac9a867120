import { Link } from 'react-router';

/**
 * An unknown address under /admin/ (router.tsx): staff stay in the back office's frame, with its
 * navigation, and get a way back to the dashboard rather than the public site's 404.
 */
export default function AdminNotFoundPage() {
  return (
    <div className="admin-page admin-not-found">
      <header className="admin-page__header">
        <h1>Page not found</h1>
      </header>
      <p className="admin-page__lead">There is no back-office screen at this address. The link may be mistyped, or the screen may have moved.</p>
      <p>
        <Link className="button button--primary" to="/dashboard">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
