import * as z from '#domain/shared/zod.ts';
import { BOOKING_STATUSES } from '#domain/booking/booking.ts';
import { BOAT_IDS } from '#domain/pricing/fleet.ts';
import { CRUISE_KINDS } from '#domain/booking/inventory.ts';
import { isoDateSchema, quoteContactSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

// Booking events (source `cruises.bookings`). Each carries what the e-mails, the customer timeline
// and the audit log need to act without reading the table: who, which cruise, the money and dates.

/** The booking as every booking event carries it; built when an event's schema first is (envelope.ts). */
function buildBookingData() {
  return z.object({
    bookingId: z.string().check(z.minLength(1)),
    reference: z.string().check(z.minLength(1)),
    quoteId: z.string().check(z.minLength(1)),
    status: z.enum(BOOKING_STATUSES),
    leadGuest: quoteContactSchema,
    cruise: z.object({
      kind: z.enum(CRUISE_KINDS),
      packageName: z.string().check(z.minLength(1)),
      groupSize: z.number().check(z.int(), z.positive()),
      date: isoDateSchema,
      start: z.string().check(z.regex(/^\d\d:\d\d$/)),
      end: z.string().check(z.regex(/^\d\d:\d\d$/)),
      boatId: z.enum(BOAT_IDS),
    }),
    /** Cents. */
    totalPrice: z.number().check(z.int(), z.nonnegative()),
    depositAmount: z.number().check(z.int(), z.nonnegative()),
    balanceDueOn: isoDateSchema,
    /** While the deposit is unpaid: when the booking is released. */
    holdExpiresAt: z.optional(z.iso.datetime()),
    /** The staff member who booked it for a caller or a walk-up (issue 29); absent when the guest booked online. */
    bookedBy: z.optional(z.string().check(z.minLength(1))),
    /**
     * The price's add-on and promo code lines (decision 027), for the e-mails to list; absent when
     * it has none (and on events stored before they were carried, which the readers treat alike).
     */
    extras: z.optional(
      z.array(
        z.object({
          code: z.enum(['ADD_ON', 'PROMO_DISCOUNT']),
          label: z.string().check(z.minLength(1)),
          /** Cents; negative for the discount. */
          amount: z.number().check(z.int()),
          quantity: z.optional(z.number().check(z.int(), z.positive())),
          unitAmount: z.optional(z.number().check(z.int(), z.nonnegative())),
        }),
      ),
    ),
  });
}
let bookingDataSchema: ReturnType<typeof buildBookingData> | undefined;
const bookingData = () => (bookingDataSchema ??= buildBookingData());

const sample = {
  bookingId: '3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b',
  reference: 'B-3B9E1F0A',
  quoteId: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
  status: 'pending_deposit' as const,
  leadGuest: { name: 'Jordan Rivera', email: 'jordan.rivera@example.com', phone: '(512) 555-0142' },
  cruise: {
    kind: 'private' as const,
    packageName: 'Essentials',
    groupSize: 20,
    date: '2027-05-15',
    start: '13:30',
    end: '17:30',
    boatId: 'boat_me_seeks_the_irony' as const,
  },
  totalPrice: 251_600,
  depositAmount: 62_900,
  balanceDueOn: '2027-04-15',
  holdExpiresAt: '2026-11-25T18:00:00.000Z',
  extras: [
    { code: 'ADD_ON' as const, label: 'Coolers on ice', amount: 5_000, quantity: 2, unitAmount: 2_500 },
    { code: 'PROMO_DISCOUNT' as const, label: 'Promo code SPRING10 (10% off)', amount: -20_000 },
  ],
};

/** A guest booked a cruise from their quote; the inventory is held until the deposit is paid. */
export const BookingRequested = defineEvent({ source: 'cruises.bookings', detailType: 'BookingRequested', version: 1, data: bookingData, sample });

/** Staff recorded the deposit: the booking is confirmed. */
export const BookingConfirmed = defineEvent({
  source: 'cruises.bookings',
  detailType: 'BookingConfirmed',
  version: 1,
  data: () => z.extend(bookingData(), { amountPaid: z.number().check(z.int(), z.nonnegative()) }),
  sample: { ...sample, status: 'confirmed' as const, holdExpiresAt: undefined, amountPaid: 62_900 },
});

/** Staff cancelled the booking; its inventory is on sale again. */
export const BookingCancelled = defineEvent({
  source: 'cruises.bookings',
  detailType: 'BookingCancelled',
  version: 1,
  data: () =>
    z.extend(bookingData(), { reason: z.string().check(z.minLength(1)), refundDue: z.boolean(), amountPaid: z.number().check(z.int(), z.nonnegative()) }),
  sample: { ...sample, status: 'cancelled' as const, reason: 'The group changed plans.', refundDue: true, amountPaid: 0 },
});

/** The deposit was not paid within the payment window: the booking was released. */
export const BookingReleased = defineEvent({
  source: 'cruises.bookings',
  detailType: 'BookingReleased',
  version: 1,
  data: bookingData,
  sample: { ...sample, status: 'released' as const },
});

/** Staff (or the guest, in the portal) moved the booking to another date, time or boat; the guest gets the new calendar file. */
export const BookingMoved = defineEvent({
  source: 'cruises.bookings',
  detailType: 'BookingMoved',
  version: 1,
  data: () =>
    z.extend(bookingData(), {
      from: z.object({ date: isoDateSchema, start: z.string().check(z.regex(/^\d\d:\d\d$/)), boatId: z.enum(BOAT_IDS) }),
      /** How many times the booking has moved: the calendar file's sequence, so it replaces the old entry. */
      moveCount: z.number().check(z.int(), z.positive()),
      /** Who moved it: the staff member's e-mail, or '<e-mail> (guest, portal)' (decision 024). Absent on moves announced before it was sent. */
      movedBy: z.optional(z.string().check(z.minLength(1), z.maxLength(400))),
    }),
  sample: {
    ...sample,
    from: { date: '2027-05-14', start: '09:00', boatId: 'boat_me_seeks_the_irony' as const },
    moveCount: 1,
    movedBy: 'riley@example.com (guest, portal)',
  },
});

/**
 * Staff edited the booking (issue 29): its head count, add-ons, package, boat or time, re-priced by
 * the engine. The guest is e-mailed what changed and the new figures; a new time carries `from`
 * and the move count, so the calendar file replaces the old entry as a move's does.
 */
export const BookingChanged = /* @__PURE__ */ defineEvent({
  source: 'cruises.bookings',
  detailType: 'BookingChanged',
  version: 1,
  data: () =>
    z.extend(bookingData(), {
      changes: z.array(z.object({ what: z.string().check(z.minLength(1)), from: z.string(), to: z.string() })).check(z.minLength(1)),
      /** The total before the edit (cents), so the e-mail and the summary read the difference. */
      previousTotal: z.number().check(z.int(), z.nonnegative()),
      /** What is paid and still owed after the edit (the ledger's figures). */
      amountPaid: z.number().check(z.int(), z.nonnegative()),
      remaining: z.number().check(z.int(), z.nonnegative()),
      /** Paid beyond the new total, refunded after the edit (its own receipt follows). */
      refunding: z.number().check(z.int(), z.nonnegative()),
      /** The balance pay link made for the old total, closed at Stripe by the edit's settlement. */
      staleCheckout: z.optional(z.string().check(z.minLength(1))),
      /** The staff member who made the edit. */
      changedBy: z.string().check(z.minLength(1), z.maxLength(400)),
      /** The slot before, when the edit moved the cruise. */
      from: z.optional(
        z.object({
          date: isoDateSchema,
          start: z.string().check(z.regex(/^\d\d:\d\d$/)),
          end: z.string().check(z.regex(/^\d\d:\d\d$/)),
          boatId: z.enum(BOAT_IDS),
        }),
      ),
      /** How many times the booking has moved (the calendar file's sequence). */
      moveCount: z.number().check(z.int(), z.nonnegative()),
    }),
  sample: {
    ...sample,
    status: 'confirmed' as const,
    holdExpiresAt: undefined,
    cruise: { ...sample.cruise, groupSize: 24 },
    changes: [{ what: 'Guests', from: '20', to: '24' }],
    previousTotal: 241_600,
    amountPaid: 62_900,
    remaining: 188_700,
    refunding: 0,
    changedBy: 'office@example.com',
    moveCount: 0,
  },
});

/**
 * The cruise was yesterday (or the day before): its lead guest is thanked, with the review form
 * and a link to book again (issue 29, decision 078). Announced once per booking by the hourly job,
 * in the transaction that marks the booking; the consumer reads the guest's choice at send time.
 */
export const CruiseThankYouDue = /* @__PURE__ */ defineEvent({
  source: 'cruises.bookings',
  detailType: 'CruiseThankYouDue',
  version: 1,
  data: bookingData,
  sample: { ...sample, status: 'confirmed' as const, holdExpiresAt: undefined },
});
