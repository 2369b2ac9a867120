// The server's routes of the assistant: each route of `contracts/routes/assistant.ts` with its
// handler, grants and limits (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// The guest's chat agent (issue 30, decision 069). Each question costs model tokens, so an
// address asks at most 30 in ten minutes (a guest types a handful); the tokens per conversation
// and per day are counted in the table as well (functions/app/assistant/guest-agent.ts). Its
// questions and answers go through the guest agent's guardrail (decision 086).
export const agentChat = {
  method: 'POST',
  path: '/api/agent/chat',
  entry: 'functions/http/agent/chat.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish', 'model:invoke', 'model:guardrail'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// The guest's chat reads its conversation again for what a person replied (decision 072): a poll
// every half minute while a person has it, a read of one item each.
export const getAgentConversation = {
  method: 'GET',
  path: '/api/agent/conversations/{id}',
  entry: 'functions/http/agent/get-conversation.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The guest leaves their name and e-mail for a person: one lead per conversation, so a handful a
// window is plenty, as for the contact form.
export const handOverAgentConversation = {
  method: 'POST',
  path: '/api/agent/conversations/{id}/hand-over',
  entry: 'functions/http/agent/hand-over.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 10, windowSeconds: 600 },
} as const satisfies RouteDefinition;
