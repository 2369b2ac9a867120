import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { setRenderedOrigin } from './absolute-url.ts';
import { embeddedData } from './embedded-data.ts';

/**
 * A page a function renders from several answers that components of its frame and of its page
 * read (decision 095: the signed-in portal's guest, the trip and its guest list): the render's query
 * cache travels with the page (TanStack Query's dehydrated state, in a JSON data block, never run)
 * and the browser's query cache starts from it before hydration, so every query starts with the
 * data its markup was rendered from (as `initialData` would, one hook at a time) and nothing is
 * asked again that its own `staleTime` does not ask for.
 */
export const RENDERED_QUERIES_ID = 'rendered-queries';

export interface RenderedQueries {
  /** The site's origin the page's links were rendered with (absolute-url.ts). */
  readonly origin: string;
  readonly state: DehydratedState;
}

/** Seeds `queryClient` with what the page on screen was rendered from; nothing for a page without it (a prerendered shell). */
export function adoptRenderedQueries(queryClient: QueryClient, doc?: Document): void {
  const rendered = embeddedData<RenderedQueries>(RENDERED_QUERIES_ID, doc);
  if (!rendered) return;
  setRenderedOrigin(rendered.origin);
  hydrate(queryClient, rendered.state);
}
