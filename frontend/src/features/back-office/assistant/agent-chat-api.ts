import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentConversationDetail, MarkWrongRequest, StaffReplyRequest } from '#domain/assistant/agent-chat.ts';
import { assistantStaffRoutes } from '#contracts/routes/assistant-staff.ts';
import { api } from '../../../lib/api.ts';
import { backOfficeKeys } from '../shared/api.ts';

// Staff's agent chat (decision 072). Conversations are live (a guest may be typing), so the list
// and the open conversation are fetched again every LIVE_REFRESH_MS while the page is open.

export const LIVE_REFRESH_MS = 15_000;

const keys = {
  conversations: () => [...backOfficeKeys.all, 'agent-conversations'] as const,
  conversation: (id: string) => [...backOfficeKeys.all, 'agent-conversation', id] as const,
  reviews: () => [...backOfficeKeys.all, 'agent-reviews'] as const,
};

const live = { staleTime: 0, refetchInterval: LIVE_REFRESH_MS } as const;

export const useAgentConversations = () =>
  useQuery(queryOptions({ queryKey: keys.conversations(), queryFn: () => api(assistantStaffRoutes.listAgentConversations), ...live }));

export const useAgentConversation = (id: string) =>
  useQuery(queryOptions({ queryKey: keys.conversation(id), queryFn: () => api(assistantStaffRoutes.getAdminAgentConversation, { params: { id } }), ...live }));

export const useAgentReviews = () =>
  useQuery(queryOptions({ queryKey: keys.reviews(), queryFn: () => api(assistantStaffRoutes.listAgentReviews), staleTime: 0 }));

/** After a change: the conversation as the server answered it, and the lists that show it fetched again. */
function useSettle() {
  const client = useQueryClient();
  return (detail: AgentConversationDetail) => {
    client.setQueryData(keys.conversation(detail.id), detail);
    void client.invalidateQueries({ queryKey: keys.conversations() });
    void client.invalidateQueries({ queryKey: keys.reviews() });
  };
}

export function useTakeOver(id: string) {
  const settle = useSettle();
  return useMutation({ mutationFn: () => api(assistantStaffRoutes.takeOverAgentConversation, { params: { id } }), onSuccess: settle });
}

export function useReply(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: StaffReplyRequest) => api(assistantStaffRoutes.replyToAgentConversation, { params: { id }, body }),
    onSuccess: settle,
  });
}

export function useMarkWrong(id: string) {
  const settle = useSettle();
  return useMutation({ mutationFn: (body: MarkWrongRequest) => api(assistantStaffRoutes.markAgentAnswerWrong, { params: { id }, body }), onSuccess: settle });
}
