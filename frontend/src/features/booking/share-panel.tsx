import { Link2, Users } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { formatMoney, centsToDecimalString } from '#domain/shared/money.ts';
import { dollarsToCents, MIN_SHARE_AMOUNT, shareAmountAllowed, type PaidShare } from '#domain/payments/split-payments.ts';
import { refusalMessage, setShareLink } from './split-api.ts';
import '../../styles/split.css';

/**
 * The organiser's part of splitting the cost (decision 021), in their booking panel: the group's
 * share link, what one share is, who has paid and what remains. Whoever holds the quote's link is
 * the organiser; the share link lets friends pay, not change the booking.
 */
export function SharePanel({ booking, token, onChanged }: { booking: PublicBooking; token: string; onChanged: () => void }) {
  const { shares } = booking;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const [amountText, setAmountText] = useState(shares.shareAmountSet ? centsToDecimalString(shares.shareAmount) : '');
  const [copied, setCopied] = useState(false);
  const ids = { heading: useId(), link: useId(), amount: useId(), hint: useId(), error: useId(), amountError: useId() };
  const allowed = `Between ${formatMoney(MIN_SHARE_AMOUNT)} and the booking's total, ${formatMoney(booking.totalPrice)}.`;
  const shareUrl = shares.sharePath && typeof window !== 'undefined' ? new URL(shares.sharePath, window.location.origin).href : shares.sharePath;

  /** Says what is wrong with the amount beside its box, and puts the cursor there. */
  const refuseAmount = (message: string) => {
    setAmountError(message);
    amountInput.current?.focus();
  };

  const send = async (shareAmount?: number | null) => {
    setBusy(true);
    setError(null);
    setAmountError(null);
    try {
      await setShareLink(token, shareAmount);
      onChanged();
    } catch (failure) {
      const message = refusalMessage(failure, 'We could not save that just now. Try again in a moment.');
      if (typeof shareAmount === 'number') refuseAmount(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const saveAmount = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amountText);
    if (cents === null) return refuseAmount(`Enter the amount in dollars, like 125 or 125.50. ${allowed}`);
    if (!shareAmountAllowed(cents, booking.totalPrice)) return refuseAmount(`${formatMoney(cents)} cannot be a share. ${allowed}`);
    void send(cents);
  };

  const copy = async () => {
    if (!shareUrl) return;
    await navigator.clipboard?.writeText(shareUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="share-panel" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="quote-section__subheading">
        <Users aria-hidden="true" size={18} /> Split the cost
      </h3>
      {error && (
        <div className="form-alert" role="alert" id={ids.error}>
          <p>{error}</p>
        </div>
      )}
      {!shareUrl ? (
        <>
          <p>Send your group a link: each friend pays their share by card, and you see here who has paid and what remains.</p>
          <button type="button" className="button button--secondary" onClick={() => void send()} disabled={busy}>
            <Link2 aria-hidden="true" size={18} /> {busy ? 'Making the link...' : 'Get a link for your group'}
          </button>
        </>
      ) : (
        <>
          <div className="field">
            <label htmlFor={ids.link}>Your group's payment link</label>
            <div className="share-panel__link">
              <input id={ids.link} type="text" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
              <button type="button" className="button button--secondary" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy link'}
              </button>
            </div>
          </div>
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
        </>
      )}
      <PaidShares shares={shares.paidShares} />
      <p className="share-panel__remaining">
        Still to pay: <strong>{formatMoney(shares.remaining)}</strong>
      </p>
    </section>
  );
}

/** Who of the group has paid what. */
export function PaidShares({ shares }: { shares: readonly PaidShare[] }) {
  if (shares.length === 0) return <p className="share-list__empty">No one has paid a share yet.</p>;
  return (
    <ul className="share-list" aria-label="Shares paid">
      {shares.map((share) => (
        <li key={share.id}>
          <span>{share.name}</span> <strong>{formatMoney(share.amount)}</strong>
          {share.refunded > 0 && <span>{share.refunded === share.amount ? ' refunded' : `, ${formatMoney(share.refunded)} refunded`}</span>}
        </li>
      ))}
    </ul>
  );
}
