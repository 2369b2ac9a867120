import { Link2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { formatMoney, type Cents } from '#domain/shared/money.ts';
import type { PaidShare } from '#domain/payments/split-payments.ts';
import { refusalMessage, setShareLink } from './split-api.ts';
import { ShareAmountForm } from './share-amount-form.tsx';
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
  const [copied, setCopied] = useState(false);
  const ids = { heading: useId(), link: useId(), error: useId() };
  const shareUrl = shares.sharePath && typeof window !== 'undefined' ? new URL(shares.sharePath, window.location.origin).href : shares.sharePath;

  const makeLink = async () => {
    setBusy(true);
    setError(null);
    try {
      await setShareLink(token);
      onChanged();
    } catch (failure) {
      setError(refusalMessage(failure, 'We could not make the link just now. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };

  /** The amount per share: null once saved, else the refusal's words for the form to show. */
  const saveAmount = async (shareAmount: Cents | null) => {
    try {
      await setShareLink(token, shareAmount);
      onChanged();
      return null;
    } catch (failure) {
      return refusalMessage(failure, 'We could not save that just now. Try again in a moment.');
    }
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
          <button type="button" className="button button--secondary" onClick={() => void makeLink()} disabled={busy}>
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
          <ShareAmountForm shares={shares} total={booking.totalPrice} save={saveAmount} />
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
