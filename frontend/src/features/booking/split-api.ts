import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareCheckoutRequest } from '#domain/payments/split-payment-schemas.ts';
import type { ShareCheckoutResponse, ShareLinkResponse } from '#domain/payments/split-payments.ts';
import { paymentsRoutes } from '#contracts/routes/payments.ts';
import { ApiError } from '../../lib/api-client.ts';
import { api } from '../../lib/api.ts';
import type { PayPageData } from './pay-page-data.ts';

// Split the cost (decision 021): the organiser's share link and a friend's share.

export const sharePageQueryKey = (token: string) => ['share-page', token] as const;

export function sharePageQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharePageQueryKey(token),
    queryFn: ({ signal }) => api(paymentsRoutes.getSharePage, { params: { token }, signal }),
  });
}

/** `rendered`: the data the server rendered the page with (decision 093); its answer is the query's data from the start. */
export function useSharePage(token: string, rendered: PayPageData | null = null) {
  return useQuery({ ...sharePageQueryOptions(token), ...(rendered ? { initialData: rendered.answer } : {}) });
}

/** A friend's share: the server reserves it and answers Stripe's page for exactly that amount. */
export function startShareCheckout(token: string, payer: ShareCheckoutRequest): Promise<ShareCheckoutResponse> {
  return api(paymentsRoutes.startShareCheckout, { params: { token }, body: payer });
}

/** The organiser's share link, made once; with `shareAmount` (cents, or null for the per-person cost) it sets what a share is. */
export function setShareLink(quoteToken: string, shareAmount?: number | null): Promise<ShareLinkResponse> {
  return api(paymentsRoutes.setShareLink, { body: { quoteToken, ...(shareAmount === undefined ? {} : { shareAmount }) } });
}

/** The server's words for a refused request (they are written for guests), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) {
    try {
      const refusal = (JSON.parse(error.body) as { error?: { message?: unknown; fields?: Record<string, unknown> } }).error;
      // A field's own message says what to change; the request's says only that it was refused.
      const field = Object.values(refusal?.fields ?? {}).find((value) => typeof value === 'string');
      if (typeof field === 'string') return field;
      if (typeof refusal?.message === 'string') return refusal.message;
    } catch {
      // Not our error shape: the fallback.
    }
  }
  return fallback;
}
