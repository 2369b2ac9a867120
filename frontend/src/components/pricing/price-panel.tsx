import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '#domain/shared/dates.ts';
import { URGENT_PAYMENT_WINDOW_HOURS } from '#domain/pricing/deposit.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import type { QuoteChoices, StartingPrice } from '#domain/booking/quote-choices.ts';
import type { PriceStatus } from '../../lib/server-price.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../../site/content/labels.ts';
import { CHOICE_STEPS, choiceText, hasChoice, type ChoiceStep } from './choice-text.ts';
import '../../styles/price-panel.css';

const SUMMARY_LABELS: Readonly<Record<ChoiceStep, string>> = {
  eventType: 'Occasion',
  eventDate: 'Date',
  groupSize: 'Group',
  cruiseKind: 'Cruise',
  package: 'Package',
  addOn: 'Add-on',
};

const STATUS_TEXT: Readonly<Record<PriceStatus, string>> = {
  current: '',
  updating: 'Updating the price…',
  unavailable: 'We could not check the price just now. It is worked out again when the quote is saved.',
};

/**
 * The live price, itemised, as the server will save it (decision 035), with the choices it is
 * for: a sticky aside on wide screens, a one-line bar that opens to the details on phones. While
 * changed choices are being priced the last price stays, marked as updating. Beside the guest's
 * chat and the staff quote form. Its own styles come with it (styles/price-panel.css); where it sits on
 * each page is chat.css's and admin.css's.
 */
export function PricePanel({
  choices,
  price,
  from = null,
  status = 'current',
}: {
  choices: QuoteChoices;
  price: PriceCalculationResult | null;
  from?: StartingPrice | null;
  status?: PriceStatus;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = CHOICE_STEPS.filter((step) => hasChoice(step, choices));
  return (
    // A section, not an aside: it sits inside the page's main landmark.
    <section className="chat-price" aria-labelledby={`${id}-heading`}>
      <div className="chat-price__bar">
        <h2 className="chat-price__heading" id={`${id}-heading`}>
          Your price
        </h2>
        <p className="chat-price__headline" data-testid="chat-total" data-price-status={status} aria-busy={status === 'updating'}>
          {price ? (
            <>
              <strong className="chat-price__total-amount">{formatMoney(price.totalPrice)}</strong>
              <span className="chat-price__headline-note"> total · {formatMoney(price.perPersonCost)} per person</span>
            </>
          ) : from ? (
            <>
              <span className="chat-price__headline-note">From </span>
              <strong className="chat-price__total-amount">{formatMoney(from.price.totalPrice)}</strong>
              <span className="chat-price__headline-note"> total · {formatMoney(from.price.perPersonCost)} per person</span>
            </>
          ) : (
            <span className="chat-price__headline-note">Appears as you answer</span>
          )}
        </p>
        <button type="button" className="chat-price__toggle" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen((o) => !o)}>
          <span>{open ? 'Hide details' : 'Details'}</span>
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      </div>
      <p className="chat-price__status" role="status">
        {STATUS_TEXT[status]}
      </p>
      {/* Focusable while open on a phone, where a long breakdown scrolls inside the sticky bar. */}
      <div
        className="chat-price__details"
        id={`${id}-details`}
        data-open={open ? 'true' : undefined}
        role="region"
        aria-label="Price details"
        tabIndex={open ? 0 : undefined}
      >
        {chosen.length > 0 && (
          <dl className="chat-price__choices">
            {chosen.map((step) => (
              <div key={step} className="chat-price__choice">
                <dt>{SUMMARY_LABELS[step]}</dt>
                <dd>{choiceText(step, choices)}</dd>
              </div>
            ))}
          </dl>
        )}
        {price ? (
          <Breakdown price={price} />
        ) : from ? (
          <p className="chat-price__empty">That is the {from.packageName}, all in. Choose a package and your itemised price appears here.</p>
        ) : (
          <p className="chat-price__empty">Pick a date, your group size and a package, and your itemised price appears here.</p>
        )}
      </div>
    </section>
  );
}

function Breakdown({ price }: { price: PriceCalculationResult }) {
  const { breakdown } = price;
  return (
    <>
      <table className="chat-price__table">
        <caption className="visually-hidden">Price breakdown</caption>
        <tbody>
          {breakdown.lineItems.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a code can repeat (two fees of one kind); the breakdown is rebuilt whole, never reordered
            <tr key={`${item.code}-${index}`}>
              <th scope="row">
                {item.label}
                {item.quantity !== undefined && item.unitAmount !== undefined && item.quantity > 1 && (
                  <span className="chat-price__unit">
                    {' '}
                    ({item.quantity} × {formatMoney(item.unitAmount)})
                  </span>
                )}
              </th>
              <td>{formatMoney(item.amount)}</td>
            </tr>
          ))}
          <tr className="chat-price__subtotal">
            <th scope="row">Subtotal</th>
            <td>{formatMoney(breakdown.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">Sales tax ({TAX_PERCENT_LABEL})</th>
            <td>{formatMoney(breakdown.tax)}</td>
          </tr>
          <tr>
            <th scope="row">Gratuity ({GRATUITY_PERCENT_LABEL})</th>
            <td>{formatMoney(breakdown.gratuity)}</td>
          </tr>
          <tr className="chat-price__total">
            <th scope="row">Total</th>
            <td data-testid="chat-price-total">{formatMoney(price.totalPrice)}</td>
          </tr>
          <tr>
            <th scope="row">Per person ({price.groupSize})</th>
            <td>{formatMoney(price.perPersonCost)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="chat-price__payments">
        <div>
          <dt>Deposit now ({price.depositPercent}%)</dt>
          <dd>{formatMoney(price.depositAmount)}</dd>
        </div>
        <div>
          <dt>Balance due {formatDate(price.remainingBalanceDueAt)}</dt>
          <dd>{formatMoney(price.balanceDue)}</dd>
        </div>
      </dl>
      {price.isUrgentBooking && (
        <p className="chat-price__note">Your cruise is close, so the deposit is due within {URGENT_PAYMENT_WINDOW_HOURS} hours of booking.</p>
      )}
    </>
  );
}
