import type { AgentChatRequest, AgentChatResponse } from '#domain/assistant/agent-chat.ts';
import { assistantRoutes } from '#contracts/routes/assistant.ts';
import { api } from '../../lib/api.ts';

/** One question to the chat agent (decision 069). */
export function askAgent(request: AgentChatRequest): Promise<AgentChatResponse> {
  return api(assistantRoutes.agentChat, { body: request });
}
