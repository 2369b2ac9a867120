import type { AgentConversationSummary } from '#domain/assistant/agent-chat.ts';

/** What staff narrow the agent chat's list by: words, and only those waiting for a person. */
export interface ConversationFilter {
  q: string;
  waiting: boolean;
}

/**
 * The conversations matching `filter`: every word of `q` (case and accents aside) found in the first
 * question, the guest's name or e-mail or the partner's referral code the embed carried, and, with `waiting`, only those whose guest waits for a
 * person. The list is the newest conversations the page read, so the search is over those.
 */
export function matchingConversations(conversations: readonly AgentConversationSummary[], filter: ConversationFilter): AgentConversationSummary[] {
  const words = folded(filter.q).split(/\s+/).filter(Boolean);
  return conversations.filter((conversation) => {
    if (filter.waiting && !waitsForPerson(conversation)) return false;
    const text = folded(
      [conversation.firstQuestion, conversation.handedOver?.name ?? '', conversation.handedOver?.email ?? '', conversation.affiliateCode ?? ''].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

/**
 * A guest waits for a person when they wrote to one after the last reply, or when they handed the
 * conversation over and nobody has taken it yet (a reply takes it over).
 */
function waitsForPerson(conversation: AgentConversationSummary): boolean {
  return conversation.waitingForStaff || (conversation.handedOver !== null && conversation.takenOver === null);
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
