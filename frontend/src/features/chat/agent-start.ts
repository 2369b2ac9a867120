import { useCallback, useState } from 'react';
import type { StartQuoteChoices } from '#domain/assistant/agent-chat.ts';
import { saveChatHandoff } from '../../site/chat-handoff.ts';

/**
 * A quote the chat agent starts (its start_quote action), for a page that shows the agent beside
 * the builder (/chat, the embed). The answers are handed over as the contact form hands its own
 * (site/chat-handoff.ts), and the count changes: the page keys the builder by it, so each start
 * is a new conversation of the builder, read from those answers.
 */
export function useQuoteStartsFromAgent(): { starts: number; startFromAgent: (choices: StartQuoteChoices) => void } {
  const [starts, setStarts] = useState(0);
  const startFromAgent = useCallback((choices: StartQuoteChoices) => {
    saveChatHandoff({
      from: 'agent',
      ...(choices.eventType ? { eventType: choices.eventType } : {}),
      ...(choices.eventDate ? { eventDate: choices.eventDate } : {}),
      ...(choices.groupSize !== undefined ? { groupSize: String(choices.groupSize) } : {}),
    });
    setStarts((count) => count + 1);
  }, []);
  return { starts, startFromAgent };
}
