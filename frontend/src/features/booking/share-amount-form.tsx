import { useId, useRef, useState, type FormEvent } from 'react';
import type { BookingSharesView } from '#domain/booking/money-shapes.ts';
import { centsToDecimalString, formatMoney, type Cents } from '#domain/shared/money.ts';
import { dollarsToCents, MIN_SHARE_AMOUNT, shareAmountAllowed } from '#domain/payments/split-payments.ts';
import '../../styles/split.css';

/**
 * The organiser's amount per share (decision 021), on the quote page's share panel and the portal's
 * trip page alike. What is allowed is said beside the box before anything is typed; a refusal,
 * the browser's or the API's, is said there too, with the cursor put back in the box.
 * `save` sends the amount (null: back to the per-person cost) and answers the refusal's words, or null.
 */
export function ShareAmountForm({
  shares,
  total,
  save,
}: {
  shares: Pick<BookingSharesView, 'shareAmount' | 'shareAmountSet' | 'perPersonCost'>;
  total: Cents;
  save: (shareAmount: Cents | null) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [amountText, setAmountText] = useState(shares.shareAmountSet ? centsToDecimalString(shares.shareAmount) : '');
  const amountInput = useRef<HTMLInputElement>(null);
  const ids = { amount: useId(), hint: useId(), amountError: useId() };
  const allowed = `Between ${formatMoney(MIN_SHARE_AMOUNT)} and the booking's total, ${formatMoney(total)}.`;

  const refuseAmount = (message: string) => {
    setAmountError(message);
    amountInput.current?.focus();
  };
  const send = async (shareAmount: Cents | null) => {
    setBusy(true);
    setAmountError(null);
    const refusal = await save(shareAmount);
    setBusy(false);
    if (refusal) refuseAmount(refusal);
  };
  const saveAmount = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amountText);
    if (cents === null) return refuseAmount(`Enter the amount in dollars, like 125 or 125.50. ${allowed}`);
    if (!shareAmountAllowed(cents, total)) return refuseAmount(`${formatMoney(cents)} cannot be a share. ${allowed}`);
    void send(cents);
  };

  return (
    <form className="share-panel__amount" onSubmit={saveAmount} noValidate>
      <div className="field">
        <label htmlFor={ids.amount}>Amount per share ($)</label>
        <p id={ids.hint} className="field__hint">
          {shares.shareAmountSet
            ? `Each friend pays ${formatMoney(shares.shareAmount)}.`
            : `Each friend pays the per-person cost, ${formatMoney(shares.perPersonCost)}, unless you set an amount.`}{' '}
          {allowed}
        </p>
        <input
          ref={amountInput}
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${ids.hint} ${ids.amountError}` : ids.hint}
        />
        {amountError && (
          <p className="field__error" id={ids.amountError}>
            {amountError}
          </p>
        )}
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        Save the amount
      </button>
      {shares.shareAmountSet && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            setAmountText('');
            void send(null);
          }}
        >
          Use the per-person cost
        </button>
      )}
    </form>
  );
}
