// The server's staff (admin) routes of the assistant: each route of
// `contracts/routes/assistant-staff.ts` with its handler and grants (decisions 041, 054, 072).
// Every route here answers 401 without a session and 403 to a signed-in non-admin before its
// handler runs (functions/platform/http/handler.ts).
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

export const listAgentConversations = {
  method: 'GET',
  path: '/api/admin/agent-conversations',
  entry: 'functions/http/admin/agent-chat/list-conversations.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminAgentConversation = {
  method: 'GET',
  path: '/api/admin/agent-conversations/{id}',
  entry: 'functions/http/admin/agent-chat/get-conversation.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const takeOverAgentConversation = {
  method: 'POST',
  path: '/api/admin/agent-conversations/{id}/take-over',
  entry: 'functions/http/admin/agent-chat/take-over.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

// A reply to a guest who left an e-mail is announced (AgentChatReplyPosted); its consumer e-mails it through the outbox.
export const replyToAgentConversation = {
  method: 'POST',
  path: '/api/admin/agent-conversations/{id}/replies',
  entry: 'functions/http/admin/agent-chat/reply.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const markAgentAnswerWrong = {
  method: 'POST',
  path: '/api/admin/agent-conversations/{id}/wrong-answers',
  entry: 'functions/http/admin/agent-chat/mark-wrong.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const listAgentReviews = {
  method: 'GET',
  path: '/api/admin/agent-reviews',
  entry: 'functions/http/admin/agent-chat/list-reviews.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Staff's assistant (decision 079): one question, answered by the model from read tools; it only
// reads, and counts its tokens towards the day's allowance like the guest agent (table:write),
// which caps what staff's questions can spend; staff are signed in, so no address limit.
export const askStaffAssistant = {
  method: 'POST',
  path: '/api/admin/ai-assistant/questions',
  entry: 'functions/http/admin/ai-assistant/ask.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'model:invoke'],
} as const satisfies RouteDefinition;
