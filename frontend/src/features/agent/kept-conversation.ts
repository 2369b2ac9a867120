import type { AgentChatSource } from '#domain/assistant/guest-chat.ts';

// Where the tab keeps its conversation with the agent, so a reload shows it again with any reply
// (decision 072). A module of its own, free of the agent's code: the embed reads it to know a
// guest already opened the agent, before it loads the panel.

/**
 * One key per place: the server records where a conversation began, so /chat and the embed (the
 * home page frames it in the same tab) each keep their own rather than continue each other's.
 * /chat's key is the one it always had, so a conversation kept before the embed had the agent still opens.
 */
const KEYS: Readonly<Record<AgentChatSource, string>> = { chat: 'agent-conversation', embed: 'agent-conversation:embed' };

export function keptConversation(source: AgentChatSource): string | null {
  try {
    return sessionStorage.getItem(KEYS[source]);
  } catch {
    return null;
  }
}

export function keepConversation(source: AgentChatSource, id: string | undefined): void {
  try {
    if (id) sessionStorage.setItem(KEYS[source], id);
    else sessionStorage.removeItem(KEYS[source]);
  } catch {
    // Storage refused (a private window, a partner's page that blocks it): the conversation lasts as long as the page.
  }
}
