import { BOOKING_STATUS_LABELS } from '#domain/booking/booking.ts';
import { formatWrittenDate } from '#domain/shared/dates.ts';
import { clockLabel, slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { CancelPreview, MoveSettlement, TripView } from '#domain/portal/trip.ts';
import { refundResultLine, type RefundResult } from '#domain/payments/refund-results.ts';

// The trip page's words (decision 024), from the figures the server worked out: nothing here
// computes money, it only says what the figures mean for the guest.

export interface TripFact {
  term: string;
  detail: string;
}

export function tripFacts(trip: TripView): TripFact[] {
  return [
    { term: 'Date', detail: formatWrittenDate(trip.cruise.date) },
    { term: 'Time', detail: slotLabel(trip.cruise) },
    { term: 'Boat', detail: trip.cruise.kind === 'disco' ? `${trip.cruise.boatName} (disco cruise)` : trip.cruise.boatName },
    { term: 'Guests', detail: String(trip.cruise.groupSize) },
    { term: 'Package', detail: trip.cruise.packageName },
    { term: 'Status', detail: BOOKING_STATUS_LABELS[trip.status] },
  ];
}

/** 'Arrive by 1:15 PM.': the time itself; the business's guidance says why, in its own words. */
export function arrivalWords(trip: TripView): string {
  return `Arrive by ${clockLabel(trip.departure.arriveBy)}.`;
}

/** What a move does to the money, in one sentence the guest reads before confirming. */
export function settlementWords(settlement: MoveSettlement): string {
  const { difference, refund, outstanding } = settlement;
  const balance = outstanding > 0 ? `you will owe ${formatMoney(outstanding)}` : 'nothing more will be owed';
  if (difference === 0) return `The price is the same, ${formatMoney(settlement.newTotal)}: ${balance}.`;
  if (difference > 0)
    return `The new date costs ${formatMoney(difference)} more (${formatMoney(settlement.newTotal)} in all): ${balance}, paid by the balance's pay link.`;
  if (refund > 0)
    return `The new date costs ${formatMoney(-difference)} less (${formatMoney(settlement.newTotal)} in all): ${formatMoney(refund)} you paid beyond the new total is refunded to the card that paid it, and ${balance}.`;
  return `The new date costs ${formatMoney(-difference)} less (${formatMoney(settlement.newTotal)} in all): ${balance}.`;
}

/** What cancelling now gives back, by the terms the guest accepted: said before they confirm. */
export function cancelPreviewWords(preview: CancelPreview): string {
  if (preview.paid === 0) return 'Nothing has been paid on this booking, so there is nothing to refund.';
  if (preview.withinTerms) return `Cancelling now refunds ${formatMoney(preview.refund)}, everything you have paid, to the card (or the way) it was paid.`;
  return `By the terms you accepted, cancelling now refunds nothing of the ${formatMoney(preview.paid)} you have paid.`;
}

/** What the guest is told while the cancellation runs: each payment is refunded to where it came from. */
export function cancelProgressWords(payments: number): string {
  if (payments === 0) return 'Cancelling your trip...';
  return payments === 1
    ? 'Cancelling your trip and refunding your payment...'
    : `Cancelling your trip and refunding your ${payments} payments, each to the card (or the way) it was paid...`;
}

/** What happened when the trip was cancelled: what went back to which card, and any refund that did not go through. */
export function cancelOutcomeWords(refund: { withinTerms: boolean; refunded: number; problem: string | null; results?: readonly RefundResult[] }): string {
  const results = refund.results ?? [];
  const made = results.filter((result) => result.status === 'refunded');
  const failed = results.filter((result) => result.status === 'failed');
  const where = made.length > 0 ? `: ${made.map(refundResultLine).join(', ')}` : '';
  if (failed.length > 0) {
    const part = refund.refunded > 0 ? ` and ${formatMoney(refund.refunded)} is refunded${where}` : '';
    return `Your trip is cancelled${part}. ${failed.map((result) => `${formatMoney(result.amount)} to ${result.to}`).join(', ')} could not be refunded just now; our team has been told and will settle it with you. A receipt for each refund made is on its way to your e-mail.`;
  }
  if (refund.problem) return refund.problem;
  if (refund.refunded > 0)
    return `Your trip is cancelled and ${formatMoney(refund.refunded)} is refunded${where}. A receipt is on its way to your e-mail; card refunds show on your statement within 5 to 10 business days.`;
  return refund.withinTerms
    ? 'Your trip is cancelled. Nothing had been paid, so there is nothing to refund.'
    : 'Your trip is cancelled. By the terms you accepted, nothing is refunded.';
}

/** What happened when the trip was moved. */
export function moveOutcomeWords(outcome: { trip: TripView; refunded: number; problem: string | null }): string {
  const when = `${formatWrittenDate(outcome.trip.cruise.date)}, ${slotLabel(outcome.trip.cruise)}`;
  if (outcome.problem) return `Your cruise is moved to ${when}. ${outcome.problem}`;
  const refunded = outcome.refunded > 0 ? ` ${formatMoney(outcome.refunded)} is refunded to your card.` : '';
  const owed = outcome.trip.money.outstanding > 0 ? ` Balance to pay: ${formatMoney(outcome.trip.money.outstanding)}.` : '';
  return `Your cruise is moved to ${when}. A new calendar file is in your e-mail.${refunded}${owed}`;
}
