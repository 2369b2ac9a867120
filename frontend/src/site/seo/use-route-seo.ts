import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { applySeoMeta } from './apply-meta.ts';
import { seoMetaQueryKey, takeAppliedBeforeHydration, type SeoMetaResponse } from './fetch-seo-meta.ts';

export const SEO_META_STALE_MS = 5 * 60 * 1000;

/**
 * Keeps the document head in step with the page after each navigation: applies what staff stored
 * for the route (`GET /api/seo/meta/{route}`, cached 5 minutes). A prerendered page has already
 * applied its own before hydrating. Unknown paths (the not-found page) keep their own title.
 */
export function useRouteSeo(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  // Skipped only until the visitor first leaves that page: coming back must re-apply its record.
  const skipPath = useRef<string | null | undefined>(undefined);
  if (skipPath.current === undefined) {
    skipPath.current = typeof window !== 'undefined' && takeAppliedBeforeHydration(window.location.pathname) ? window.location.pathname : null;
  }
  if (pathname !== skipPath.current) skipPath.current = null;
  const known = matches.some((match) => (match.handle as { sitePage?: string } | undefined)?.sitePage !== undefined);
  const { data } = useQuery<SeoMetaResponse | null>({
    queryKey: seoMetaQueryKey(pathname),
    enabled: known && pathname !== skipPath.current,
    staleTime: SEO_META_STALE_MS,
  });
  useEffect(() => {
    if (known && data) applySeoMeta(data.meta);
  }, [known, data]);
}
