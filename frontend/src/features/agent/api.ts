import type { AgentChatRequest, AgentChatResponse, AgentConversationView, AgentHandOverRequest, AgentHandOverResponse } from '#domain/assistant/agent-chat.ts';
import { assistantRoutes } from '#contracts/routes/assistant.ts';
import { api } from '../../lib/api.ts';

/** How often the chat asks for a person's reply while one is due (decision 072). */
export const STAFF_REPLY_POLL_MS = 20_000;

/** One question to the chat agent (decision 069). */
export function askAgent(request: AgentChatRequest): Promise<AgentChatResponse> {
  return api(assistantRoutes.agentChat, { body: request });
}

/** The conversation as it stands, with what a person replied (decision 072). */
export function readConversation(conversationId: string): Promise<AgentConversationView> {
  return api(assistantRoutes.getAgentConversation, { params: { id: conversationId }, cache: 'no-store' });
}

/** The guest's name and e-mail for a person to reply (decision 072). */
export function handOver(conversationId: string, request: AgentHandOverRequest): Promise<AgentHandOverResponse> {
  return api(assistantRoutes.handOverAgentConversation, { params: { id: conversationId }, body: request });
}
