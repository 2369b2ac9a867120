import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import { discoBlock, isPackageKey, packageKind, startingPrice } from '#domain/booking/quote-choices.ts';
import { addOnsOffered, cruiseBoat, type PublicAddOn } from '#domain/pricing/products.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { sitePricing } from '../../site/site-pricing.ts';
import { useServerPrice } from '../../lib/server-price.ts';
import { useAvailability } from '../../lib/availability.ts';
import { addOnsQueryOptions, checkPromoCode, promoProblem, type PromoOutcome } from '../../lib/extras-api.ts';
import { dayAvailabilityRequest, discoSoldOut } from './availability.ts';
import {
  QUESTION_STEPS,
  answerProblem,
  applyAnswer,
  clearedSteps,
  currentStep,
  priceFor,
  progress,
  selectionFor,
  setAddOns,
  setDraft,
  setNotes,
  setPromo,
  type ConversationState,
  type QuestionStep,
  type Step,
  type StepValues,
} from './conversation.ts';
import { restartConversation } from './entry.ts';
import { answerText, clearedMessage, stepName } from './messages.ts';
import { cruiseChoices } from './options.ts';
import type { ChatSource } from './save.ts';
import { findYesNo, reaskMessage, understandText, understood } from './understand.ts';
import { useAvailabilityChecks } from './use-availability-checks.ts';
import { useConversation } from './use-conversation.ts';

/** What the chat says about the last answer, under the question it was for. */
export interface Feedback {
  step: Step;
  messages: string[];
  /** The messages refuse an answer (the input is marked invalid), rather than inform. */
  error: boolean;
}

/**
 * The quote chat's conversation as the screen works it: the answers (kept by useConversation),
 * the step asked or reopened, what was said about the last answer, the running price (the
 * server's, decision 035), the availability checks that may refuse an answer, and the saving.
 * QuoteChat draws it; this hook holds every rule of how an answer moves the conversation on.
 */
