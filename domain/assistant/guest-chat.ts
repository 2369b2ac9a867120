import type { QuoteSource } from '../booking/quote-identity.ts';

// The guest's chat with the agent (issue 30) as a page draws it: where it is asked and how long a
// question may be. Free of zod, so the embed widget draws its question box without the agent's
// schemas; the request and the stored conversation (agent-chat.ts, conversation.ts) hold to these.

/** The longest question a guest may type; longer text is refused, not cut. */
export const AGENT_MESSAGE_MAX = 1000;

/**
 * Where a guest's conversation with the agent started: /chat, or the embed widget on a partner's
 * page (the same names their quotes' sources have). Staff's page says which, with the partner's
 * referral code when the embed carried one.
 */
export const AGENT_CHAT_SOURCES = ['chat', 'embed'] as const satisfies readonly QuoteSource[];
export type AgentChatSource = (typeof AGENT_CHAT_SOURCES)[number];

/** The page a source is: a hand-over's lead names it, as the quote chat's partial lead does. */
export const AGENT_CHAT_PAGES: Readonly<Record<AgentChatSource, string>> = { chat: '/chat', embed: '/embed/quote' };
