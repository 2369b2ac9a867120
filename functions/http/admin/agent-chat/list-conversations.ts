import { agentConversationsRepository } from '../../../adapters/dynamodb/agent-conversations-repository.ts';
import { staffSummary } from '../../../app/assistant/conversation-views.ts';
import { signedInHandler } from '../../../platform/http/signed-in-handler.ts';
import { json } from '../../../platform/http/response.ts';
import * as routes from '../../routes/assistant-staff.ts';

/** GET /api/admin/agent-conversations: every guest conversation with the agent, newest first (decision 072). */
export const handler = signedInHandler(routes.listAgentConversations, {}, async ({ config }) => {
  const conversations = await agentConversationsRepository(config).listNewest();
  return json(200, { conversations: conversations.map(staffSummary) });
});
