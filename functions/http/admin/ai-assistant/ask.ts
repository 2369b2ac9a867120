import { staffQuestionRequestSchema } from '#domain/assistant/staff-assistant.ts';
import { askStaffAssistant } from '../../../app/assistant/staff-assistant.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/**
 * POST /api/admin/ai-assistant/questions: one question to staff's assistant (issue 30, decision
 * 079). Answers 200 with the answer, the records it cites and the facts it rests on, from the
 * read tools the asker's role may use; 429 once the day's model tokens are spent. The route is
 * the owner's and the office's (403 for a captain, 401 signed out).
 */
export const handler = signedInHandler(routes.askStaffAssistant, { body: staffQuestionRequestSchema }, async ({ input, principal, config, now }) => {
  // The route lets owner and office through; the role narrows the tools again (the money collected is the owner's).
  return json(200, orRefuse(await askStaffAssistant(config, { question: input.body.question, role: principal.staffRole, now })));
});
