import { conversationParamsSchema, staffReplyRequestSchema } from '#domain/assistant/agent-chat.ts';
import { replyToConversation } from '../../../app/assistant/staff-agent-chat.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { orRefuse } from '../../../platform/http/refusal.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/**
 * POST /api/admin/agent-conversations/{id}/replies: a staff member's reply, shown in the guest's
 * chat and e-mailed when the guest left an address; it takes the conversation over.
 */
export const handler = signedInHandler(
  routes.replyToAgentConversation,
  { params: conversationParamsSchema, body: staffReplyRequestSchema },
  async ({ input, principal, config, now }) =>
    json(200, orRefuse(await replyToConversation(config, { id: input.params.id, text: input.body.text, by: principal.email, now }))),
);
