// The API's staff (admin) routes of the assistant: the agent chat at /admin/agent-chat (issue 30,
// decision 072) and staff's own assistant at /admin/ai-assistant (decision 079), apart from ./assistant.ts so that no public page's chunk carries them.
import type { AgentConversationDetail, AgentConversationSummary, AgentReviewItem, MarkWrongRequest, StaffReplyRequest } from '#domain/assistant/agent-chat.ts';
import type { StaffAnswer, StaffQuestionRequest } from '#domain/assistant/staff-assistant.ts';
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';

const staffTable = {
  listAgentConversations: { method: 'GET', path: '/api/admin/agent-conversations', auth: 'admin', roles: OFFICE },
  getAdminAgentConversation: { method: 'GET', path: '/api/admin/agent-conversations/{id}', auth: 'admin', roles: OFFICE },
  takeOverAgentConversation: { method: 'POST', path: '/api/admin/agent-conversations/{id}/take-over', auth: 'admin', roles: OFFICE },
  replyToAgentConversation: { method: 'POST', path: '/api/admin/agent-conversations/{id}/replies', auth: 'admin', roles: OFFICE },
  markAgentAnswerWrong: { method: 'POST', path: '/api/admin/agent-conversations/{id}/wrong-answers', auth: 'admin', roles: OFFICE },
  listAgentReviews: { method: 'GET', path: '/api/admin/agent-reviews', auth: 'admin', roles: OFFICE },
  // Staff's assistant at /admin/ai-assistant (decision 079): its tools narrow further by role (the money collected is the owner's).
  askStaffAssistant: { method: 'POST', path: '/api/admin/ai-assistant/questions', auth: 'admin', roles: OFFICE },
} as const satisfies Record<string, StaffRouteContract>;

export interface AssistantStaffIo {
  listAgentConversations: { response: { conversations: AgentConversationSummary[] } };
  getAdminAgentConversation: { response: AgentConversationDetail };
  takeOverAgentConversation: { response: AgentConversationDetail };
  replyToAgentConversation: { response: AgentConversationDetail; body: StaffReplyRequest };
  markAgentAnswerWrong: { response: AgentConversationDetail; body: MarkWrongRequest };
  listAgentReviews: { response: { reviews: AgentReviewItem[] } };
  askStaffAssistant: { response: StaffAnswer; body: StaffQuestionRequest };
}

export const assistantStaffRoutes: RouteTable<typeof staffTable, AssistantStaffIo> = staffTable;
