import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The global error screen (spec section 2): heading, text, the raw message, Go Home and Reload Page. */
export function ErrorFallback({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Uncaught render error', error);
  }, [error]);
  return (
    <main id="main" className="error-screen">
      <h1>Oops! Something went wrong</h1>
      <p>We encountered an unexpected error. Please try one of the options below.</p>
      <pre className="error-screen__message">{messageOf(error)}</pre>
      <div className="error-screen__actions">
        <a className="button button--primary" href="/">
          Go Home
        </a>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </main>
  );
}

export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}
