import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverSignedResponse } from '#domain/portal/manifest.ts';
import type { WaiverSignatureRequest } from '#domain/portal/manifest-schemas.ts';
import { portalRoutes } from '#contracts/routes/portal.ts';
import { api } from '../../lib/api.ts';

// The guest's side of the waiver link (decision 023): the trip and the waiver, and the signature.

export const waiverPageQueryKey = (token: string) => ['waiver-page', token] as const;

export function waiverPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: waiverPageQueryKey(token),
    queryFn: ({ signal }) => api(portalRoutes.getWaiverPage, { params: { token }, signal }),
  });
}

export const useWaiverPage = (token: string) => useQuery(waiverPageQueryOptions(token));

export function signWaiver(token: string, request: WaiverSignatureRequest): Promise<WaiverSignedResponse> {
  return api(portalRoutes.signWaiver, { params: { token }, body: request });
}
