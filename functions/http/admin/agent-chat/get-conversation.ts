import { conversationParamsSchema } from '#domain/assistant/agent-chat.ts';
import { conversationForStaff } from '../../../app/assistant/staff-agent-chat.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/** GET /api/admin/agent-conversations/{id}: every turn with the tools it ran and their input, the hand-over and the replies. */
export const handler = signedInHandler(routes.getAdminAgentConversation, { params: conversationParamsSchema }, async ({ input, config }) =>
  json(200, orRefuse(await conversationForStaff(config, input.params.id))),
);