export function useQuoteChat({
  source,
  search,
  today,
  onQuoteSaved,
}: {
  source: ChatSource;
  search: string;
  today: IsoDate;
  onQuoteSaved: (saved: CreateQuoteResponse) => void;
}) {
  const { state, setState, save } = useConversation({ search, today, source });
  const [editing, setEditing] = useState<QuestionStep | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [saving, setSaving] = useState<'idle' | 'saving'>('idle');
  const [focusRequest, setFocusRequest] = useState(0);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLDivElement>(null);
  const { dateProblem, discoProblem } = useAvailabilityChecks();
  // An answer waiting on an availability check; another answer meanwhile would be built on stale state.
  const checking = useRef(false);

  const step: Step = editing ?? currentStep(state, today);
  // The catalogue is asked for once a package is chosen: the review offers what fits the cruise.
  const addOnsQuery = useQuery({ ...addOnsQueryOptions(), enabled: state.answers.packageKey !== undefined });
  const catalogue = useMemo(() => addOnsQuery.data?.addOns ?? [], [addOnsQuery.data]);
  const offered = useMemo(() => offeredAddOns(state, catalogue), [state, catalogue]);
  // The engine here says whether the choices can be priced at all; the figures shown are the
  // server's, from the function the save prices with (decision 035).
  const priceable = useMemo(() => priceFor(state, today, catalogue) !== null, [state, today, catalogue]);
  const asked = useMemo(() => (priceable ? selectionFor(state) : null), [priceable, state]);
  const server = useServerPrice(pricingRoutes.previewQuotePrice, asked, state.answers.promo ? state.answers.email : undefined);
  const price = server.price;
  const from = useMemo(() => (price ? null : startingPrice(state.answers, today, sitePricing)), [price, state, today]);
  const discoFull = useDiscoFull(state, step === 'cruiseKind');
  const { done, total } = progress(state);
  const saved = state.saved;

  // A changed group or cruise can put a chosen add-on off this boat: it leaves the quote, as the
  // server would refuse it, once the catalogue is known (until then nothing is judged).
  useEffect(() => {
    const chosen = state.answers.addOns;
    if (!addOnsQuery.data || !chosen || state.saved) return;
    const kept = chosen.filter((choice) => offered.some((addOn) => addOn.id === choice.productId));
    if (kept.length !== chosen.length) setState((s) => setAddOns(s, kept));
  }, [addOnsQuery.data, offered, state.answers.addOns, state.saved, setState]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = inputRef.current?.querySelector<HTMLElement>('[data-chat-focus]') ?? questionRef.current;
    target?.focus();
  }, [focusRequest]);

  const moveOn = (next: ConversationState, notices: string[] = []) => {
    const cleared = clearedMessage(clearedSteps(state, next).filter((s) => s !== editing));
    setState(next);
    setEditing(null);
    const messages = cleared ? [...notices, cleared] : notices;
    setFeedback(messages.length > 0 ? { step: currentStep(next, today), messages, error: false } : null);
    setFocusRequest((n) => n + 1);
  };

  /**
   * What the availability says about answers about to be taken: a date that can no longer be
   * booked (sold out, closed, by phone only) and a disco whose sailing is full. Each refused
   * answer is left out, with its reason for the guest.
   */
  const unavailable = async (values: Partial<StepValues>): Promise<{ step: QuestionStep; message: string }[]> => {
    const a = state.answers;
    const groupSize = values.groupSize ?? a.groupSize;
    const chosenKind = values.package !== undefined && isPackageKey(values.package) ? packageKind(values.package) : values.cruiseKind;
    const cruiseKind = chosenKind ?? a.cruiseKind;
    // A past date is answerProblem's to refuse, with its own words.
    if (values.eventDate !== undefined && values.eventDate >= today) {
      const problem = await dateProblem(values.eventDate, { groupSize, cruiseKind });
      if (!problem) return [];
      return [{ step: 'eventDate', message: cruiseKind === 'disco' ? `${problem} Pick another day, or choose a private charter.` : problem }];
    }
    if (chosenKind === 'disco' && a.eventDate !== undefined && groupSize !== undefined) {
      const problem = await discoProblem(a.eventDate, groupSize);
      if (problem)
        return [
          {
            step: values.cruiseKind !== undefined ? 'cruiseKind' : 'package',
            message: `${problem} The private charter is still open: choose it, or change your date.`,
          },
        ];
    }
    return [];
  };

  /** Runs an availability check, one at a time. */
  const checked = async <T>(run: () => Promise<T>): Promise<T | null> => {
    if (checking.current) return null;
    checking.current = true;
    try {
      return await run();
    } finally {
      checking.current = false;
    }
  };

  const answer = async <S extends QuestionStep>(target: S, value: StepValues[S]) => {
    const problem = answerProblem(state, target, value, today);
    if (problem) {
      setFeedback({ step, messages: [problem], error: true });
      return;
    }
    const refused = await checked(() => unavailable({ [target]: value } as Partial<StepValues>));
    if (refused === null) return;
    if (refused.length > 0) {
      setFeedback({ step, messages: refused.map((r) => r.message), error: true });
      return;
    }
    moveOn(setDraft(applyAnswer(state, target, value, today), target, null));
  };

  const submitText = async (text: string) => {
    const result = understandText(step, text, today);
    if (!understood(result)) {
      // "Sounds good" to the recommendation.
      const recommended =
        step === 'cruiseKind' && findYesNo(text.toLowerCase()) === true
          ? cruiseChoices(state, today)?.choices.find((c) => c.recommended && !(c.kind === 'disco' && discoFull))
          : undefined;
      if (recommended) void answer('cruiseKind', recommended.kind);
      else setFeedback({ step, messages: [reaskMessage(step)], error: true });
      return;
    }
    const refused = await checked(() => unavailable(result.values));
    if (refused === null) return;
    const values: Partial<StepValues> = { ...result.values };
    for (const { step: slot } of refused) {
      delete values[slot];
      if (slot === 'cruiseKind' || slot === 'package') {
        delete values.cruiseKind;
        delete values.package;
      }
    }
    let next = state;
    const problems = [...result.refusals, ...refused.map((r) => r.message)];
    const filled: QuestionStep[] = [];
    for (const slot of QUESTION_STEPS) {
      const value = values[slot];
      if (value === undefined) continue;
      const problem = answerProblem(next, slot, value, today);
      if (problem) problems.push(problem);
      else {
        next = applyAnswer(next, slot, value, today);
        filled.push(slot);
      }
    }
    if (filled.length === 0) {
      setFeedback({ step, messages: problems.length > 0 ? problems : [reaskMessage(step)], error: true });
      return;
    }
    // Say what a sentence filled when it was more than the question asked.
    const heard = filled.length > 1 || filled[0] !== step ? [`Got it: ${filled.map((s) => answerText(s, next)).join(', ')}.`] : [];
    moveOn(setDraft(next, step, null), [...heard, ...problems]);
  };

  const startOver = () => {
    setState(restartConversation(state, today));
    setEditing(null);
    setFeedback(null);
    setFocusRequest((n) => n + 1);
  };

  const applyPromo = async (code: string): Promise<PromoOutcome> => {
    const selection = selectionFor(setPromo(state, null));
    if (!selection) return { ok: false, message: 'Answer the open questions first, then enter the code.' };
    try {
      const result = await checkPromoCode({ ...selection, promoCode: code }, state.answers.email);
      if (!result.applied) return { ok: false, message: result.message };
      setState((s) => setPromo(s, result.promo));
      return { ok: true, message: result.message };
    } catch (error) {
      return { ok: false, message: promoProblem(error) };
    }
  };

  const saveQuote = async () => {
    setSaving('saving');
    setFeedback(null);
    const outcome = await save();
    setSaving('idle');
    if (outcome.ok) {
      onQuoteSaved(outcome.response);
      return;
    }
    if (outcome.kind === 'failed') {
      setFeedback({ step: 'review', messages: [outcome.message], error: true });
      return;
    }
    // Reopen the first step the API refused, with its message; every answer stays as it was.
    const target = outcome.errors[0]?.step ?? 'review';
    if (target !== 'review') setEditing(target);
    const messages = outcome.errors.map((e) => (e.step === target || e.step === 'review' ? e.message : `Your ${stepName(e.step)}: ${e.message}`));
    setFeedback({ step: target, messages, error: true });
    setFocusRequest((n) => n + 1);
  };

  const draft = state.draft?.step === step ? state.draft.text : '';
  const isContactStep = step === 'name' || step === 'email' || step === 'phone';
  const onDraft = (text: string) => setState((s) => setDraft(s, step, text));
  const stepFeedback = feedback && feedback.step === step ? feedback : null;

  /** A contact answer (name, e-mail, phone), read as the free-text box reads one. */
  const submitContact = (text: string) => {
    if (step !== 'name' && step !== 'email' && step !== 'phone') return;
    const result = understandText(step, text, today);
    const value = result.values[step];
    if (value === undefined) {
      setFeedback({ step, messages: result.refusals.length > 0 ? result.refusals : [reaskMessage(step)], error: true });
      return;
    }
    answer(step, value);
  };

  const openStep = (s: QuestionStep) => {
    setEditing(s);
    setFeedback(null);
    setFocusRequest((n) => n + 1);
  };

  const cancelEdit = () => {
    setEditing(null);
    setFeedback(null);
    setFocusRequest((n) => n + 1);
  };

  const progressLabel = saved ? 'Quote saved' : step === 'review' ? `All ${total} steps answered` : `Step ${Math.min(done + 1, total)} of ${total}`;

  return {
    state,
    step,
    editing,
    saved,
    draft,
    isContactStep,
    stepFeedback,
    saving: saving === 'saving',
    price,
    priceStatus: server.status,
    priceable,
    from,
    offered,
    discoFull,
    done,
    total,
    progressLabel,
    questionRef,
    inputRef,
    answer,
    submitText,
    submitContact,
    onDraft,
    openStep,
    cancelEdit,
    startOver,
    applyPromo,
    saveQuote: () => void saveQuote(),
    setNotes: (notes: string) => setState((s) => setNotes(s, notes)),
    setAddOns: (addOns: NonNullable<ConversationState['answers']['addOns']>) => setState((s) => setAddOns(s, addOns)),
    removePromo: () => setState((s) => setPromo(s, null)),
  };
}

