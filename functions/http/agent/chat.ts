import { agentChatRequestSchema } from '#domain/assistant/agent-chat.ts';
import { guestAgentTurn } from '../../app/assistant/guest-agent.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/assistant.ts';

/**
 * POST /api/agent/chat: one question to the guest's chat agent (issue 30, decision 069). Answers
 * 200 with the answer, the facts it rests on and what the page should do (fill in the quote
 * builder, or say a person will reply); 404 for a conversation that ended, 429 once the
 * conversation's or the day's tokens are spent (or the address asked too often), 409 while the
 * conversation's previous question is still being answered. A new conversation records where the
 * guest asked (/chat or the embed, with the partner's code) for staff.
 */
export const handler = httpHandler(routes.agentChat, { body: agentChatRequestSchema }, async ({ input, config, now }) => {
  const { conversationId, message, source, affiliateCode } = input.body;
  const answer = orRefuse(await guestAgentTurn(config, { conversationId, message, source, affiliateCode, now }));
  return json(200, answer);
});
