// The API's routes of the assistant: the guest's chat agent on /chat (issue 30, decision 069).
import type { AgentChatRequest, AgentChatResponse } from '#domain/assistant/agent-chat.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  agentChat: { method: 'POST', path: '/api/agent/chat', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface AssistantIo {
  agentChat: { response: AgentChatResponse; body: AgentChatRequest };
}

export const assistantRoutes: RouteTable<typeof publicTable, AssistantIo> = publicTable;
