import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';

/** A session that ended while a screen was open (expired, signed out in another tab). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a screen shows when its data did not load: what failed, and a way on. Retrying helps
 * with a network hiccup; an ended session needs signing in again instead; a record that is not
 * there (404) is said to be missing, since no retry or connection will bring it.
 */
export function LoadError({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const signedOut = isSignedOut(error);
  if (isNotFound(error))
    return (
      <div className="admin-alert admin-alert--error" role="alert">
        <AlertTriangle size={22} aria-hidden="true" />
        <div>
          <p className="admin-alert__title">We couldn't find {what}.</p>
          <p>It may have been deleted, or the address is wrong.</p>
        </div>
      </div>
    );
  return (
    <div className="admin-alert admin-alert--error" role="alert">
      <AlertTriangle size={22} aria-hidden="true" />
      <div>
        <p className="admin-alert__title">We couldn't load {what}.</p>
        {signedOut ? (
          <p>
            Your session has ended. <Link to="/admin/login">Sign in again</Link> to carry on.
          </p>
        ) : (
          <>
            <p>Check your connection and try again.</p>
            <button type="button" className="button button--small" onClick={onRetry} disabled={retrying}>
              {retrying ? 'Retrying...' : 'Try again'}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * What a detail screen shows until its record is there: 'not found' with the way back to its
 * list, the load error with a retry, or the spinner; each under the screen's own heading.
 */
export function DetailPending({
  query,
  noun,
  notFound,
}: {
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** 'quote', 'booking': in the heading and the messages. */
  noun: string;
  /** What 'not found' says and where it points back to. */
  notFound: ReactNode;
}) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (query.isError && isNotFound(query.error)) {
    return (
      <>
        <h1>{title} not found</h1>
        <p className="admin-empty">{notFound}</p>
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      {query.isError ? (
        <LoadError what={`this ${noun}`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Spinner label={`Loading the ${noun}...`} />
      )}
    </>
  );
}
