import { conversationParamsSchema } from '#domain/assistant/agent-chat.ts';
import { takeOverConversation } from '../../../app/assistant/staff-agent-chat.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/** POST /api/admin/agent-conversations/{id}/take-over: the signed-in staff member answers the guest from now on, not the agent. */
export const handler = signedInHandler(routes.takeOverAgentConversation, { params: conversationParamsSchema }, async ({ input, principal, config, now }) =>
  json(200, orRefuse(await takeOverConversation(config, input.params.id, principal.email, now))),
);
