import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { applySeoMeta } from './apply-meta.ts';
import { seoMetaQueryKey, takeFetchedBeforeHydration, type SeoMetaResponse } from './fetch-seo-meta.ts';

export const SEO_META_STALE_MS = 5 * 60 * 1000;

/**
 * Keeps the document head in step with the page after each navigation: applies what staff stored
 * for the route (`GET /api/seo/meta/{route}`, cached 5 minutes). A prerendered page has already
 * fetched and applied its own before hydrating: that answer goes into the cache, so coming back to
 * the page applies it at once rather than asking again. Unknown paths (the not-found page) keep
 * their own title.
 */
export function useRouteSeo(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const [prefetched] = useState(() =>
    typeof window === 'undefined' ? null : { pathname: window.location.pathname, answer: takeFetchedBeforeHydration(window.location.pathname) },
  );
  const [waiting, setWaiting] = useState(prefetched?.answer != null);
  useEffect(() => {
    if (!prefetched?.answer) return;
    let current = true;
    void prefetched.answer.then((response) => {
      if (response) queryClient.setQueryData(seoMetaQueryKey(prefetched.pathname), response);
      if (current) setWaiting(false);
    });
    return () => {
      current = false;
    };
  }, [prefetched, queryClient]);
  const known = matches.some((match) => (match.handle as { sitePage?: string } | undefined)?.sitePage !== undefined);
  const { data } = useQuery<SeoMetaResponse | null>({
    queryKey: seoMetaQueryKey(pathname),
    // The page's own answer is on its way: asking again would only race it.
    enabled: known && !(waiting && pathname === prefetched?.pathname),
    staleTime: SEO_META_STALE_MS,
  });
  useEffect(() => {
    if (known && data) applySeoMeta(data.meta);
  }, [known, data]);
}
