import { fillPath } from '#contracts/route.ts';
import { contentRoutes, type SeoMetaResponse } from '#contracts/routes/content.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { applySeoMeta } from './apply-meta.ts';

export type { SeoMetaResponse } from '#contracts/routes/content.ts';

// Every prerendered page's entry script applies the record, so this module builds the address
// with the contract's fillPath alone rather than the client (lib/api.ts): the entry stays small.
const seoMetaUrl = (pathname: string) => fillPath(contentRoutes.getSeoMeta.path, { route: pathname });

/** The query key for a route's SEO record: its URL, as lib/api.ts's apiKey makes it, which the default query fetcher asks. */
export function seoMetaQueryKey(pathname: string) {
  return [seoMetaUrl(pathname)] as const;
}

/** The record a prerendered page fetched for itself before React took over, while it is not yet taken. */
let beforeHydration: { pathname: string; answer: Promise<SeoMetaResponse | null> } | null = null;

/**
 * The record the page fetched before hydration for `pathname`, once: the hook puts it in the query
 * cache, so the page neither asks again now nor when the visitor comes back to it.
 */
export function takeFetchedBeforeHydration(pathname: string): Promise<SeoMetaResponse | null> | null {
  const taken = beforeHydration?.pathname === pathname ? beforeHydration.answer : null;
  beforeHydration = null;
  return taken;
}

/** For a prerendered page: applies what staff stored for it, without waiting for React. */
export function applyStoredSeoMeta(pathname: string): Promise<void> {
  const answer = apiRequest<SeoMetaResponse>('GET', seoMetaUrl(pathname)).then(
    (response) => response,
    // The prerendered head already carries the defaults.
    () => null,
  );
  beforeHydration = { pathname, answer };
  return answer.then((response) => {
    if (response) applySeoMeta(response.meta);
  });
}
