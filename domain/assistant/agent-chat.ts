import * as z from '../shared/zod.ts';
import { paragraphField } from '../shared/text.ts';
import { questionTextSchema } from './question-text.ts';
import { affiliateCodeSchema, emailSchema, fullNameSchema, phoneSchema } from '../booking/schemas.ts';
import { AGENT_CHAT_SOURCES, AGENT_MESSAGE_MAX, type AgentChatSource } from './guest-chat.ts';

// The guest agent's route (issue 30, decision 069): what the browser sends to POST /api/agent/chat
// and what it answers. The request is validated here; the answer is built by the tool loop
// (functions/app/assistant/guest-agent.ts).

export const agentChatRequestSchema = z
  .strictObject({
    /** Absent on a guest's first question; then the id the first answer gave. */
    conversationId: z.optional(z.uuid({ message: 'This is not a conversation of ours.' })),
    message: questionTextSchema(AGENT_MESSAGE_MAX),
    /**
     * Where the guest asks (absent: /chat). Recorded when the conversation starts, for staff; a
     * later question's is not read again, so a conversation keeps the place it began in.
     */
    source: z._default(z.enum(AGENT_CHAT_SOURCES), 'chat'),
    /** The partner's `?ref=` the embed carries: recorded with the conversation, as the embed's quotes credit the partner. */
    affiliateCode: z.optional(affiliateCodeSchema),
  })
  .check(
    // A referral code is a partner's page framing the embed; /chat's conversations are the business's own.
    z.refine((request) => request.affiliateCode === undefined || request.source === 'embed', {
      path: ['affiliateCode'],
      message: 'A referral code comes with the embed widget only.',
    }),
  );
export type AgentChatRequest = z.input<typeof agentChatRequestSchema>;

/** The guest's tools: the only things the guest agent can do (the allow-list, decision 069). */
export const GUEST_TOOL_NAMES = ['search_policies', 'price_cruise', 'check_availability', 'saved_quote', 'start_quote', 'hand_over'] as const;
export type GuestToolName = (typeof GUEST_TOOL_NAMES)[number];

/** A figure or statement an answer rests on, as the page shows it under the answer. */
export interface AgentFact {
  /** The tool it came from, in words ("Price engine", "FAQ and policies", ...). */
  source: string;
  label: string;
  value: string;
}

/** Fills the guided builder: the answers the guest gave the agent, for the guest to check and save. */
export interface StartQuoteChoices {
  eventType?: string;
  eventDate?: string;
  groupSize?: number;
}

export type AgentAction =
  | { kind: 'start-quote'; choices: StartQuoteChoices }
  | { kind: 'handed-over'; leadId: string; replyBy: string; replyByText: string }
  /** A person has the conversation (decision 072): the question waits for their reply. */
  | { kind: 'waiting-for-staff' };

/** Which model answered; `standIn` is true for the local stack's stand-in, which the page says plainly. */
export interface AgentModelInfo {
  kind: 'bedrock' | 'stand-in' | 'openai-compatible';
  id: string;
  standIn: boolean;
}

export interface AgentChatResponse {
  conversationId: string;
  answer: string;
  facts: AgentFact[];
  toolCalls: { name: string; ok: boolean }[];
  action: AgentAction | null;
  model: AgentModelInfo;
  /**
   * False when the model's own words named a figure no tool gave: the answer shown is then the
   * facts alone, never the unsupported figure.
   */
  modelAnswerGrounded: boolean;
  /** The guardrail policy stopped the question or the answer (decision 086): `answer` is the policy's message. */
  blocked: boolean;
  usage: { conversationTokens: number; conversationLimit: number };
}

// --- The hand-over and the conversation as the guest reads it again (decision 072) ---------------

/** The guest's details for a person to reply: the contact form's own rules (emailSchema trims the ends and refuses inner spaces). */
export const agentHandOverRequestSchema = z.strictObject({
  name: fullNameSchema,
  email: emailSchema,
  phone: z.optional(z.union([z.literal(''), phoneSchema])),
  question: z.optional(paragraphField({ max: 500, tooLongMessage: 'Keep the question under 500 characters.' })),
});
export type AgentHandOverRequest = z.input<typeof agentHandOverRequestSchema>;

export interface AgentHandOverResponse {
  replyBy: string;
  replyByText: string;
}

/** One message of the conversation as the guest's chat shows it. */
export interface AgentConversationMessage {
  from: 'guest' | 'agent' | 'staff';
  at: string;
  text: string;
}

/** GET /api/agent/conversations/{id}: what was said, and who answers now. */
export interface AgentConversationView {
  conversationId: string;
  messages: AgentConversationMessage[];
  /** Set once the guest left their details: when a person will reply. */
  handedOver: { replyByText: string } | null;
  /** A person answers this conversation now, not the agent. */
  takenOver: boolean;
}

/** The conversation's id in a path: a random UUID, which only the guest's browser and staff hold. */
export const conversationParamsSchema = z.strictObject({ id: z.uuid({ message: 'This is not a conversation of ours.' }) });

// --- Staff's agent chat (/admin/agent-chat, decision 072) --------------------------------------

export const STAFF_REPLY_MAX = 2000;

export const staffReplyRequestSchema = z.strictObject({
  text: paragraphField({
    max: STAFF_REPLY_MAX,
    required: true,
    requiredMessage: 'Write the reply.',
    tooLongMessage: `Keep the reply under ${STAFF_REPLY_MAX} characters.`,
  }),
});
export type StaffReplyRequest = z.input<typeof staffReplyRequestSchema>;

export const markWrongRequestSchema = z.strictObject({
  /** The answer's place in the conversation (0 = the first). */
  turn: z.number().check(z.int({ message: 'Choose an answer.' }), z.gte(0, { message: 'Choose an answer.' })),
  note: paragraphField({ max: 500, tooLongMessage: 'Keep the note under 500 characters.' }),
});
export type MarkWrongRequest = z.input<typeof markWrongRequestSchema>;

/** A row of the staff's list of conversations. */
/** How many of the newest conversations and review items staff's page reads (its search looks among these). */
export const AGENT_CHAT_LIST_LIMIT = 200;

export interface AgentConversationSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  firstQuestion: string;
  questions: number;
  handedOver: { name: string | null; email: string | null; replyBy: string } | null;
  takenOver: { by: string; at: string } | null;
  /** The guest's newest message waits for a person. */
  waitingForStaff: boolean;
  markedWrong: number;
  /** Turns the guardrail policy blocked (decision 086). */
  blocked: number;
  /** Where the guest asked: /chat or the embed widget. */
  source: AgentChatSource;
  /** The partner's referral code the embed carried, if any. */
  affiliateCode: string | null;
}

/** One turn as staff review it: the question, every tool run with its input, the answer. */
export interface AgentTurnView {
  index: number;
  at: string;
  question: string;
  answer: string;
  toolCalls: { name: string; input: unknown; ok: boolean }[];
  withheld: boolean;
  forStaff: boolean;
  markedWrong: { by: string; at: string; note: string } | null;
  /** The guardrail policy stopped the question or the answer (decision 086), and why in words ("a card number", "Legal advice"). */
  blocked: { on: 'question' | 'answer'; by: 'guardrail' | 'policy'; reasons: string[] } | null;
}

export interface AgentConversationDetail extends AgentConversationSummary {
  model: { kind: string; id: string };
  tokensUsed: number;
  turns: AgentTurnView[];
  staffReplies: { id: string; at: string; by: string; text: string; emailedTo: string | null }[];
}

/** An answer staff marked wrong: the evaluation set's review list. */
export type { AgentReviewItem } from './conversation.ts';
