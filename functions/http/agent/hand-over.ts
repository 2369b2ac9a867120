import { agentHandOverRequestSchema, conversationParamsSchema } from '#domain/assistant/agent-chat.ts';
import { handOverConversation } from '../../app/assistant/hand-over.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/assistant.ts';

/**
 * POST /api/agent/conversations/{id}/hand-over: the guest's name and e-mail for a person to reply
 * (decision 072). The conversation becomes a lead for staff (once); answers 200 with when a person
 * will reply, 404 for a conversation that ended, 400 for a name or address that does not hold.
 */
export const handler = httpHandler(
  routes.handOverAgentConversation,
  { params: conversationParamsSchema, body: agentHandOverRequestSchema },
  async ({ input, config, now }) => {
    const { name, email, phone, question } = input.body;
    const answer = orRefuse(
      await handOverConversation(config, { conversationId: input.params.id, details: { name, email, phone: phone || undefined, question }, now }),
    );
    return json(200, answer);
  },
);
