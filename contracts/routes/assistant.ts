// The API's routes of the assistant: the guest's chat agent on /chat (issue 30, decisions 069, 072).
import type { AgentChatRequest, AgentChatResponse, AgentConversationView, AgentHandOverRequest, AgentHandOverResponse } from '#domain/assistant/agent-chat.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  agentChat: { method: 'POST', path: '/api/agent/chat', auth: 'public' },
  // The conversation's id (a random UUID only the guest's browser and staff hold) is what opens it.
  getAgentConversation: { method: 'GET', path: '/api/agent/conversations/{id}', auth: 'public' },
  handOverAgentConversation: { method: 'POST', path: '/api/agent/conversations/{id}/hand-over', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface AssistantIo {
  agentChat: { response: AgentChatResponse; body: AgentChatRequest };
  getAgentConversation: { response: AgentConversationView };
  handOverAgentConversation: { response: AgentHandOverResponse; body: AgentHandOverRequest };
}

export const assistantRoutes: RouteTable<typeof publicTable, AssistantIo> = publicTable;
