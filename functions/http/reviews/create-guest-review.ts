import { guestReviewSubmissionSchema, type GuestReviewReceivedResponse } from '#domain/content/guest-reviews.ts';
import { submitGuestReview } from '../../app/content/submit-guest-review.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/content.ts';

/**
 * POST /api/reviews: a guest's review from /testimonials-faq, stored pending staff's approval
 * (decision 077). A bad field is a 400 naming it and stores nothing; the answer never says whether
 * the booking reference matched, which would let anyone test a reference against an e-mail.
 */
export const handler = httpHandler(routes.createGuestReview, { body: guestReviewSubmissionSchema }, async ({ input, config, now }) => {
  await submitGuestReview(config, input.body, now);
  const response: GuestReviewReceivedResponse = { received: true };
  return json(201, response);
});
