import type { IsoDate } from '#domain/shared/dates.ts';
import { isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { isPrivatePackageType } from '#domain/pricing/rates.ts';
import { affiliateCodeSchema } from '#domain/booking/schemas.ts';
import type { ChatHandoff } from '../../site/chat-handoff.ts';
import {
  answerProblem,
  applyAnswer,
  freshConversation,
  normalize,
  type ConversationState,
  type EntryParams,
  type QuestionStep,
  type StepValues,
} from './conversation.ts';
import { hashText } from '../../lib/hash.ts';
import { randomUuid } from '../../lib/random-id.ts';
import { ENTRY_KEYS } from './restore.ts';
import { understandText } from './understand.ts';

// Where a conversation starts: the links across the site preselect steps with query parameters
// (site/chat-link.ts), the contact form hands over what the visitor typed (site/chat-handoff.ts),
// and a guest who comes back finds the conversation they left.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTES_MAX = 2000;

export function entryParamsFrom(search: URLSearchParams): EntryParams {
  const params: EntryParams = {};
  for (const key of [...ENTRY_KEYS, 'ref'] as const) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value.slice(0, 100);
  }
  return params;
}

/** True when the link preselects something (a `ref` alone only attributes the quote). */
export function hasEntryParams(params: EntryParams): boolean {
  return ENTRY_KEYS.some((key) => params[key] !== undefined);
}

