import { adminGuestReview, guestReviewListQuerySchema, type AdminGuestReviewsResponse } from '#domain/content/guest-reviews.ts';
import { guestReviewsRepository } from '../../../adapters/dynamodb/guest-reviews-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';

/** GET /api/admin/reviews?status=pending|approved|rejected (pending unless asked): the guests' reviews of that status, newest first (decision 077). */
export const handler = signedInHandler(routes.listAdminGuestReviews, { query: guestReviewListQuerySchema }, async ({ input, config }) => {
  const { status } = input.query;
  const reviews = await guestReviewsRepository(config).listByStatus(status);
  const response: AdminGuestReviewsResponse = { status, reviews: reviews.map(adminGuestReview) };
  return json(200, response);
});
