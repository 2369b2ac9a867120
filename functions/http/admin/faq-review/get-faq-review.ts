import type { AdminFaqReviewResponse } from '#domain/faq-review.ts';
import { faqFeedbackRepository } from '../../../shared/data/faq-feedback-repository.ts';
import { signedInHandler } from '../../../shared/http/signed-in-handler.ts';
import { json } from '../../../shared/http/response.ts';
import { routes } from '../../routes.ts';

/**
 * GET /api/admin/faq-review: every 'Was this helpful?' tally, per page and answer (decision 032).
 * The questions themselves are the site's content, which the screen joins by page and answer id.
 */
export const handler = signedInHandler(routes.getAdminFaqReview, {}, async ({ config }) => {
  const tallies = await faqFeedbackRepository(config).list();
  const response: AdminFaqReviewResponse = {
    tallies: tallies.map(({ page, faqId, helpful, notHelpful }) => ({ page, faqId, helpful, notHelpful })),
  };
  return json(200, response);
});
