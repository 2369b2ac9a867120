import * as z from '../shared/zod.ts';
import { OFFICE, OWNER_ONLY, roleMayUse, type StaffRole } from '../people/staff-roles.ts';
import type { AgentFact, AgentModelInfo } from './agent-chat.ts';
import { questionTextSchema } from './question-text.ts';
import type { StaffProposal } from './staff-proposals.ts';

// Staff's assistant at /admin/ai-assistant (issue 30, decision 079): a member of staff asks a
// question over the business's data, the model answers from read tools scoped to their role, and
// the answer cites the records it came from. It only reads: no tool changes anything. Its
// proposal tools read what an action would do and answer it as a card the staff member confirms
// through the screen's own route (./staff-proposals.ts, decision 080).

/** How the staff surface's system prompt begins: the local model stand-in answers it as staff's (infra/local/model-stand-in-staff.ts). */
export const STAFF_ASSISTANT_ROLE_LINE = 'You are the staff assistant';

/** The longest question; longer text is refused, not cut. */
export const STAFF_QUESTION_MAX = 500;

export const staffQuestionRequestSchema = z.strictObject({ question: questionTextSchema(STAFF_QUESTION_MAX) });
export type StaffQuestionRequest = z.input<typeof staffQuestionRequestSchema>;

/** The staff surface's tools: the only things the assistant can run (its allow-list, never the guest's). */
export const STAFF_TOOL_NAMES = [
  'guests_on_dates',
  'quotes_expiring',
  'money_collected',
  'balances_due',
  'propose_pay_link',
  'propose_promo_code',
  'propose_hold',
  'propose_blog_draft',
  'draft_lead_reply',
] as const;
export type StaffToolName = (typeof STAFF_TOOL_NAMES)[number];

/**
 * Who may use each tool: the roles of the screen that shows the same figures (decision 075). The
 * money collected is the business summary's, the owner's alone; the rest are the dashboard's and
 * the bookings', the office's too. A captain has no assistant (the route is the office's). A
 * proposal tool's roles are those of the route its card calls (tests/unit/staff-proposals.test.ts
 * holds them equal): a role the route would refuse is not offered the proposal.
 */
export const STAFF_TOOL_ROLES: Readonly<Record<StaffToolName, readonly StaffRole[]>> = {
  guests_on_dates: OFFICE,
  quotes_expiring: OFFICE,
  money_collected: OWNER_ONLY,
  balances_due: OFFICE,
  propose_pay_link: OFFICE,
  propose_promo_code: OWNER_ONLY,
  propose_hold: OFFICE,
  propose_blog_draft: OFFICE,
  draft_lead_reply: OFFICE,
};

/** The tools a member of staff's questions may run. */
export function staffToolsFor(role: StaffRole | null | undefined): StaffToolName[] {
  return STAFF_TOOL_NAMES.filter((name) => roleMayUse(role, STAFF_TOOL_ROLES[name]));
}

/** A record an answer rests on, linked to its back-office page. */
export interface StaffCitation {
  /** 'B-3F9A2C1B', 'Q-7D01E4AA', or a month ('October 2026') for a ledger figure. */
  reference: string;
  /** What it is, in a few words ("Jordan Rivera, 20 guests, Saturday, December 5, 2026"). */
  label: string;
  /** The back office's page for it: /admin/bookings/<id>, /quotes/<id>, /admin/business-summary. */
  path: string;
}

/** POST /api/admin/ai-assistant/questions answers this. */
export interface StaffAnswer {
  question: string;
  answer: string;
  /** The records the tools read, each once, in the order the tools gave them. */
  citations: StaffCitation[];
  facts: AgentFact[];
  toolCalls: { name: string; ok: boolean }[];
  model: AgentModelInfo;
  /** False when the model's words named a figure no tool gave: the answer shown is then the facts alone. */
  modelAnswerGrounded: boolean;
  /** Actions the assistant proposes: nothing happens until the staff member confirms one on its card (decision 080). */
  proposals: StaffProposal[];
  /** The tools this member of staff's role may use, as the page names what it can answer. */
  tools: StaffToolName[];
}

/** Questions the page offers as buttons, each with the tool that answers it: a role sees those its tools answer. */
export const STAFF_EXAMPLE_QUESTIONS: readonly { question: string; tool: StaffToolName }[] = [
  { question: 'How many guests next Saturday?', tool: 'guests_on_dates' },
  { question: 'Which quotes expire this week without a booking?', tool: 'quotes_expiring' },
  { question: 'Who still owes a balance due in 14 days?', tool: 'balances_due' },
  { question: 'What did we collect in October vs last year?', tool: 'money_collected' },
];
