import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { addOnKind, packageOptions } from '#domain/booking/quote-choices.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { CAPACITY_TIERS, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { CRUISE_KIND_LABELS, guestsText } from '../../components/pricing/choice-text.ts';
import { sitePriceTable, sitePricing } from '../../site/site-pricing.ts';
import type { Step } from './conversation.ts';
import { DateStep } from './date-step.tsx';
import { cruiseChoices } from './options.ts';
import { PackageCards } from './package-cards.tsx';
import { Review } from './chat-review.tsx';
import { AnswerBox, ContactField, QuickReplies, type QuickReply } from './step-inputs.tsx';
import type { QuoteChatModel } from './use-quote-chat.ts';

const PLACEHOLDERS: Readonly<Record<Step, string>> = {
  // Whole in a phone's box: one sentence that answers more than the question (the occasions are the replies above it).
  eventType: 'e.g. "20 of us on June 14th"',
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
 * How the open question is answered: its quick replies (occasions, group sizes, the cruises with
 * their prices, the packages, the add-on) with the free-text box under them, a contact field, or
 * the review with its Save.
 */
export function StepAnswer({ chat, today, feedbackId }: { chat: QuoteChatModel; today: IsoDate; feedbackId: string }) {
  const { state, step, stepFeedback, discoFull } = chat;
  const box = (numeric = false) => (
    <AnswerBox
      value={chat.draft}
      onChange={chat.onDraft}
      onSubmit={chat.submitText}
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
              onSelect: () => chat.answer('eventType', t.key),
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
            onSelect={(date) => void chat.answer('eventDate', date)}
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
              return { key: String(size), label: guestsText(size), onSelect: () => chat.answer('groupSize', size) };
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
              onSelect: () => chat.answer('cruiseKind', choice.kind),
            }))
        : (['private', 'disco'] as const).map((kind) => ({ key: kind, label: CRUISE_KIND_LABELS[kind], onSelect: () => chat.answer('cruiseKind', kind) }));
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
            onChoose={(key) => chat.answer('package', key)}
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
              {
                key: 'yes',
                label: bride ? 'Yes, she is' : `Yes, add it (+${formatMoney(sitePriceTable.lilyPad)})`,
                onSelect: () => chat.answer('addOn', true),
              },
              { key: 'no', label: bride ? 'No, she is not' : 'No, thanks', onSelect: () => chat.answer('addOn', false) },
            ]}
          />
          {box()}
        </>
      );
    }
    case 'name':
    case 'email':
    case 'phone': {
      const current = state.draft?.step === step ? chat.draft : (state.answers[step] ?? '');
      return (
        <ContactField
          key={step}
          field={step}
          value={current}
          error={stepFeedback?.error ? stepFeedback.messages[0] : null}
          onChange={chat.onDraft}
          onSubmit={chat.submitContact}
        />
      );
    }
    case 'review':
      return (
        <Review
          state={state}
          saving={chat.saving}
          onNotes={chat.setNotes}
          onSave={chat.saveQuote}
          price={chat.price}
          priceCurrent={chat.priceStatus === 'current'}
          priceable={chat.priceable}
          offered={chat.offered}
          onAddOns={chat.setAddOns}
          onPromo={chat.applyPromo}
          onRemovePromo={chat.removePromo}
        />
      );
  }
}
