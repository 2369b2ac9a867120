import { CreditCard } from 'lucide-react';
import { useCallback, useState } from 'react';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { balanceDueWords } from '#domain/payments/balance.ts';
import type { PublicBooking } from '#domain/booking/booking.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { checkoutFailureMessage, startBalanceCheckout } from './api.ts';
import { ConfirmationPoll } from './deposit-payment.tsx';

const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export interface BalancePaymentProps {
  booking: PublicBooking;
  token: string;
  /** Back from the balance's checkout paid: wait for the webhook's record. */
  returnedPaid: boolean;
  refreshBooking: () => void;
}

/**
 * A confirmed booking's balance (decision 019): "Paid in full", or what remains and when, the card
 * to be charged automatically or why its charge failed, and "Pay the balance" (the pay link's
 * checkout, for the amount the server works out).
 */
export function BalancePayment({ booking, token, returnedPaid, refreshBooking }: BalancePaymentProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(returnedPaid && !booking.payments.fullyPaid);
  const giveUp = useCallback(() => setWaiting(false), []);
  const { payments, deposit } = booking;
  if (payments.fullyPaid) {
    return (
      <div className="booking-pay">
        <p className="booking-pay__paid">
          <strong>Paid in full</strong>: thank you, there is nothing more to pay.
        </p>
      </div>
    );
  }
  if (waiting) {
    return (
      <div className="booking-pay">
        <ConfirmationPoll refreshBooking={refreshBooking} onGiveUp={giveUp} />
      </div>
    );
  }
  const pay = async () => {
    setSending(true);
    setError(null);
    try {
      const { url } = await startBalanceCheckout(token);
      window.location.assign(url);
    } catch (failure) {
      setError(checkoutFailureMessage(failure));
      setSending(false);
    }
  };
  const card = booking.savedCard;
  return (
    <div className="booking-pay">
      <p>
        Balance to pay: <strong>{formatMoney(payments.outstanding)}</strong>, due {balanceDueWords(deposit)}.
      </p>
      {booking.balanceChargeFailure ? (
        <div className="form-alert" role="alert">
          <p>
            <strong>Automatic balance charge failed.</strong> {booking.balanceChargeFailure.message} Your booking is kept.
          </p>
        </div>
      ) : (
        card && (
          <p>
            Your {BRANDS[card.brand] ?? 'card'} ending {card.last4} will be charged {formatMoney(payments.outstanding)} on {formatWrittenDate(card.dueOn)}, as
            you authorised. To pay another way, pay now.
          </p>
        )
      )}
      {error && (
        <div className="form-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      <button type="button" className="button button--sun" onClick={() => void pay()} disabled={sending}>
        <CreditCard aria-hidden="true" size={18} /> {sending ? 'Opening the payment page...' : `Pay the balance (${formatMoney(payments.outstanding)})`}
      </button>
    </div>
  );
}
