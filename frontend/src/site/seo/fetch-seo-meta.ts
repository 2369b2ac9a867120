import type { SeoMeta } from '#domain/content/seo-defaults.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { applySeoMeta } from './apply-meta.ts';

export interface SeoMetaResponse {
  route: string;
  meta: SeoMeta;
  source: 'custom' | 'default';
}

/** The query key for a route's SEO record; the default query fetcher joins it into the URL. */
export function seoMetaQueryKey(pathname: string) {
  return ['/api/seo/meta', encodeURIComponent(pathname)] as const;
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
    applySeoMeta((await apiRequest<SeoMetaResponse>('GET', seoMetaQueryKey(pathname).join('/'))).meta);
  } catch {
    // The prerendered head already carries the defaults.
  }
}
