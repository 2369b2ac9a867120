import { eventTypeByKey } from '#domain/booking/event-types.ts';
import type { QuoteSource } from '#domain/booking/quote-identity.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { hashText } from '../../lib/hash.ts';
import { selectionFor, type ConversationState, type PartialLeadBody, type QuestionStep } from './conversation.ts';
import { selectionSummary } from './messages.ts';

// The two requests the chat makes, built from the conversation: the partial lead (so a guest who
// leaves after giving an e-mail can be followed up) and the quote. Idempotency-Keys derive from
// the conversation's id, so a retry after a lost answer returns what the first attempt saved.

const MESSAGE_MAX = 2000;

export type ChatSource = Extract<QuoteSource, 'chat' | 'embed'>;

export function chatPage(source: ChatSource): string {
  return source === 'embed' ? '/embed/quote' : '/chat';
}

/** The partial lead, once the guest has given a name and an e-mail; null before. */
export function partialLeadBody(state: ConversationState, source: ChatSource): PartialLeadBody | null {
  const a = state.answers;
  if (a.name === undefined || a.email === undefined) return null;
  const message = [selectionSummary(state), a.notes].filter(Boolean).join(' ').slice(0, MESSAGE_MAX);
  return {
    source: 'chat-partial',
    name: a.name,
    email: a.email,
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.eventType ? { eventType: eventTypeByKey(a.eventType).label } : {}),
    ...(a.groupSize !== undefined ? { groupSize: String(a.groupSize) } : {}),
    ...(a.eventDate ? { eventDate: a.eventDate } : {}),
    message,
    page: chatPage(source),
  };
}

export function leadIdempotencyKey(state: ConversationState): string {
  return `${state.id}:lead`;
}

/** POST /api/quotes's body; null until every choice and contact detail is in. */
export function quoteRequestFor(state: ConversationState, source: ChatSource): QuoteRequestInput | null {
  const selection = selectionFor(state);
  const { name, email, phone, notes } = state.answers;
  if (!selection || name === undefined || email === undefined || phone === undefined) return null;
  return {
    selection,
    contact: { name, email, phone },
    ...(notes ? { notes: notes.slice(0, MESSAGE_MAX) } : {}),
    source,
    ...(state.affiliateCode ? { affiliateCode: state.affiliateCode } : {}),
    ...(state.leadId ? { leadId: state.leadId } : {}),
  };
}

/**
 * Same selection, contact and notes, same key: a retry after a lost answer gets the quote the
 * first attempt saved. A changed choice is a new quote, so it gets a new key.
 */
export function quoteIdempotencyKey(state: ConversationState, request: QuoteRequestInput): string {
  const { selection, contact, notes } = request;
  return `${state.id}:quote:${hashText(JSON.stringify({ selection, contact, notes: notes ?? '' }))}`;
}

export interface StepError {
  step: QuestionStep | 'review';
  message: string;
}

const FIELD_STEPS: readonly (readonly [RegExp, QuestionStep | 'review'])[] = [
  [/eventDate$/, 'eventDate'],
  [/groupSize$/, 'groupSize'],
  [/eventType$/, 'eventType'],
  [/(packageType|discoPackage)$/, 'package'],
  [/(^|\.)kind$/, 'cruiseKind'],
  [/lilyPad$|brideIncluded$/, 'addOn'],
  [/contact\.name$|^name$/, 'name'],
  [/contact\.email$|^email$/, 'email'],
  [/contact\.phone$|^phone$/, 'phone'],
  [/notes$|affiliateCode$|leadId$/, 'review'],
];

const CODE_STEPS: Readonly<Record<string, QuestionStep>> = {
  DATE_IN_PAST: 'eventDate',
  INVALID_DATE: 'eventDate',
  DISCO_NOT_AVAILABLE_ON_DAY: 'eventDate',
  INVALID_GROUP_SIZE: 'groupSize',
  GROUP_SIZE_OUT_OF_RANGE: 'groupSize',
  DISCO_GROUP_SIZE_OUT_OF_RANGE: 'groupSize',
  UNKNOWN_PACKAGE: 'package',
};

/**
 * Places an API refusal (`{code, message, fields}`) next to the step the guest has to fix:
 * each field's message at its step, or the code's step, or the review step.
 */
export function stepErrorsFor(details: { code: string; message: string; fields?: Record<string, string> }): StepError[] {
  const errors: StepError[] = [];
  for (const [field, message] of Object.entries(details.fields ?? {})) {
    const step = FIELD_STEPS.find(([pattern]) => pattern.test(field))?.[1] ?? CODE_STEPS[details.code] ?? 'review';
    if (!errors.some((e) => e.step === step)) errors.push({ step, message });
  }
  if (errors.length === 0) errors.push({ step: CODE_STEPS[details.code] ?? 'review', message: details.message });
  return errors;
}