function sameEntry(a: EntryParams, b: EntryParams): boolean {
  return ENTRY_KEYS.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

function hasHandoff(handoff: ChatHandoff | null): handoff is ChatHandoff {
  return handoff !== null && typeof handoff === 'object' && Object.values(handoff).some((v) => typeof v === 'string' && v.trim() !== '');
}

export function handoffFingerprint(handoff: ChatHandoff): string {
  return hashText(JSON.stringify(Object.entries(handoff).sort(([a], [b]) => a.localeCompare(b))));
}

/** Applies a value only when the step can take it; unknown or refused values are ignored. */
function offer<S extends QuestionStep>(state: ConversationState, step: S, value: StepValues[S] | undefined, today: IsoDate): ConversationState {
  if (value === undefined || answerProblem(state, step, value, today) !== null) return state;
  return applyAnswer(state, step, value, today);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A new conversation from the link's parameters and the contact form's hand-over:
 * `type=disco-cruise&package=<disco key>`, `type=private-cruise&package=<private key>`,
 * `type=bachelorette|corporate|general`, `eventType=private|disco|bachelor|corporate&groupSize=N`,
 * `ref=CODE`. Values the chat does not know are ignored. What the visitor typed on the contact
 * form is read as if typed here, and their message becomes the notes for the crew.
 */
export function initialStateFromEntry(search: URLSearchParams, handoff: ChatHandoff | null, today: IsoDate, id: string = randomUuid()): ConversationState {
  const params = entryParamsFrom(search);
  const fromHandoff = hasHandoff(handoff);
  const handoffParams = fromHandoff ? { handoff: handoffFingerprint(handoff), ...(handoff.from === 'agent' ? { handoffFrom: 'agent' as const } : {}) } : {};
  let state = freshConversation({ ...params, ...handoffParams }, id);

  const { type, package: pkg, eventType, groupSize } = params;
  if (type === 'disco-cruise') {
    state = offer(state, 'cruiseKind', 'disco', today);
    if (isDiscoPackageKey(pkg)) state = offer(state, 'package', pkg, today);
  } else if (type === 'private-cruise') {
    state = offer(state, 'cruiseKind', 'private', today);
    if (isPrivatePackageType(pkg)) state = offer(state, 'package', pkg, today);
  } else if (type === 'bachelorette' || type === 'corporate') {
    state = offer(state, 'eventType', type, today);
  }
  if (eventType === 'private' || eventType === 'disco') state = offer(state, 'cruiseKind', eventType, today);
  else if (eventType === 'bachelor' || eventType === 'corporate') state = offer(state, 'eventType', eventType, today);
  if (groupSize !== undefined && /^\d{1,3}$/.test(groupSize)) state = offer(state, 'groupSize', Number(groupSize), today);

  if (fromHandoff) {
    const typed = (step: 'eventType' | 'groupSize' | 'eventDate', value: unknown) => {
      const written = text(value);
      return written === undefined ? {} : understandText(step, written, today).values;
    };
    state = offer(state, 'eventType', typed('eventType', handoff.eventType).eventType, today);
    state = offer(state, 'eventDate', typed('eventDate', handoff.eventDate).eventDate, today);
    state = offer(state, 'groupSize', typed('groupSize', handoff.groupSize).groupSize, today);
    state = offer(state, 'name', text(handoff.name), today);
    state = offer(state, 'email', text(handoff.email), today);
    state = offer(state, 'phone', text(handoff.phone), today);
    const message = text(handoff.message);
    if (message) state = { ...state, answers: { ...state.answers, notes: message.slice(0, NOTES_MAX) } };
    const leadId = text(handoff.leadId);
    if (leadId && UUID.test(leadId)) state = { ...state, leadId };
  }
  return withAffiliate(state, params);
}

function withAffiliate(state: ConversationState, params: EntryParams): ConversationState {
  const code = params.ref === undefined ? undefined : affiliateCodeSchema.safeParse(params.ref);
  return code?.success ? { ...state, affiliateCode: code.data } : state;
}

/** The guest's contact details (and the lead they already are) carried into a new conversation. */
function carryContact(from: ConversationState | null, into: ConversationState, today: IsoDate): ConversationState {
  if (!from) return into;
  let state = into;
  for (const step of ['name', 'email', 'phone'] as const) {
    if (state.answers[step] === undefined) state = offer(state, step, from.answers[step], today);
  }
  if (state.leadId === undefined && from.leadId !== undefined && state.answers.email === from.answers.email) state = { ...state, leadId: from.leadId };
  return state;
}

export interface Start {
  state: ConversationState;
  /** The conversation holds the contact form's hand-over; the caller may clear it from storage. */
  handoffUsed: boolean;
}

/**
 * Which conversation the page opens: a link with parameters (or a contact-form hand-over)
 * starts a new one from them, keeping the guest's contact details; the same link again (a
 * reload, or back from the quote page) resumes the conversation it started; no parameters
 * resume whatever is stored. A saved conversation shows its quote and offers a new one.
 */
export function startConversation(input: { search: string; stored: ConversationState | null; handoff: ChatHandoff | null; today: IsoDate }): Start {
  const search = new URLSearchParams(input.search);
  const params = entryParamsFrom(search);
  const { stored, today } = input;
  if (hasHandoff(input.handoff)) {
    // A hand-over is applied once; on a reload it is still there and is already in the stored conversation.
    const applied = stored?.startedFrom.handoff === handoffFingerprint(input.handoff);
    if (!applied) return { state: carryContact(stored, initialStateFromEntry(search, input.handoff, today), today), handoffUsed: true };
    if (sameEntry(stored!.startedFrom, params)) return { state: withAffiliate(normalize(stored!, today), params), handoffUsed: true };
  }
  // The same link again (a reload, the back button from the quote page) resumes, saved or not.
  if (hasEntryParams(params) && !(stored && sameEntry(stored.startedFrom, params))) {
    return { state: carryContact(stored, initialStateFromEntry(search, null, today), today), handoffUsed: false };
  }
  const state = stored ? normalize(stored, today) : initialStateFromEntry(search, null, today);
  return { state: withAffiliate(state, params), handoffUsed: false };
}

/** 'Start a new quote': a blank conversation that keeps who the guest is. */
export function restartConversation(previous: ConversationState, today: IsoDate): ConversationState {
  return carryContact(previous, freshConversation({}), today);
}
