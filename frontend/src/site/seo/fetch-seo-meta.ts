import type { SeoMeta } from '#domain/seo-defaults.ts';
import { applySeoMeta } from './apply-meta.ts';

export interface SeoMetaResponse {
  route: string;
  meta: SeoMeta;
  source: 'custom' | 'default';
}

export function seoMetaUrl(pathname: string): string {
  return `/api/seo/meta/${encodeURIComponent(pathname)}`;
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
    const response = await fetch(seoMetaUrl(pathname), { credentials: 'include', headers: { accept: 'application/json' } });
    if (response.ok) applySeoMeta(((await response.json()) as SeoMetaResponse).meta);
  } catch {
    // The prerendered head already carries the defaults.
  }
}
