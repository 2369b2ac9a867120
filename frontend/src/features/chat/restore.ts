import { CHAT_HANDOFF_KEY } from '../../site/chat-handoff.ts';

// What decides, before /chat paints, whether its prerendered first question is this visitor's
// page. Free of everything else (no zod, no domain): it runs as a parser-blocking script in the
// head (src/chat-restore.ts), so it must be tiny.

/** Where the conversation is kept (storage.ts reads and writes it). */
export const CONVERSATION_STORAGE_KEY = 'chat:conversation';

/** The /chat query parameters that preselect steps (entry.ts); `ref` alone only attributes the quote. */
export const ENTRY_KEYS = ['type', 'package', 'eventType', 'groupSize'] as const;

function has(storage: () => Storage | null, key: string): boolean {
  try {
    return Boolean(storage()?.getItem(key));
  } catch {
    // Storage can be disabled for the site: then nothing was kept.
    return false;
  }
}

/**
 * Whether /chat opens on something other than the first question it was prerendered with: a
 * conversation the browser kept, the contact form's hand-over, or a link that preselects steps.
 * It may say yes when the chat starts afresh after all (a corrupt or outdated record): that page
 * is then rendered in the browser, which is always right, only later than hydrating.
 */
export function chatOpensOnKeptState(search: string, local: () => Storage | null, session: () => Storage | null): boolean {
  const params = new URLSearchParams(search);
  if (ENTRY_KEYS.some((key) => (params.get(key)?.trim() ?? '') !== '')) return true;
  return has(local, CONVERSATION_STORAGE_KEY) || has(session, CHAT_HANDOFF_KEY);
}
