import { useId } from 'react';
import { formatMoney } from '#domain/shared/money.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import type { PublicAddOn } from '#domain/pricing/products.ts';
import { packageName } from '../../components/pricing/choice-text.ts';
import { AddOnChoices } from '../../components/extras/add-on-choices.tsx';
import { PromoCodeField } from '../../components/extras/promo-code-field.tsx';
import type { PromoOutcome } from '../../lib/extras-api.ts';
import { CRUISE_STEPS, answeredSteps, type ConversationState } from './conversation.ts';
import { answerText } from './messages.ts';

// The chat's last step, the review with its Save, and the card a saved quote leaves.

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

export function Review({ state, saving, onNotes, onSave, price, priceCurrent, priceable, offered, onAddOns, onPromo, onRemovePromo }: ReviewProps) {
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
export function SavedCard({ total, path, framed, onRestart }: { total: number; path: string; framed: boolean; onRestart: () => void }) {
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
