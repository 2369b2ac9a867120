import * as z from '../shared/zod.ts';
import { AGENT_CHAT_SOURCES } from './guest-chat.ts';

// A guest's conversation with the agent as stored (issue 30, decision 069): what the model was
// shown (its messages, tool calls and results, so the next question continues it), each turn as
// staff will review it, the tokens it spent and the hand-over, kept CONVERSATION_KEPT_DAYS.

export const CONVERSATION_KEPT_DAYS = 90;
/** Turns a conversation keeps; a longer one is asked to start again (or hand over). */
export const CONVERSATION_MAX_TURNS = 40;
/** The messages of earlier turns the model is shown again, newest last. */
export const MODEL_CONTEXT_MESSAGES = 16;

export const toolCallSchema = z.object({ name: z.string(), input: z.unknown(), ok: z.boolean() });

export const staffReplySchema = z.object({ id: z.string(), at: z.string(), by: z.string(), text: z.string(), emailedTo: z.optional(z.string()) });
export type StaffReply = z.infer<typeof staffReplySchema>;

export const conversationTurnSchema = z.object({
  at: z.string(),
  question: z.string(),
  answer: z.string(),
  toolCalls: z.array(toolCallSchema),
  /** The model's own words named a figure no tool gave, so the facts were answered instead. */
  withheld: z.boolean(),
  tokens: z.number(),
  /** Asked after staff took the conversation over: no model saw it, a person answers (answer ''). */
  forStaff: z.optional(z.literal(true)),
  /** Staff marked the answer wrong: it is on the evaluation set's review list (decision 072). */
  markedWrong: z.optional(z.object({ by: z.string(), at: z.string(), note: z.string() })),
  /**
   * The guardrail policy stopped the turn (decision 086): the question before a model answered it
   * (no tool ran), or the model's answer. The answer stored is the policy's message; `by` says
   * whether Bedrock's guardrail (or its stand-in) judged it, or the loop's own check of personal
   * data when the model has none. The question is stored masked, as every question is.
   */
  blocked: z.optional(
    z.object({
      on: z.enum(['question', 'answer']),
      by: z.enum(['guardrail', 'policy']),
      topics: z.array(z.string()),
      personalData: z.array(z.string()),
    }),
  ),
});
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;

export const storedConversationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  surface: z.literal('guest'),
  /** Recorded when the conversation starts; a conversation stored before it was recorded came from /chat, the only place the agent was. */
  source: z._default(z.enum(AGENT_CHAT_SOURCES), 'chat'),
  /** The partner's referral code (`?ref=`) the embed carried, as its quotes credit the partner. */
  affiliateCode: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Bumped by every save: two turns at once cannot both write. */
  version: z.number(),
  tokensUsed: z.number(),
  model: z.object({ kind: z.string(), id: z.string() }),
  /** The Converse messages (text, toolUse, toolResult blocks). */
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.array(z.unknown()) })),
  turns: z.array(conversationTurnSchema),
  /** The lead the guest left; `email` is where staff's replies are also sent. */
  handover: z.optional(z.object({ leadId: z.string(), replyBy: z.string(), name: z.optional(z.string()), email: z.optional(z.string()) })),
  /** A staff member took the conversation over: the agent answers it no more (decision 072). */
  takenOver: z.optional(z.object({ by: z.string(), at: z.string() })),
  /** What staff wrote to the guest, oldest first; the guest's chat shows them when it asks for new messages. */
  staffReplies: z.optional(z.array(staffReplySchema)),
});
export type StoredConversation = z.infer<typeof storedConversationSchema>;

/** Epoch seconds after which DynamoDB may delete the conversation. */
export function conversationExpiresAt(updatedAt: Date): number {
  return Math.floor(updatedAt.getTime() / 1000) + CONVERSATION_KEPT_DAYS * 86_400;
}

/** An answer staff marked wrong, as the evaluation set's review list keeps it (decision 072). */
export const agentReviewItemSchema = z.object({
  conversationId: z.string(),
  turn: z.number(),
  question: z.string().check(z.minLength(1)),
  answer: z.string(),
  toolCalls: z.array(toolCallSchema),
  note: z.string(),
  markedBy: z.string(),
  markedAt: z.string(),
});
export type AgentReviewItem = z.infer<typeof agentReviewItemSchema>;
