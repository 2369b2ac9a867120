import type { Cents } from '../shared/money.ts';
import type { LedgerEntryKind } from '../booking/money-shapes.ts';

// The money a booking has taken, as a ledger: every charge and every refund is an entry, and what
// is paid is their difference. The ledger must never say more was paid than the booking costs:
// a charge that would take it over is not applied (functions/app/payments/).

// The shapes a booking carries are declared with it (domain/booking/money-shapes.ts, decision 050).
export { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '../booking/money-shapes.ts';

export interface LedgerAmount {
  kind: LedgerEntryKind;
  amount: Cents;
}

/** paid = sum(charges) - sum(refunds). */
export function ledgerPaid(entries: readonly LedgerAmount[]): Cents {
  return entries.reduce((sum, entry) => sum + (entry.kind === 'charge' ? entry.amount : entry.kind === 'refund' ? -entry.amount : 0), 0);
}

/** Whether a charge of `amount` keeps what is paid within the total (and is a real amount at all). */
export function chargeFits(total: Cents, paid: Cents, amount: Cents): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && paid + amount <= total;
}

/**
 * Why a card payment failed, in words a guest can act on. The codes are Stripe's (a PaymentIntent's
 * `last_payment_error.code`, and `decline_code` for declines); anything else gets the general line.
 */
export function paymentFailureMessage(code: string | null | undefined, declineCode?: string | null): string {
  switch (declineCode) {
    case 'insufficient_funds':
      return 'Your card was declined: the account does not have enough funds. Try another card.';
    case 'lost_card':
    case 'stolen_card':
    case 'fraudulent':
    case 'pickup_card':
      return 'Your card was declined. Try another card, or call your bank.';
    case 'expired_card':
      return 'Your card has expired. Try another card.';
    default:
      break;
  }
  switch (code) {
    case 'card_declined':
      return 'Your card was declined by your bank. Try another card, or call your bank and try again.';
    case 'expired_card':
      return 'Your card has expired. Try another card.';
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return 'The security code (CVC) was not right. Check it and try again.';
    case 'incorrect_number':
    case 'invalid_number':
      return 'The card number was not right. Check it and try again.';
    case 'processing_error':
      return 'The payment could not be processed just now. Try again in a moment.';
    case 'payment_intent_authentication_failure':
      return 'Your bank could not confirm it was you (the authentication step failed or was cancelled). Try again, or use another card.';
    default:
      return 'The payment did not go through. Try again, or use another card.';
  }
}
