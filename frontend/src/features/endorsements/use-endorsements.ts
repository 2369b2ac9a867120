import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '#contracts/routes/site.ts';
import type { ResponseOf } from '#contracts/route.ts';
import { apiKey } from '../../lib/api.ts';

export type { Endorsement } from '#contracts/routes/site.ts';

/** `GET /api/endorsements/homepage`: fresh for 10 minutes, kept for an hour (spec section 7). */
export function useEndorsements() {
  return useQuery<ResponseOf<typeof siteRoutes.listHomepageEndorsements>>({
    queryKey: apiKey(siteRoutes.listHomepageEndorsements),
    staleTime: 10 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
  });
}
