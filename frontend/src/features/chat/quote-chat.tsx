import { sitePriceTable, sitePricing } from '../../site/site-pricing.ts';
import '../../lib/zod-without-eval.ts';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { IsoDate } from '#domain/shared/dates.ts';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { CAPACITY_TIERS, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { addOnKind, discoBlock, isPackageKey, packageKind, packageOptions, startingPrice } from '#domain/booking/quote-choices.ts';
import { addOnsOffered, cruiseBoat, type PublicAddOn } from '#domain/pricing/products.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { CRUISE_KIND_LABELS, guestsText, packageName } from '../../components/pricing/choice-text.ts';
import { PricePanel } from '../../components/pricing/price-panel.tsx';
import { pricingRoutes } from '#contracts/routes/pricing.ts';
import { useServerPrice } from '../../lib/server-price.ts';
import { useAvailability } from '../../lib/availability.ts';
import { dayAvailabilityRequest, discoSoldOut } from './availability.ts';
import { DateStep } from './date-step.tsx';
import { AddOnChoices } from '../../components/extras/add-on-choices.tsx';
import { addOnsQueryOptions, checkPromoCode, promoProblem, type PromoOutcome } from '../../lib/extras-api.ts';
import { PromoCodeField } from '../../components/extras/promo-code-field.tsx';
import {
  CRUISE_STEPS,
  QUESTION_STEPS,
  answerProblem,
  answeredSteps,
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
import { answerText, autoCruiseKindMessage, clearedMessage, greeting, hintFor, questionFor, stepName } from './messages.ts';
import { cruiseChoices } from './options.ts';
import { PackageCards } from './package-cards.tsx';
import type { ChatSource } from './save.ts';
import { AnswerBox, ContactField, QuickReplies, type QuickReply } from './step-inputs.tsx';
import { findYesNo, reaskMessage, understandText, understood } from './understand.ts';
import { useAvailabilityChecks } from './use-availability-checks.ts';
import { useConversation } from './use-conversation.ts';
import '../../styles/chat.css';

export interface QuoteChatProps {
  source: ChatSource;
  /** `location.search` of the page: the entry parameters. */
  search: string;
  today: IsoDate;
  onQuoteSaved: (saved: CreateQuoteResponse) => void;
  /** The embed's narrow, single-column layout. */
  compact?: boolean;
}

interface Feedback {
  step: Step;
  messages: string[];
  /** The messages refuse an answer (the input is marked invalid), rather than inform. */
  error: boolean;
}

const PLACEHOLDERS: Readonly<Record<Step, string>> = {
  eventType: 'e.g. "bachelorette" or "20 of us on June 14th"',
  eventDate: 'e.g. "June 14" or "next Saturday"',
  groupSize: 'e.g. "14" or "about 20"',
  cruiseKind: 'e.g. "private" or "disco"',
  package: 'e.g. "Essentials"',
  addOn: 'Yes or no',
  name: '',
  email: '',
  phone: '',
  review: '',
};

/**
 * The conversational quote builder: guided questions with quick replies and typed answers, a
 * live itemised price from domain/, and a saved quote at the end. Free of site chrome and router
 * hooks, so /chat and the embeddable widget render the same component.
 */
export function QuoteChat({ source, search, today, onQuoteSaved, compact = false }: QuoteChatProps) {
  const id = useId();
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
  const answered = answeredSteps(state);
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
  const checked = async <T,>(run: () => Promise<T>): Promise<T | null> => {
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
  const feedbackId = `${id}-feedback`;

  const progressLabel = saved ? 'Quote saved' : step === 'review' ? `All ${total} steps answered` : `Step ${Math.min(done + 1, total)} of ${total}`;

  return (
    <div className={`chat${compact ? ' chat--compact' : ''}`}>
      <div className="chat__progress">
        <p className="chat__progress-label" id={`${id}-progress`}>
          {progressLabel}
        </p>
        <div
          className="chat__progress-bar"
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`${done} of ${total} answered`}
        >
          <span className="chat__progress-fill" style={{ width: `${total === 0 ? 0 : Math.round((done / total) * 100)}%` }} />
        </div>
      </div>

      <PricePanel choices={state.answers} price={price} status={server.status} from={from} />

      <div className="chat__conversation">
        <ol className="chat-transcript" aria-label="Conversation so far">
          <li className="chat-msg chat-msg--assistant">{greeting(state)}</li>
          {answered.map((s) => {
            const auto = s === 'cruiseKind' ? autoCruiseKindMessage(state) : null;
            return (
              <Fragment key={s}>
                <li className="chat-msg chat-msg--assistant">{questionFor(s, state)}</li>
                {auto ? (
                  <li className="chat-msg chat-msg--assistant chat-msg--auto">{auto}</li>
                ) : (
                  <li className="chat-msg chat-msg--guest" data-step={s} data-editing={editing === s ? 'true' : undefined}>
                    <span className="chat-msg__answer">{answerText(s, state)}</span>
                    {!saved && (
                      <button
                        type="button"
                        className="chat-msg__change"
                        aria-label={`Change ${stepName(s)}: ${answerText(s, state)}`}
                        onClick={() => openStep(s)}
                      >
                        <Pencil size={14} aria-hidden="true" />
                        Change
                      </button>
                    )}
                  </li>
                )}
              </Fragment>
            );
          })}
        </ol>

        <div className="chat-current" aria-live="polite">
          {saved ? (
            <p className="chat-msg chat-msg--assistant" ref={questionRef} tabIndex={-1}>
              Your quote {saved.reference} is saved.
            </p>
          ) : (
            <>
              <p className="chat-msg chat-msg--assistant chat-msg--question" ref={questionRef} tabIndex={-1} id={`${id}-question`}>
                {editing ? `Let's change your ${stepName(editing)}. ` : ''}
                {questionFor(step, state)}
              </p>
              {hintFor(step, state) && <p className="chat-msg__hint">{hintFor(step, state)}</p>}
              {step === 'cruiseKind' && <CruiseReason state={state} today={today} discoFull={discoFull} />}
            </>
          )}
          {stepFeedback && !(isContactStep && stepFeedback.error) && (
            <div id={feedbackId} className={`chat-msg chat-msg--notice${stepFeedback.error ? ' chat-msg--error' : ''}`}>
              {stepFeedback.messages.map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          )}
        </div>

        <div className="chat-input" ref={inputRef}>
          {saved ? <SavedCard total={saved.totalPrice} path={saved.path} framed={source === 'embed'} onRestart={startOver} /> : renderInput()}
          {editing && !saved && (
            <button type="button" className="chat-input__cancel" onClick={() => cancelEdit()}>
              Keep my answer
            </button>
          )}
        </div>
      </div>
    </div>
  );

  function openStep(s: QuestionStep) {
    setEditing(s);
    setFeedback(null);
    setFocusRequest((n) => n + 1);
  }

  function cancelEdit() {
    setEditing(null);
    setFeedback(null);
    setFocusRequest((n) => n + 1);
  }

  function renderInput() {
    const box = (numeric = false) => (
      <AnswerBox
        value={draft}
        onChange={onDraft}
        onSubmit={submitText}
        placeholder={PLACEHOLDERS[step]}
        describedBy={stepFeedback ? feedbackId : undefined}
        invalid={stepFeedback?.error === true}
        numeric={numeric}
      />
    );
    switch (step) {
      case 'eventType':
        return (
          <>
            <QuickReplies
              label="Occasions"
              replies={EVENT_TYPES.map((t) => ({
                key: t.key,
                label: (
                  <>
                    <span aria-hidden="true">{t.emoji}</span> {t.label}
                  </>
                ),
                ariaLabel: t.label,
                onSelect: () => answer('eventType', t.key),
              }))}
            />
            {box()}
          </>
        );
      case 'eventDate':
        return (
          <>
            <DateStep
              today={today}
              value={state.answers.eventDate}
              groupSize={state.answers.groupSize}
              cruiseKind={state.answers.cruiseKind}
              onSelect={(date) => void answer('eventDate', date)}
            />
            {box()}
          </>
        );
      case 'groupSize':
        return (
          <>
            <QuickReplies
              label="Group sizes"
              replies={CAPACITY_TIERS.map((tier) => {
                const size = CAPACITY_TIER_BANDS[tier].maxGuests;
                return { key: String(size), label: guestsText(size), onSelect: () => answer('groupSize', size) };
              })}
            />
            {box(true)}
          </>
        );
      case 'cruiseKind': {
        const options = cruiseChoices(state, today);
        // A disco sailing without the group's tickets is not offered (the private charter is).
        const replies: QuickReply[] = options
          ? options.choices
              .filter((choice) => !(choice.kind === 'disco' && discoFull))
              .map((choice) => ({
                key: choice.kind,
                recommended: choice.recommended,
                label: (
                  <>
                    <span className="chat-reply__title">
                      {CRUISE_KIND_LABELS[choice.kind]}
                      {choice.recommended && !discoFull && <span className="chat-badge">Recommended</span>}
                    </span>
                    <span className="chat-reply__detail">
                      {formatMoney(choice.total)} total · {formatMoney(choice.perPerson)} per person
                    </span>
                  </>
                ),
                ariaLabel: `${CRUISE_KIND_LABELS[choice.kind]}${choice.recommended && !discoFull ? ' (recommended)' : ''}: ${formatMoney(choice.total)} total, ${formatMoney(choice.perPerson)} per person`,
                onSelect: () => answer('cruiseKind', choice.kind),
              }))
          : (['private', 'disco'] as const).map((kind) => ({ key: kind, label: CRUISE_KIND_LABELS[kind], onSelect: () => answer('cruiseKind', kind) }));
        return (
          <>
            <QuickReplies label="Cruise" replies={replies} />
            {box()}
          </>
        );
      }
      case 'package':
        return (
          <>
            <PackageCards
              options={packageOptions(state.answers, today, sitePricing)}
              chosen={state.answers.packageKey}
              onChoose={(key) => answer('package', key)}
            />
            {box()}
          </>
        );
      case 'addOn': {
        const bride = addOnKind(state.answers) === 'bride';
        return (
          <>
            <QuickReplies
              label={bride ? 'Is the bride one of the guests?' : 'Lily pad'}
              replies={[
                { key: 'yes', label: bride ? 'Yes, she is' : `Yes, add it (+${formatMoney(sitePriceTable.lilyPad)})`, onSelect: () => answer('addOn', true) },
                { key: 'no', label: bride ? 'No, she is not' : 'No, thanks', onSelect: () => answer('addOn', false) },
              ]}
            />
            {box()}
          </>
        );
      }
      case 'name':
      case 'email':
      case 'phone': {
        const current = state.draft?.step === step ? draft : (state.answers[step] ?? '');
        return (
          <ContactField
            key={step}
            field={step}
            value={current}
            error={stepFeedback?.error ? stepFeedback.messages[0] : null}
            onChange={onDraft}
            onSubmit={(text) => {
              const result = understandText(step, text, today);
              const value = result.values[step];
              if (value === undefined) {
                setFeedback({ step, messages: result.refusals.length > 0 ? result.refusals : [reaskMessage(step)], error: true });
                return;
              }
              answer(step, value);
            }}
          />
        );
      }
      case 'review':
        return (
          <Review
            state={state}
            saving={saving === 'saving'}
            onNotes={(notes) => setState((s) => setNotes(s, notes))}
            onSave={() => void saveQuote()}
            price={price}
            priceCurrent={server.status === 'current'}
            priceable={priceable}
            offered={offered}
            onAddOns={(addOns) => setState((s) => setAddOns(s, addOns))}
            onPromo={applyPromo}
            onRemovePromo={() => setState((s) => setPromo(s, null))}
          />
        );
    }
  }
}

function CruiseReason({ state, today, discoFull }: { state: ConversationState; today: IsoDate; discoFull: string | null }) {
  const options = cruiseChoices(state, today);
  if (!options) return null;
  // The engine's advice compares prices; a full sailing settles it whatever the prices say.
  const reason = discoFull ? `${discoFull} For your group it is a private charter: the whole boat is yours.` : options.comparison.reasonMessage;
  return <p className="chat-msg__hint chat-msg__reason">{reason}</p>;
}

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

interface ReviewProps {
  state: ConversationState;
  saving: boolean;
  onNotes: (notes: string) => void;
  onSave: () => void;
  price: PriceCalculationResult | null;
  /** Whether `price` is for the choices as they stand (not the last one while they are priced). */
  priceCurrent: boolean;
  /** Whether the choices can be priced (and so saved). */
  priceable: boolean;
  offered: readonly PublicAddOn[];
  onAddOns: (addOns: NonNullable<ConversationState['answers']['addOns']>) => void;
  onPromo: (code: string) => Promise<PromoOutcome>;
  onRemovePromo: () => void;
}

function Review({ state, saving, onNotes, onSave, price, priceCurrent, priceable, offered, onAddOns, onPromo, onRemovePromo }: ReviewProps) {
  const id = useId();
  const a = state.answers;
  const discount = price?.breakdown.lineItems.find((line) => line.code === 'PROMO_DISCOUNT');
  const appliedPromo = a.promo ? { code: a.promo.code, message: `${a.promo.code} applied${discount ? `: ${formatMoney(-discount.amount)} off` : ''}.` } : null;
  return (
    <div className="chat-review">
      <div className="chat-review__summary">
        <ul aria-label="Your choices">
          {CRUISE_STEPS.filter((s) => answeredSteps(state).includes(s)).map((s) => (
            <li key={s}>{answerText(s, state)}</li>
          ))}
          {a.packageKey && a.cruiseKind === 'private' && a.packageKey === 'ultimate' && <li>Lily pad included with {packageName(a.packageKey)}</li>}
        </ul>
        {price && (
          <p className="chat-review__total" data-testid="chat-review-total" data-price-status={priceCurrent ? 'current' : 'updating'} aria-busy={!priceCurrent}>
            Total <strong>{formatMoney(price.totalPrice)}</strong>, {formatMoney(price.depositAmount)} deposit when you book.
          </p>
        )}
      </div>
      {a.groupSize !== undefined && <AddOnChoices addOns={offered} chosen={a.addOns ?? []} groupSize={a.groupSize} onChange={onAddOns} disabled={saving} />}
      <PromoCodeField applied={appliedPromo} onApply={onPromo} onRemove={onRemovePromo} disabled={saving} />
      <div className="chat-review__notes">
        <label htmlFor={`${id}-notes`} className="chat-contact__label">
          Notes for the crew <span className="chat-optional">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          className="chat-review__textarea"
          rows={3}
          maxLength={2000}
          value={a.notes ?? ''}
          onChange={(e) => onNotes(e.target.value)}
        />
      </div>
      <button type="button" className="button button--sun chat-review__save" onClick={onSave} disabled={saving || !priceable}>
        {saving ? 'Saving your quote...' : 'Save my quote'}
      </button>
    </div>
  );
}

/** In a partner's frame the widget offers the quote in a new tab itself: the quote page refuses framing. */
function SavedCard({ total, path, framed, onRestart }: { total: number; path: string; framed: boolean; onRestart: () => void }) {
  return (
    <div className="chat-saved">
      <p className="chat-saved__total">
        Total <strong>{formatMoney(total)}</strong>
      </p>
      <div className="chat-saved__actions">
        {!framed && (
          <a className="button button--primary" href={path}>
            View your quote
          </a>
        )}
        <button type="button" className="button button--secondary" onClick={onRestart}>
          Start a new quote
        </button>
      </div>
    </div>
  );
}
