import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaiverPageResponse, WaiverSignedResponse } from '#domain/portal/manifest.ts';
import type { WaiverSignatureRequest } from '#domain/portal/manifest-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

// The guest's side of the waiver link (decision 023): the trip and the waiver, and the signature.

export const waiverPageQueryKey = (token: string) => ['waiver-page', token] as const;

export function waiverPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: waiverPageQueryKey(token),
    queryFn: ({ signal }) => apiRequest<WaiverPageResponse>('GET', `/api/waivers/${encodeURIComponent(token)}`, undefined, { signal }),
  });
}

export const useWaiverPage = (token: string) => useQuery(waiverPageQueryOptions(token));

export function signWaiver(token: string, request: WaiverSignatureRequest): Promise<WaiverSignedResponse> {
  return apiRequest<WaiverSignedResponse>('POST', `/api/waivers/${encodeURIComponent(token)}/signatures`, request);
}
