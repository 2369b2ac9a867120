import * as z from '#domain/shared/zod.ts';
import { adminGuestReview, guestReviewDecisionSchema, type AdminGuestReviewResponse } from '#domain/content/guest-reviews.ts';
import { decideGuestReview } from '../../../app/content/decide-guest-review.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';

const params = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * PUT /api/admin/reviews/{id} `{ version, status: 'approved' | 'rejected' }`: staff's decision
 * over the version they loaded (409 REVIEW_CHANGED when someone decided in between, 404 for no
 * such review). Approving, or taking an approved review off, republishes the site (decision 077).
 */
export const handler = signedInHandler(routes.putAdminGuestReview, { params, body: guestReviewDecisionSchema }, async ({ input, principal, config, now }) => {
  const review = orRefuse(await decideGuestReview(config, input.params.id, input.body, principal.email, now));
  const response: AdminGuestReviewResponse = { review: adminGuestReview(review) };
  return json(200, response);
});
