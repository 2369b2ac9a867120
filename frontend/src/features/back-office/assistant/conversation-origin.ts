import type { AgentConversationSummary } from '#domain/assistant/agent-chat.ts';

/**
 * Where the guest asked, as staff's list and the open conversation say it: /chat, or the embed
 * widget on a partner's page with the referral code it carried (the code the embed's quotes
 * credit the partner by, so staff can tell whose page the guest came through).
 */
export function conversationOrigin(conversation: Pick<AgentConversationSummary, 'source' | 'affiliateCode'>): string {
  if (conversation.source === 'chat') return '/chat';
  return conversation.affiliateCode ? `The embed, partner ref ${conversation.affiliateCode}` : 'The embed';
}
