import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverSignedResponse } from '#domain/portal/manifest.ts';
import type { WaiverSignatureRequest } from '#domain/portal/manifest-schemas.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { api } from '../../lib/api.ts';
import type { WaiverPageData } from './waiver-page-data.ts';

// The guest's side of the waiver link (decision 023): the trip and the waiver, and the signature.

export const waiverPageQueryKey = (token: string) => ['waiver-page', token] as const;

export function waiverPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: waiverPageQueryKey(token),
    queryFn: ({ signal }) => api(portalRoutes.getWaiverPage, { params: { token }, signal }),
  });
}

/** `rendered`: the data the server rendered the page with (decision 094); its answer is the query's data from the start. */
export function useWaiverPage(token: string, rendered: WaiverPageData | null = null) {
  return useQuery({ ...waiverPageQueryOptions(token), ...(rendered ? { initialData: rendered.answer } : {}) });
}

export function signWaiver(token: string, request: WaiverSignatureRequest): Promise<WaiverSignedResponse> {
  return api(portalRoutes.signWaiver, { params: { token }, body: request });
}
