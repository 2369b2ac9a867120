import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestReviewDecision, GuestReviewStatus } from '#domain/content/guest-reviews.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// Guests' reviews (decision 077). Reviews arrive while the screen is open, and a decision moves one
// from a list to another, so every list is fetched again when it is shown and after a decision.

const keys = {
  all: () => [...backOfficeKeys.all, 'guest-reviews'] as const,
  list: (status: GuestReviewStatus) => [...keys.all(), status] as const,
};

export const useGuestReviews = (status: GuestReviewStatus) =>
  useQuery(
    queryOptions({
      queryKey: keys.list(status),
      queryFn: ({ signal }) => api(contentStaffRoutes.listAdminGuestReviews, { query: { status }, signal }),
      staleTime: 0,
    }),
  );

/** Approve or reject one review over the version the list showed; every list is fetched again after. */
export function useDecideGuestReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GuestReviewDecision & { id: string }) => api(contentStaffRoutes.putAdminGuestReview, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all() }),
  });
}
