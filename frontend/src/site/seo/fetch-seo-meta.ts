import { fillPath, type ResponseOf } from '#contracts/route.ts';
import { contentRoutes } from '#contracts/routes/content.ts';
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

/** The path whose record the page applied before React took over (the hook skips it once). */
let appliedBeforeHydration: string | null = null;

export function takeAppliedBeforeHydration(pathname: string): boolean {
  const applied = appliedBeforeHydration === pathname;
  appliedBeforeHydration = null;
  return applied;
}

/** For a prerendered page: applies what staff stored for it, without waiting for React. */
export async function applyStoredSeoMeta(pathname: string): Promise<void> {
  appliedBeforeHydration = pathname;
  try {
    applySeoMeta((await apiRequest<ResponseOf<typeof contentRoutes.getSeoMeta>>('GET', seoMetaUrl(pathname))).meta);
  } catch {
    // The prerendered head already carries the defaults.
  }
}
