import { sitePricing } from '../../site/site-pricing.ts';
import { daysBetween, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { unlessRefused } from '#domain/shared/errors.ts';
import { isEventTypeKey, type EventTypeKey } from '#domain/booking/event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import type { Cents } from '#domain/shared/money.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice, type PriceCalculationResult } from '#domain/pricing/pricing.ts';
import {
  addOnChosen,
  addOnKind,
  brideQuestionApplies,
  discoBlock,
  isGroupSize,
  isPackageKey,
  packageKind,
  type PackageKey,
  type QuoteChoices,
} from '#domain/booking/quote-choices.ts';
import { PROMO_KINDS, type PromoCharge } from '#domain/pricing/price-extras.ts';
import { ADD_ON_MAX_QUANTITY, ADD_ONS_PER_QUOTE, chosenAddOnCharges, productIdSchema, type PublicAddOn } from '#domain/pricing/products.ts';
import type { QuoteSelection, SelectedAddOn } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import { isPrivatePackageType } from '#domain/pricing/rates.ts';
import { emailSchema, fullNameSchema, phoneSchema } from '#domain/booking/schemas.ts';
import type * as z from '#domain/shared/zod.ts';
import { randomUuid } from '../../lib/random-id.ts';
import { DISCO_DAYS_PLURAL } from '../../site/content/labels.ts';

// The quote chat's state and rules, free of React and the browser: one serialisable value that
// the page keeps in localStorage, and pure functions that move it on. The transcript, the
// progress bar and the price are all derived from it, so a reload shows exactly what was there.

export const CONVERSATION_VERSION = 1;

export const STEPS = ['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package', 'addOn', 'name', 'email', 'phone', 'review'] as const;
export type Step = (typeof STEPS)[number];
export type QuestionStep = Exclude<Step, 'review'>;
export const QUESTION_STEPS = STEPS.filter((step): step is QuestionStep => step !== 'review');

/** Steps about the cruise itself; free sentences typed at any of them may fill several at once. */
export const CRUISE_STEPS = ['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package', 'addOn'] as const satisfies readonly QuestionStep[];
export const CONTACT_STEPS = ['name', 'email', 'phone'] as const satisfies readonly QuestionStep[];
export type ContactStep = (typeof CONTACT_STEPS)[number];

/** The value each question takes. `addOn` is the lily pad (private) or "the bride is aboard" (disco). */
export interface StepValues {
  eventType: EventTypeKey;
  eventDate: IsoDate;
  groupSize: number;
  cruiseKind: CruiseKind;
  package: PackageKey;
  addOn: boolean;
  name: string;
  email: string;
  phone: string;
}

/** The cruise choices so far (domain/booking/quote-choices.ts), with the guest's contact and notes. */
export interface Answers extends QuoteChoices {
  /** True when the chat chose 'private' because the disco cannot sail for this date or group. */
  cruiseKindAuto?: boolean;
  name?: string;
  email?: string;
  phone?: string;
  notes?: string;
  /** Add-ons from the catalogue (decision 027), chosen at the review; ids only, priced by domain/. */
  addOns?: SelectedAddOn[];
  /** A promo code the server accepted for these choices; dropped when a choice it depends on changes. */
  promo?: PromoCharge;
}

/** The /chat query parameters (and the contact form's hand-over) the conversation started from. */
export interface EntryParams {
  type?: string;
  package?: string;
  eventType?: string;
  groupSize?: string;
  ref?: string;
  /**
   * A fingerprint of the contact form's hand-over this conversation was started from, so the
   * same hand-over (still in sessionStorage on a reload) is never applied twice.
   */
  handoff?: string;
  /** The hand-over was the chat agent's start of a quote, not the contact form's (the greeting says which). */
  handoffFrom?: 'agent';
}

export interface SavedQuote {
  token: string;
  path: string;
  reference: string;
  totalPrice: Cents;
}

/** What went to POST /api/leads, kept so a retry sends the same body under the same key. */
export interface LeadAttempt {
  body: PartialLeadBody;
  /** 'unknown': sent, no answer yet (or the network failed); 'rejected': the API said no (4xx). */
  outcome: 'unknown' | 'rejected';
}

export interface PartialLeadBody {
  source: 'chat-partial';
  name: string;
  email: string;
  phone?: string;
  eventType?: string;
  groupSize?: string;
  eventDate?: IsoDate;
  message?: string;
  page: string;
}

export interface ConversationState {
  version: typeof CONVERSATION_VERSION;
  /** A uuid; also the base of the Idempotency-Keys of this conversation's requests. */
  id: string;
  startedFrom: EntryParams;
  answers: Answers;
  /** A partner's `?ref=CODE`. */
  affiliateCode?: string;
  /** The lead this guest already is (the contact form's, or the chat's partial lead). */
  leadId?: string;
  leadAttempt?: LeadAttempt;
  /** The last quote request sent and its key: a retry of the same choices resends it unchanged. */
  quoteAttempt?: { key: string; request: QuoteRequestInput };
  /** Text typed into the answer box and not sent yet, so a reload keeps it. */
  draft?: { step: Step; text: string };
  saved?: SavedQuote;
}

export function freshConversation(startedFrom: EntryParams = {}, id: string = randomUuid()): ConversationState {
  return { version: CONVERSATION_VERSION, id, startedFrom, answers: {} };
}

function validContact(schema: z.ZodMiniType<string>, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Drops every answer that no longer holds, later ones following earlier ones: a date that has
 * passed (a conversation resumed next month), a disco choice on a day or for a group the disco
 * cannot take (and its package and bride question with it), a lily pad once Ultimate brings one.
 * Where only a private charter is possible it is chosen for the guest (`cruiseKindAuto`), and
 * that automatic choice is withdrawn again when the disco becomes possible.
 */
export function normalize(state: ConversationState, today: IsoDate): ConversationState {
  const a: Answers = { ...state.answers };
  if (a.eventType !== undefined && !isEventTypeKey(a.eventType)) delete a.eventType;
  if (a.eventDate !== undefined && (!isValidIsoDate(a.eventDate) || daysBetween(today, a.eventDate) < 0)) delete a.eventDate;
  if (a.groupSize !== undefined && !isGroupSize(a.groupSize)) delete a.groupSize;
  if (a.cruiseKind !== undefined && a.cruiseKind !== 'private' && a.cruiseKind !== 'disco') delete a.cruiseKind;
  if (a.packageKey !== undefined && !isPackageKey(a.packageKey)) delete a.packageKey;

  const block = discoBlock(a);
  if (a.cruiseKindAuto && block === null) {
    delete a.cruiseKind;
    delete a.cruiseKindAuto;
  }
  if (a.cruiseKind === 'disco' && block !== null) delete a.cruiseKind;
  if (a.cruiseKind === undefined && block !== null) {
    a.cruiseKind = 'private';
    a.cruiseKindAuto = true;
  }
  if (a.cruiseKind !== 'private') delete a.cruiseKindAuto;
  // A package belongs to one kind of cruise; while the kind is open it waits for the answer.
  if (a.packageKey !== undefined && a.cruiseKind !== undefined && packageKind(a.packageKey) !== a.cruiseKind) delete a.packageKey;
  if (a.packageKey !== undefined && a.cruiseKind === undefined && packageKind(a.packageKey) === 'disco' && block !== null) delete a.packageKey;

  if (a.lilyPad !== undefined && (typeof a.lilyPad !== 'boolean' || a.cruiseKind === 'disco' || a.packageKey === 'ultimate')) delete a.lilyPad;
  if (a.brideIncluded !== undefined && (typeof a.brideIncluded !== 'boolean' || !brideQuestionApplies(a))) delete a.brideIncluded;

  const name = validContact(fullNameSchema, a.name);
  const email = validContact(emailSchema, a.email);
  const phone = validContact(phoneSchema, a.phone);
  if (name === undefined) delete a.name;
  else a.name = name;
  if (email === undefined) delete a.email;
  else a.email = email;
  if (phone === undefined) delete a.phone;
  else a.phone = phone;
  if (a.notes !== undefined && (typeof a.notes !== 'string' || a.notes.trim() === '')) delete a.notes;
  // Both come back from localStorage: a value this version cannot read is dropped, not trusted.
  if (a.addOns !== undefined && !validAddOns(a.addOns)) delete a.addOns;
  if (a.promo !== undefined && !validPromo(a.promo)) delete a.promo;

  return { ...state, answers: a };
}

function validAddOns(value: unknown): value is SelectedAddOn[] {
  if (!Array.isArray(value) || value.length > ADD_ONS_PER_QUOTE) return false;
  const ids = value.map((item: { productId?: unknown }) => item?.productId);
  return (
    new Set(ids).size === ids.length &&
    value.every(
      (item: { productId?: unknown; quantity?: unknown }) =>
        productIdSchema.safeParse(item?.productId).success &&
        Number.isInteger(item?.quantity) &&
        (item.quantity as number) >= 1 &&
        (item.quantity as number) <= ADD_ON_MAX_QUANTITY,
    )
  );
}

function validPromo(value: unknown): value is PromoCharge {
  const promo = value as Partial<PromoCharge> | null;
  return (
    typeof promo?.code === 'string' && PROMO_KINDS.includes(promo.kind as PromoCharge['kind']) && Number.isInteger(promo.value) && (promo.value as number) > 0
  );
}

/** The cruise answers a promo code was checked against: changing one means checking it again. */
const PROMO_DEPENDS_ON: readonly QuestionStep[] = ['eventDate', 'groupSize', 'cruiseKind', 'package', 'addOn'];

export function stepApplies(step: Step, answers: Answers): boolean {
  return step === 'addOn' ? addOnKind(answers) !== null : true;
}

export function isAnswered(step: QuestionStep, answers: Answers): boolean {
  switch (step) {
    case 'eventType':
      return answers.eventType !== undefined;
    case 'eventDate':
      return answers.eventDate !== undefined;
    case 'groupSize':
      return answers.groupSize !== undefined;
    case 'cruiseKind':
      return answers.cruiseKind !== undefined;
    case 'package':
      return answers.packageKey !== undefined;
    case 'addOn':
      // A skipped add-on question counts as answered: the conversation moves past it.
      return addOnKind(answers) === null || addOnChosen(answers);
    case 'name':
      return answers.name !== undefined;
    case 'email':
      return answers.email !== undefined;
    case 'phone':
      return answers.phone !== undefined;
  }
}

/** The first question that applies and is still open, or 'review' once all are answered. */
export function currentStep(state: ConversationState, today: IsoDate): Step {
  const { answers } = normalize(state, today);
  return QUESTION_STEPS.find((step) => stepApplies(step, answers) && !isAnswered(step, answers)) ?? 'review';
}

/** Questions answered out of those that apply (a skipped add-on counts for neither). */
export function progress(state: ConversationState): { done: number; total: number } {
  const applicable = QUESTION_STEPS.filter((step) => stepApplies(step, state.answers));
  return { done: applicable.filter((step) => isAnswered(step, state.answers)).length, total: applicable.length };
}

/** Answered steps in order, for the transcript (an automatic choice included). */
export function answeredSteps(state: ConversationState): QuestionStep[] {
  return QUESTION_STEPS.filter((step) => hasAnswer(step, state.answers));
}

/**
 * Records an answer and returns the new state. Answers after it that still hold are kept; those
 * it invalidates are cleared (see normalize). A value the step cannot take leaves the answer
 * unset; `answerProblem` says why, for the guest.
 */
export function applyAnswer<S extends QuestionStep>(state: ConversationState, step: S, value: StepValues[S], today: IsoDate): ConversationState {
  const a: Answers = { ...state.answers };
  switch (step) {
    case 'eventType':
      a.eventType = value as EventTypeKey;
      break;
    case 'eventDate':
      a.eventDate = value as IsoDate;
      break;
    case 'groupSize':
      a.groupSize = value as number;
      break;
    case 'cruiseKind':
      a.cruiseKind = value as CruiseKind;
      delete a.cruiseKindAuto;
      break;
    case 'package': {
      const key = value as PackageKey;
      a.packageKey = key;
      // A package names its kind of cruise; an automatic "private" stays automatic.
      if (isPackageKey(key) && a.cruiseKind !== packageKind(key)) {
        a.cruiseKind = packageKind(key);
        delete a.cruiseKindAuto;
      }
      break;
    }
    case 'addOn':
      if (addOnKind(a) === 'bride' || a.cruiseKind === 'disco') a.brideIncluded = value as boolean;
      else a.lilyPad = value as boolean;
      break;
    case 'name':
      a.name = value as string;
      break;
    case 'email':
      a.email = value as string;
      break;
    case 'phone':
      a.phone = value as string;
      break;
  }
  if (PROMO_DEPENDS_ON.includes(step)) delete a.promo;
  const { draft, ...rest } = state;
  const next = { ...rest, answers: a, ...(draft && draft.step !== step ? { draft } : {}) };
  return normalize(next, today);
}

/** The add-ons chosen at the review (none: the key is dropped). */
export function setAddOns(state: ConversationState, addOns: readonly SelectedAddOn[]): ConversationState {
  const { addOns: _previous, ...answers } = state.answers;
  return { ...state, answers: addOns.length === 0 ? answers : { ...answers, addOns: [...addOns] } };
}

/** The promo code the server accepted, or null to remove it. */
export function setPromo(state: ConversationState, promo: PromoCharge | null): ConversationState {
  const { promo: _previous, ...answers } = state.answers;
  return { ...state, answers: promo ? { ...answers, promo } : answers };
}

export function setNotes(state: ConversationState, notes: string): ConversationState {
  const { notes: _previous, ...answers } = state.answers;
  return { ...state, answers: notes.trim() === '' ? answers : { ...answers, notes } };
}

/** Keeps what is typed in the answer box (an emptied box too); null drops the draft. */
export function setDraft(state: ConversationState, step: Step, text: string | null): ConversationState {
  const { draft: _previous, ...rest } = state;
  return text === null ? rest : { ...rest, draft: { step, text } };
}

/**
 * Why the step cannot take this value, in words for the guest, or null when it can. Checked
 * before applyAnswer so a refused answer is explained instead of silently dropped.
 */
export function answerProblem<S extends QuestionStep>(state: ConversationState, step: S, value: StepValues[S], today: IsoDate): string | null {
  switch (step) {
    case 'eventType':
      return isEventTypeKey(value) ? null : 'Pick one of the occasions below.';
    case 'eventDate': {
      if (!isValidIsoDate(value)) return 'That is not a date I can use. Pick a day in the calendar.';
      return daysBetween(today, value as IsoDate) < 0 ? 'That date has already passed. Pick a date from today onward.' : null;
    }
    case 'groupSize':
      return isGroupSize(value) ? null : `Our boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests. How many are coming?`;
    case 'cruiseKind':
    case 'package': {
      const kind = step === 'package' ? (isPackageKey(value) ? packageKind(value as PackageKey) : null) : (value as CruiseKind);
      if (kind === null) return 'Pick one of the packages below.';
      if (kind !== 'disco') return null;
      const block = discoBlock(state.answers);
      if (block === 'DISCO_NOT_AVAILABLE_ON_DAY') return `The disco cruise sails on ${DISCO_DAYS_PLURAL} only, so on your date it is a private charter.`;
      if (block === 'DISCO_GROUP_SIZE_OUT_OF_RANGE') {
        return `The disco cruise takes groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}, so for your group it is a private charter.`;
      }
      return null;
    }
    case 'addOn':
      return typeof value === 'boolean' ? null : 'A yes or a no is all I need.';
    case 'name':
    case 'email':
    case 'phone': {
      const schema = step === 'name' ? fullNameSchema : step === 'email' ? emailSchema : phoneSchema;
      const parsed = schema.safeParse(value);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check that.');
    }
  }
  return null;
}

/** True when the step applies and the guest (or the chat, for an automatic choice) answered it. */
export function hasAnswer(step: QuestionStep, answers: Answers): boolean {
  return step === 'addOn' ? addOnChosen(answers) : isAnswered(step, answers);
}

/** Steps that had an answer before and are open again now: what an edit cleared, to tell the guest. */
export function clearedSteps(before: ConversationState, after: ConversationState): QuestionStep[] {
  return QUESTION_STEPS.filter((step) => hasAnswer(step, before.answers) && stepApplies(step, after.answers) && !isAnswered(step, after.answers));
}

/** What the guest chose, as POST /api/quotes takes it; null until every choice is made. */
export function selectionFor(state: ConversationState): QuoteSelection | null {
  const { eventType, eventDate, groupSize, cruiseKind, packageKey } = state.answers;
  if (eventType === undefined || eventDate === undefined || groupSize === undefined || cruiseKind === undefined || packageKey === undefined) return null;
  const { addOns, promo } = state.answers;
  const common = { eventType, eventDate, groupSize, ...(addOns && addOns.length > 0 ? { addOns } : {}), ...(promo ? { promoCode: promo.code } : {}) };
  if (cruiseKind === 'private' && isPrivatePackageType(packageKey)) {
    return { kind: 'private', ...common, packageType: packageKey, lilyPad: state.answers.lilyPad === true };
  }
  if (cruiseKind === 'disco' && isDiscoPackageKey(packageKey)) {
    return { kind: 'disco', ...common, discoPackage: packageKey, brideIncluded: state.answers.brideIncluded === true };
  }
  return null;
}

/**
 * The live price from the domain calculators once date, group, cruise and package are known
 * (the occasion does not change it); null before that, or when the engine refuses the choice.
 * With the add-on catalogue it itemises the chosen add-ons the catalogue offers this cruise, and
 * the accepted promo code's discount (the server prices both again when the quote is saved).
 */
export function priceFor(state: ConversationState, today: IsoDate, catalogue: readonly PublicAddOn[] = []): PriceCalculationResult | null {
  const { eventDate, groupSize, cruiseKind, packageKey, lilyPad, brideIncluded, addOns, promo } = state.answers;
  if (eventDate === undefined || groupSize === undefined || cruiseKind === undefined || packageKey === undefined) return null;
  const charges = addOns ? chosenAddOnCharges(catalogue, addOns, { kind: cruiseKind, groupSize }) : [];
  const extras = charges.length > 0 || promo ? { extras: { ...(charges.length > 0 ? { addOns: charges } : {}), ...(promo ? { promo } : {}) } } : {};
  if (cruiseKind === 'private' && isPrivatePackageType(packageKey)) {
    return unlessRefused(() =>
      calculatePrivateCruisePrice({ pricing: sitePricing, groupSize, eventDate, packageType: packageKey, lilyPad: lilyPad === true, today, ...extras }),
    );
  }
  if (cruiseKind === 'disco' && isDiscoPackageKey(packageKey)) {
    return unlessRefused(() =>
      calculateDiscoCruisePrice({
        pricing: sitePricing,
        groupSize,
        eventDate,
        discoPackage: packageKey,
        brideIncluded: brideIncluded === true,
        today,
        ...extras,
      }),
    );
  }
  return null;
}
