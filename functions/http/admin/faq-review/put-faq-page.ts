import type { FaqOverrides } from '#domain/content/faq-overrides.ts';
import { faqPageSaveRequestSchema } from '#domain/content/faq-page-request.ts';
import type { AdminFaqReviewResponse } from '#domain/content/faq-review.ts';
import { FaqChanged } from '#events/content.ts';
import { faqOverridesRepository } from '../../../adapters/dynamodb/faq-overrides-repository.ts';
import { faqFeedbackRepository } from '../../../adapters/dynamodb/faq-feedback-repository.ts';
import { pendingEvent, publishPending } from '../../../adapters/eventbridge/publisher.ts';
import { ConflictError } from '../../../platform/http/errors.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/content-staff.ts';

const staleVersion = () => new ConflictError('FAQ_CHANGED', 'Someone else changed the FAQ after you opened it. Load their version, then edit again.');

/**
 * PUT /api/admin/faq-review `{ version, page, items }`: replaces one page's FAQ list (its whole
 * order, with retired answers kept), or resets the page to its own answers (`items: null`).
 * Validated (400 naming `items.<n>.<field>`, nothing stored), conditional on `version` (409), and
 * stored with FaqChanged (decision 017), which republishes the page and its FAQPage JSON-LD.
 */
export const handler = signedInHandler(routes.putAdminFaqPage, { body: faqPageSaveRequestSchema }, async ({ input, principal, config, now }) => {
  const { version, page, items } = input.body;
  const repository = faqOverridesRepository(config);
  const current = await repository.get();
  if (version !== (current?.version ?? 0)) throw staleVersion();
  const overrides: FaqOverrides = { ...(current?.overrides ?? {}) };
  if (items === null) delete overrides[page];
  else overrides[page] = items;
  const event = pendingEvent(FaqChanged, { faqVersion: version + 1, updatedBy: principal.email, page, reset: items === null }, { now });
  const outcome = await repository.save({ expectedVersion: version, overrides, at: now.toISOString(), by: principal.email }, event);
  if ('conflict' in outcome) throw staleVersion();
  await publishPending(config, [event]);
  const tallies = await faqFeedbackRepository(config).list();
  const response: AdminFaqReviewResponse = {
    tallies: tallies.map(({ page: tallyPage, faqId, helpful, notHelpful }) => ({ page: tallyPage, faqId, helpful, notHelpful })),
    faq: { overrides: outcome.saved.overrides, version: outcome.saved.version, updatedAt: outcome.saved.updatedAt, updatedBy: outcome.saved.updatedBy },
  };
  return json(200, response);
});
