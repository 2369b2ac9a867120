import { contentRoutes } from '#contracts/routes/content.ts';
import { api, apiKey } from '../../lib/api.ts';
import { applySeoMeta } from './apply-meta.ts';

export type { SeoMetaResponse } from '#contracts/routes/content.ts';

/** The query key for a route's SEO record; the default query fetcher joins it into the URL. */
export function seoMetaQueryKey(pathname: string) {
  return apiKey(contentRoutes.getSeoMeta, { params: { route: pathname } });
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
    applySeoMeta((await api(contentRoutes.getSeoMeta, { params: { route: pathname } })).meta);
  } catch {
    // The prerendered head already carries the defaults.
  }
}
