import { conversationParamsSchema, markWrongRequestSchema } from '#domain/assistant/agent-chat.ts';
import { markAnswerWrong } from '../../../app/assistant/staff-agent-chat.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/** POST /api/admin/agent-conversations/{id}/wrong-answers: marks one of the agent's answers wrong and puts it on the review list. */
export const handler = signedInHandler(
  routes.markAgentAnswerWrong,
  { params: conversationParamsSchema, body: markWrongRequestSchema },
  async ({ input, principal, config, now }) =>
    json(200, orRefuse(await markAnswerWrong(config, { id: input.params.id, turn: input.body.turn, note: input.body.note, by: principal.email, now }))),
);
