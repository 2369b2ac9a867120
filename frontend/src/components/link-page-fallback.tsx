import { ApiError } from '../lib/api-client.ts';
import { Spinner } from './spinner.tsx';

// A page opened by a private link (a share link, a waiver link) shows one of three things until
// its data is in: the link opens nothing, the load failed (with a retry), or its heading, what it
// is for and a spinner. The last is the shell the build prerenders for every link (decision 061).

/** The API's answer for a link that can never open anything: unknown (404) or not link-shaped (400). */
export function isUnknownLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface LinkPageFallbackProps {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The page's heading while it loads or failed to load. */
  title: string;
  /** What the page is for, under its heading while it loads: the same for every link. */
  lead: string;
  /** What the spinner says while the page loads. */
  loadingLabel: string;
  notFoundTitle: string;
  notFoundText: string;
  loadErrorText: string;
}

/** What a link's page shows before its data: not found, a load error with "Try again", or its heading with a spinner. */
export function LinkPageFallback({ query, title, lead, loadingLabel, notFoundTitle, notFoundText, loadErrorText }: LinkPageFallbackProps) {
  if (query.isError && isUnknownLink(query.error)) {
    return (
      <>
        <h1>{notFoundTitle}</h1>
        <p>{notFoundText}</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1>{title}</h1>
        <div className="form-alert" role="alert">
          <p>{loadErrorText}</p>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      <p>{lead}</p>
      <Spinner label={loadingLabel} />
    </>
  );
}
