/**
 * What a visitor typed on the site's forms, handed to /chat so the conversation starts from it.
 * It travels in sessionStorage, not the URL, so names and phone numbers never land in server
 * logs, browser history or referrers.
 */
export const CHAT_HANDOFF_KEY = 'chat:handoff';

export interface ChatHandoff {
  /** Who handed over: the chat agent starting a quote from a guest's question (absent: the contact form). */
  from?: 'agent';
  leadId?: string;
  name?: string;
  email?: string;
  phone?: string;
  eventType?: string;
  groupSize?: string;
  eventDate?: string;
  message?: string;
}

export function saveChatHandoff(handoff: ChatHandoff, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(CHAT_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // Storage can be full or disabled (private mode); the lead is already saved server-side.
  }
}

export function readChatHandoff(storage: Storage = window.sessionStorage): ChatHandoff | null {
  try {
    const raw = storage.getItem(CHAT_HANDOFF_KEY);
    return raw ? (JSON.parse(raw) as ChatHandoff) : null;
  } catch {
    return null;
  }
}

/** The chat calls this once the guest carries on from the hand-over, so a later visit starts clean. */
export function clearChatHandoff(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(CHAT_HANDOFF_KEY);
  } catch {
    // Disabled storage held nothing to clear.
  }
}
