import { CreditCard } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { formatInstant } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { Spinner } from '../../components/spinner.tsx';
import { checkoutFailureMessage, startDepositCheckout } from './api.ts';
import { SaveCardConsent } from './save-card-consent.tsx';

/** How often, and for how long, the page asks again after Stripe sends the guest back paid. */
const CONFIRM_POLL_MS = 1500;
const CONFIRM_POLL_LIMIT_MS = 60_000;

/** '19:05': minutes and seconds left (never below zero). */
export function countdownLabel(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function useMsLeft(until: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until && now !== null ? Date.parse(until) - now : null;
}

/** Sends the browser to the booking's checkout page; answers why not when it cannot. */
export async function goToCheckout(token: string, saveCard = false): Promise<string | null> {
  try {
    const { url } = await startDepositCheckout(token, saveCard);
    window.location.assign(url);
    return null;
  } catch (error) {
    return checkoutFailureMessage(error);
  }
}

/**
 * A pending booking's payment: the hold counting down, why the last card failed (if one did), and
 * the way to the checkout page. Back from a paid checkout, it waits for the webhook's
 * confirmation (Stripe does not promise the event before the guest's return), asking again briefly.
 */
/** Asks for the quote (and its booking) again until the confirmation shows or a minute passes. */
export function ConfirmationPoll({ refreshBooking, onGiveUp }: { refreshBooking: () => void; onGiveUp: () => void }) {
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > CONFIRM_POLL_LIMIT_MS) onGiveUp();
      else refreshBooking();
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [refreshBooking, onGiveUp]);
  return <Spinner label="Confirming your payment with the bank..." />;
}

export interface DepositPaymentProps {
  booking: PublicBooking;
  token: string;
  returnedPaid: boolean;
  /** Asks the API for the booking again (the quote page's query owns it). */
  refreshBooking: () => void;
  initialError?: string | null;
}

export function DepositPayment({ booking, token, returnedPaid, refreshBooking, initialError }: DepositPaymentProps) {
  const msLeft = useMsLeft(booking.holdExpiresAt);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [waiting, setWaiting] = useState(returnedPaid);
  const [saveCard, setSaveCard] = useState(false);
  const amount = booking.payments.depositOutstanding;
  const giveUp = useCallback(() => setWaiting(false), []);

  const pay = async () => {
    setSending(true);
    setError(null);
    const failure = await goToCheckout(token, saveCard);
    if (failure) {
      setError(failure);
      setSending(false);
    }
  };

  const ended = msLeft !== null && msLeft <= 0;
  return (
    <div className="booking-pay">
      {waiting ? (
        <ConfirmationPoll refreshBooking={refreshBooking} onGiveUp={giveUp} />
      ) : (
        <>
          {booking.holdExpiresAt && (
            <p className="booking-pay__hold">
              {ended ? (
                <strong>The time to pay has run out: the boat goes back on sale in a moment.</strong>
              ) : (
                <>
                  We hold it for you until {formatInstant(booking.holdExpiresAt)} while you pay:{' '}
                  <strong role="timer" aria-live="off" className="booking-pay__countdown">
                    {msLeft === null ? '' : `${countdownLabel(msLeft)} left`}
                  </strong>
                </>
              )}
            </p>
          )}
          {booking.lastPaymentFailure && (
            <div className="form-alert" role="alert">
              <p>
                <strong>Your payment did not go through.</strong> {booking.lastPaymentFailure.message} Nothing was charged, and the boat is still held for you.
              </p>
            </div>
          )}
          {error && (
            <div className="form-alert" role="alert">
              <p>{error}</p>
            </div>
          )}
          {!ended && (
            <SaveCardConsent
              balance={booking.payments.outstanding - amount}
              dueOn={booking.deposit.remainingBalanceDueAt}
              checked={saveCard}
              onChange={setSaveCard}
            />
          )}
          {!ended && (
            <button type="button" className="button button--sun" onClick={() => void pay()} disabled={sending}>
              <CreditCard aria-hidden="true" size={18} /> {sending ? 'Opening the payment page...' : `Pay the ${formatMoney(amount)} deposit`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