/** The conversation as useQuoteChat hands it to the chat's parts. */
export type QuoteChatModel = ReturnType<typeof useQuoteChat>;

/**
 * At the cruise step, whether the disco sailing on the guest's date has the group's tickets (asked
 * of the API for that date): the message saying it has not, or null (also while unknown, or when
 * the disco cannot sail for the group anyway).
 */
function useDiscoFull(state: ConversationState, atCruiseStep: boolean): string | null {
  const { eventDate, groupSize } = state.answers;
  const asks = atCruiseStep && eventDate !== undefined && groupSize !== undefined && discoBlock(state.answers) === null;
  const disco = useAvailability(dayAvailabilityRequest(eventDate ?? '', 'disco', groupSize), { enabled: asks });
  return asks && groupSize !== undefined
    ? discoSoldOut(
        disco.data?.days.find((day) => day.date === eventDate),
        groupSize,
      )
    : null;
}

/** The catalogue's add-ons for the chosen cruise; none until the cruise and group are known. */
function offeredAddOns(state: ConversationState, catalogue: readonly PublicAddOn[]): PublicAddOn[] {
  const { cruiseKind, groupSize } = state.answers;
  if (cruiseKind === undefined || groupSize === undefined) return [];
  return addOnsOffered(catalogue, { kind: cruiseKind, boatId: cruiseBoat(cruiseKind, groupSize) });
}
