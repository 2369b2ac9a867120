import { AUTOMATIC_CHARGE_FAILED_LABEL } from '#domain/payments/balance.ts';
import { BOOKING_STATUS_LABELS, PAYMENT_HOLD_MINUTES, type PublicBooking } from '#domain/booking/booking.ts';
import { businessFacts } from '#domain/site/business.ts';
import { addDays, daysBetween, formatInstant, type IsoDate } from '#domain/shared/dates.ts';
import { FREE_CANCELLATION_DAYS_BEFORE_EVENT, type DepositSchedule } from '#domain/pricing/deposit.ts';
import { DISCO_REFUND_WINDOW_HOURS } from '#domain/pricing/disco.ts';
import type { CruiseKind, DayAvailability, SlotAvailability } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
// Dates read as on the rest of the quote page.
import { formatLongDate as longDate } from '../../lib/dates.ts';

// The booking step's and the booking panel's words. Every figure comes from the quote, the
// booking the API answered, or the domain's rules, so the page can only say what the business set.

function guests(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

export interface SlotOption {
  start: string;
  label: string;
  /** What the guest gets ('Clever Girl'; for the disco, with tickets left) or why it cannot be had. */
  detail: string;
  available: boolean;
}

/** Why one time cannot be booked online for this group. */
function unavailableReason(day: DayAvailability, slot: SlotAvailability, groupSize: number): string {
  if (day.reason === 'too-soon') return 'Book by phone';
  if (day.reason === 'closed') return 'Not sailing that day';
  if (slot.kind === 'disco') {
    const left = slot.seatsLeft ?? 0;
    return left === 0 ? 'Sold out' : `Sold out for your group: ${left} ${left === 1 ? 'ticket' : 'tickets'} left, ${groupSize} needed`;
  }
  return `Booked: no boat for ${guests(groupSize)} is free`;
}

/** The times of the quote's date, each with the boat a booking would get or why it is not on offer. */
export function slotOptions(day: DayAvailability, groupSize: number): SlotOption[] {
  return day.slots.map((slot) => {
    if (!slot.available) return { start: slot.start, label: slot.label, detail: unavailableReason(day, slot, groupSize), available: false };
    const boat = slot.boatName ?? 'Boat to be assigned';
    const detail =
      slot.kind === 'disco' && slot.seatsLeft !== undefined ? `${boat} · ${slot.seatsLeft} of ${slot.capacity ?? slot.seatsLeft} tickets left` : boat;
    return { start: slot.start, label: slot.label, detail, available: true };
  });
}

/** Why nothing can be booked on the quote's date, in words for the guest (null when something can). */
export function dayUnavailableMessage(day: DayAvailability, kind: CruiseKind, groupSize: number): string | null {
  if (day.available) return null;
  const date = longDate(day.date);
  switch (day.reason) {
    case 'too-soon':
      return `Cruises on ${date} can no longer be booked online. Call us: we will see what the crew can do.`;
    case 'closed':
      return `We are not sailing on ${date}.`;
    case 'no-sailing':
      return `The disco cruise does not sail on ${date}.`;
    default:
      return kind === 'disco'
        ? `The disco cruise on ${date} is sold out for a group of ${groupSize}.`
        : `Every boat that carries ${guests(groupSize)} is booked on ${date}.`;
  }
}

/**
 * The cancellation terms a booking made today would carry, from the domain's rule (free up to a
 * number of days before a private cruise; disco tickets refundable for some hours after booking).
 */
export function cancellationPolicyText(kind: CruiseKind, eventDate: IsoDate, today: IsoDate): string {
  if (kind === 'disco') {
    return `Disco tickets are refunded if you cancel within ${DISCO_REFUND_WINDOW_HOURS} hours of booking; after that they are not refunded.`;
  }
  const freeUntil = addDays(eventDate, -FREE_CANCELLATION_DAYS_BEFORE_EVENT);
  if (daysBetween(today, freeUntil) < 0) {
    return `Your cruise is less than ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days away, after the free cancellation period (up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before the cruise): the deposit is not refunded if you cancel.`;
  }
  return `Cancel free of charge up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before your cruise (through ${longDate(freeUntil)}); after that, the deposit is not refunded.`;
}

/** How long a booking holds the boat (or tickets) while the guest pays the deposit. */
export function holdNote(deposit: DepositSchedule, kind: CruiseKind): string {
  const what = kind === 'disco' ? 'your tickets' : 'the boat';
  return `Booking holds ${what} for ${PAYMENT_HOLD_MINUTES} minutes while you pay the ${formatMoney(deposit.depositAmount)} deposit by card on our payment partner Stripe's secure page. Paid, your booking is confirmed at once.`;
}

export function statusLabel(booking: Pick<PublicBooking, 'status'> & Partial<Pick<PublicBooking, 'balanceChargeFailure'>>): string {
  // A failed automatic charge is the booking's status until the balance is paid (decision 019).
  if (booking.status === 'confirmed' && booking.balanceChargeFailure) return AUTOMATIC_CHARGE_FAILED_LABEL;
  return BOOKING_STATUS_LABELS[booking.status];
}

export interface BookingFact {
  term: string;
  detail: string;
}

/** The booked cruise: when, on which boat, for how many. */
export function bookingFacts(booking: PublicBooking): BookingFact[] {
  return [
    { term: 'Reference', detail: booking.reference },
    { term: 'Status', detail: statusLabel(booking) },
    { term: 'Date', detail: longDate(booking.slot.date) },
    { term: 'Time', detail: booking.slot.label },
    { term: 'Boat', detail: booking.slot.kind === 'disco' ? `${booking.slot.boatName} (disco cruise)` : booking.slot.boatName },
    { term: 'Guests', detail: String(booking.slot.seats) },
  ];
}

/** Deposit, balance and what is paid, with when each is due. */
export function bookingMoney(booking: PublicBooking): BookingFact[] {
  const { deposit, payments } = booking;
  const facts: BookingFact[] = [{ term: `Deposit (${deposit.depositPercent}%)`, detail: formatMoney(deposit.depositAmount) }];
  if (booking.status === 'pending_deposit' && booking.holdExpiresAt) facts.push({ term: 'Deposit due by', detail: formatInstant(booking.holdExpiresAt) });
  if (payments.fullyPaid) facts.push({ term: 'Balance', detail: 'Paid in full' });
  // What the balance still lacks, from the booking's money (after shares, refunds and credits), not the schedule's figure at booking.
  else
    facts.push(
      { term: 'Balance', detail: formatMoney(payments.outstanding - payments.depositOutstanding) },
      {
        term: 'Balance due',
        detail: deposit.isUrgentBooking
          ? `Now (your cruise is less than ${businessFacts.policies.balanceDueDaysBeforeEvent} days away)`
          : `By ${longDate(deposit.remainingBalanceDueAt)}`,
      },
    );
  if (payments.paid > 0) facts.push({ term: 'Paid so far', detail: formatMoney(payments.paid) });
  if (payments.adjusted > 0)
    facts.push({ term: 'Price booked', detail: formatMoney(payments.price) }, { term: 'Discounts and credits', detail: `-${formatMoney(payments.adjusted)}` });
  facts.push({ term: 'Total', detail: formatMoney(payments.total) });
  for (const returned of booking.returnedPayments)
    facts.push({ term: `Refunded ${formatMoney(returned.amount)}`, detail: `${returned.card}: ${returned.reason}` });
  return facts;
}

export interface NextStep {
  title: string;
  text: string;
}

/** What happens after booking: the deposit call, the e-mail, the balance, the cruise. */
export function bookingNextSteps(booking: PublicBooking, options: { email?: string | undefined } = {}): NextStep[] {
  const { phone, location, arrival } = businessFacts;
  const { deposit, payments } = booking;
  const steps: NextStep[] = [];
  if (booking.status === 'pending_deposit') {
    const by = booking.holdExpiresAt ? ` before ${formatInstant(booking.holdExpiresAt)}` : '';
    steps.push({
      title: 'Pay the deposit',
      text: `Pay the ${formatMoney(payments.depositOutstanding || deposit.depositAmount)} deposit by card${by}, or call us on ${phone.display}. Unpaid, the reservation is released then and the ${booking.slot.kind === 'disco' ? 'tickets go' : 'boat goes'} back on sale.`,
    });
  } else {
    steps.push({ title: 'Deposit received', text: 'Your booking is confirmed.' });
  }
  steps.push({
    title: 'Check your e-mail',
    text: options.email
      ? `Your booking, with a calendar file for the cruise, is on its way to ${options.email}.`
      : 'Your booking e-mail has every detail and a calendar file for the cruise.',
  });
  if (payments.fullyPaid) steps.push({ title: 'Balance paid', text: 'Your booking is paid in full.' });
  else
    steps.push({
      title: 'Pay the balance',
      text: booking.savedCard
        ? `${formatMoney(payments.outstanding)}, charged to your saved card on ${longDate(booking.savedCard.dueOn)}.`
        : deposit.isUrgentBooking
          ? `${formatMoney(payments.outstanding - payments.depositOutstanding)}, due straight away: your cruise is less than ${businessFacts.policies.balanceDueDaysBeforeEvent} days off.`
          : `${formatMoney(payments.outstanding - payments.depositOutstanding)} by ${longDate(deposit.remainingBalanceDueAt)}.`,
    });
  steps.push({ title: 'Cruise day', text: `Meet us at ${location.marinaName}. ${arrival.guidance}` });
  return steps;
}
