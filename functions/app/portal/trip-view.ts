import { bookingReference, paymentMethodLabel } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { marinaAddress, marinaMapUrl, whatToBring, type BusinessFacts } from '#domain/site/business.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { clockTimeBefore } from '#domain/booking/inventory.ts';
import { bookingLedger, policyRefund } from '#domain/payments/refunds.ts';
import { cancelEligibility, moveEligibility, type CancelPreview, type TripForecast, type TripView } from '#domain/portal/trip.ts';
import { bookingShares } from '../payments/share-view.ts';
import type { Config } from '../../platform/config.ts';
import { bookingCalendarFile, type CalendarFile } from '../booking/booking-calendar.ts';
import { currentBusinessFacts } from '../site/business-facts.ts';
import { tripForecast } from '../../adapters/weather/weather-forecast.ts';

// The guest's trip page (decision 024), built from the stored booking: no figure here is computed
// anywhere but domain/, and the cancel preview is the same policyRefund the cancellation issues.

/** The trip page's path in the portal (the calendar file and e-mails link to it). */
export function tripPath(id: string): string {
  return `/portal/trips/${encodeURIComponent(id)}`;
}

/** What cancelling at `now` gives back by the terms the guest accepted: the booking's own ledger, as the cancellation reads it. */
export function cancelPreview(booking: StoredBooking, now: Date): CancelPreview {
  const policy = policyRefund(booking, bookingLedger(booking), now);
  return { withinTerms: policy.withinTerms, refund: policy.total, paid: paymentSummary(booking).paid, terms: booking.cancellation.summary };
}

export function tripView(booking: StoredBooking, facts: BusinessFacts, forecast: TripForecast, now: Date): TripView {
  const today = calendarDateIn(now);
  const money = paymentSummary(booking);
  const cancel = cancelEligibility(booking, today);
  return {
    id: booking.id,
    reference: bookingReference(booking.id),
    status: booking.status,
    cruise: {
      kind: booking.slot.kind,
      packageName: booking.price.packageName,
      groupSize: booking.price.groupSize,
      date: booking.slot.date,
      start: booking.slot.start,
      end: booking.slot.end,
      boatName: boatById(booking.slot.boatId).name,
    },
    departure: {
      marinaName: facts.location.marinaName,
      address: marinaAddress(facts),
      mapUrl: marinaMapUrl(facts),
      arriveBy: clockTimeBefore(booking.slot.start, facts.arrival.minutesEarly),
      minutesEarly: facts.arrival.minutesEarly,
      guidance: facts.arrival.guidance,
    },
    whatToBring: whatToBring(booking.slot.kind),
    price: booking.price,
    deposit: booking.deposit,
    money,
    payments: booking.payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      kind: payment.kind,
      receivedOn: payment.receivedOn,
      method: paymentMethodLabel(payment),
      paidBy: payment.share?.name ?? null,
    })),
    refunds: (booking.refunds ?? []).map((refund) => ({ id: refund.id, amount: refund.amount, refundedAt: refund.refundedAt, reason: refund.reason })),
    refunded: money.refunded,
    canPayBalance: booking.status === 'confirmed' && money.outstanding > 0,
    cancellation: booking.cancellation,
    forecast,
    shares: booking.status === 'confirmed' || booking.status === 'pending_deposit' ? bookingShares(booking) : null,
    calendarPath: `/api${tripPath(booking.id)}/calendar.ics`,
    move: moveEligibility(booking, today, facts.phone.display),
    cancel: { ...cancel, preview: cancel.allowed ? cancelPreview(booking, now) : null },
    phone: { display: facts.phone.display, href: facts.phone.href },
  };
}

/**
 * The cruise as a calendar file, the same one the booking e-mails attach: its UID is the
 * booking's and its sequence the number of moves, so it updates an entry the guest already added;
 * its stamp is the last change's time, so downloading it twice gives the same file.
 */
export function tripCalendarFile(booking: StoredBooking, facts: BusinessFacts, siteUrl: string): CalendarFile {
  const lastMove = booking.moves.at(-1);
  return bookingCalendarFile(
    {
      id: booking.id,
      reference: bookingReference(booking.id),
      slot: booking.slot,
      packageName: booking.price.packageName,
      groupSize: booking.price.groupSize,
      link: new URL(tripPath(booking.id), siteUrl).href,
      sequence: booking.moves.length,
      changedAt: new Date(lastMove?.movedAt ?? booking.createdAt),
    },
    facts,
  );
}

/**
 * The trip view as the portal's routes answer it: with the business facts as staff set them and,
 * for a live booking, the weather outlook (an ended one needs none, and asks no one).
 */
export async function loadTripView(config: Config, booking: StoredBooking, now: Date): Promise<TripView> {
  const facts = await currentBusinessFacts(config, now);
  const live = booking.status === 'confirmed' || booking.status === 'pending_deposit';
  const forecast: TripForecast = live
    ? await tripForecast(config, booking.slot.date, calendarDateIn(now), facts)
    : { status: 'unavailable', message: `This booking was ${booking.status === 'cancelled' ? 'cancelled' : 'released'}.` };
  return tripView(booking, facts, forecast, now);
}
