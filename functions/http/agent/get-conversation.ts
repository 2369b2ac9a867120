import { conversationParamsSchema } from '#domain/assistant/agent-chat.ts';
import { agentConversationsRepository } from '../../adapters/dynamodb/agent-conversations-repository.ts';
import { guestView } from '../../app/assistant/conversation-views.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/assistant.ts';

/**
 * GET /api/agent/conversations/{id}: the guest's conversation as their chat shows it, with what a
 * person replied (decision 072). The id is the conversation's random UUID, which only the guest's
 * browser and staff hold; no tool input, staff address or token count is in the answer.
 */
export const handler = httpHandler(routes.getAgentConversation, { params: conversationParamsSchema }, async ({ input, config }) => {
  const conversation = await agentConversationsRepository(config).get(input.params.id);
  if (!conversation) throw new NotFoundError('This conversation has ended. Ask your question again to start a new one.', 'CONVERSATION_NOT_FOUND');
  return json(200, guestView(conversation));
});
