import * as z from '#domain/shared/zod.ts';
import { faqFeedbackRepository } from '../../adapters/dynamodb/faq-feedback-repository.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { sitePathSchema } from '../../platform/http/site-path.ts';
import * as routes from '../routes/content.ts';

const body = z.object({
  faqId: z
    .string()
    .check(
      z.maxLength(120, { message: 'Keep the FAQ id under 120 characters.' }),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'An FAQ id is a slug such as can-we-bring-drinks.' }),
    ),
  page: sitePathSchema,
  helpful: z.boolean({ message: 'Say whether the answer helped (true or false).' }),
});

/** POST /api/faq/feedback: one 'Was this helpful?' vote, added to that answer's tally on that page. */
export const handler = httpHandler(routes.recordFaqFeedback, { body }, async ({ input, config, now }) => {
  await faqFeedbackRepository(config).record({ ...input.body, at: now.toISOString() });
  return json(202, { recorded: true });
});
