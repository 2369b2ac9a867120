import * as z from '../shared/zod.ts';
import { singleLineText } from '../shared/text.ts';

// The guest agent's route (issue 30, decision 069): what the browser sends to POST /api/agent/chat
// and what it answers. The request is validated here; the answer is built by the tool loop
// (functions/app/assistant/guest-agent.ts).

/** The longest question a guest may type; longer text is refused, not cut. */
export const AGENT_MESSAGE_MAX = 1000;

export const agentChatRequestSchema = z.strictObject({
  /** Absent on a guest's first question; then the id the first answer gave. */
  conversationId: z.optional(z.uuid({ message: 'This is not a conversation of ours.' })),
  message: z.pipe(
    z.string({ message: 'Type a question.' }),
    z.pipe(
      z.transform((value: string) => singleLineText(value).trim()),
      z
        .string()
        .check(
          z.minLength(1, { message: 'Type a question.' }),
          z.maxLength(AGENT_MESSAGE_MAX, { message: `Keep the question under ${AGENT_MESSAGE_MAX} characters.` }),
        ),
    ),
  ),
});
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

export type AgentAction = { kind: 'start-quote'; choices: StartQuoteChoices } | { kind: 'handed-over'; leadId: string; replyBy: string; replyByText: string };

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
  usage: { conversationTokens: number; conversationLimit: number };
}
