import type { AdminFaqReviewResponse } from '#domain/content/faq-review.ts';
import { faqOverridesRepository } from '../../../adapters/dynamodb/faq-overrides-repository.ts';
import { faqFeedbackRepository } from '../../../adapters/dynamodb/faq-feedback-repository.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';

/**
 * GET /api/admin/faq-review: every 'Was this helpful?' tally, per page and answer, and the FAQ
 * lists staff changed (decision 032). The pages' own questions are the site's content, which the
 * screen joins by page and answer id.
 */
export const handler = signedInHandler(routes.getAdminFaqReview, {}, async ({ config }) => {
  const [tallies, stored] = await Promise.all([faqFeedbackRepository(config).list(), faqOverridesRepository(config).get()]);
  const response: AdminFaqReviewResponse = {
    tallies: tallies.map(({ page, faqId, helpful, notHelpful }) => ({ page, faqId, helpful, notHelpful })),
    faq: { overrides: stored?.overrides ?? {}, version: stored?.version ?? 0, updatedAt: stored?.updatedAt ?? null, updatedBy: stored?.updatedBy ?? null },
  };
  return json(200, response);
});
