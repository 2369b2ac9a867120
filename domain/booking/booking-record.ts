import * as z from '../shared/zod.ts';
import {
  BOOKING_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type BookingSlot,
  type CancellationTerms,
  type CardPaymentDetails,
  type RecordedPayment,
  type RecordedRefund,
} from './booking.ts';
import { BOAT_IDS } from '../pricing/fleet.ts';
import { CRUISE_KINDS } from './inventory.ts';
import { ADJUSTMENT_KINDS, BALANCE_REMINDERS, LEDGER_ENTRY_KINDS, type BookingSplit, type PriceAdjustment, type ShareReservation } from './money-shapes.ts';
import type { ShapeOf } from '../shared/record-shape.ts';
import { contactRecordSchema, depositScheduleSchema, priceSchema, quoteSelectionRecordSchema } from './quote-record.ts';
import { editRecordSchema, moveRecordPriceFields } from './move-record.ts';

// A booking as stored, parsed with this schema whenever it is read (decision 003). The values
// booking.ts defines as interfaces are declared here as schemas of those interfaces, with shapes
// that satisfy them field for field, so the two cannot drift apart; as in quote-record.ts, these check the shape of what was stored, not the
// caps of a request, and are kept out of the browser's bundles.

const text = z.string();
const id = z.string().check(z.minLength(1));

export const bookingSlotSchema: z.ZodMiniType<BookingSlot> = z.object({
  kind: z.enum(CRUISE_KINDS),
  date: id,
  start: id,
  end: id,
  boatId: z.enum(BOAT_IDS),
  seats: z.number(),
} satisfies ShapeOf<BookingSlot>);

const cardPaymentDetailsSchema: z.ZodMiniType<CardPaymentDetails> = z.object({
  provider: z.literal('stripe'),
  paymentIntentId: id,
  chargeId: id,
  brand: text,
  last4: text,
  livemode: z.optional(z.boolean()),
} satisfies ShapeOf<CardPaymentDetails>);

const recordedPaymentSchema: z.ZodMiniType<RecordedPayment> = z.object({
  id,
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  receivedOn: id,
  note: z.optional(text),
  recordedBy: text,
  recordedAt: id,
  card: z.optional(cardPaymentDetailsSchema),
  share: z.optional(z.object({ reservationId: id, name: text, email: z.optional(text) })),
} satisfies ShapeOf<RecordedPayment>);

const recordedRefundSchema: z.ZodMiniType<RecordedRefund> = z.object({
  id,
  paymentId: id,
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reason: text,
  refundedBy: text,
  refundedAt: id,
  stripe: z.optional(z.object({ refundId: id, paymentIntentId: id, status: text })),
  requestKey: z.optional(text),
  returned: z.optional(z.boolean()),
} satisfies ShapeOf<RecordedRefund>);
const priceAdjustmentSchema: z.ZodMiniType<PriceAdjustment> = z.object({
  id,
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: z.number(),
  reason: text,
  by: text,
  at: id,
  refundId: z.optional(id),
} satisfies ShapeOf<PriceAdjustment>);

const shareReservationSchema: z.ZodMiniType<ShareReservation> = z.object({
  id,
  name: text,
  amount: z.number(),
  expiresAt: id,
  sessionId: z.optional(id),
  url: z.optional(id),
} satisfies ShapeOf<ShareReservation>);

const bookingSplitSchema: z.ZodMiniType<BookingSplit> = z.object({
  shareToken: id,
  shareAmount: z.optional(z.number()),
  reservations: z.array(shareReservationSchema),
} satisfies ShapeOf<BookingSplit>);

const cancellationTermsSchema: z.ZodMiniType<CancellationTerms> = z.object({
  kind: z.enum(CRUISE_KINDS),
  freeCancellationUntil: z.optional(text),
  refundableUntil: z.optional(text),
  summary: text,
} satisfies ShapeOf<CancellationTerms>);

export const BOOKING_EVENT_TYPES = ['BookingRequested', 'BookingConfirmed', 'BookingCancelled', 'BookingReleased', 'BookingMoved', 'BookingChanged'] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/** An event a change to the booking caused; the event itself was stored with the change (decision 017). */
const bookingEventEntrySchema = z.object({ id, type: z.enum(BOOKING_EVENT_TYPES), at: id });
export type BookingEventEntry = z.infer<typeof bookingEventEntrySchema>;

/**
 * The balance's state (decision 019), all optional so bookings stored before it still read: the
 * card the guest saved for the automatic charge with the consent they gave, the open checkout of
 * the balance's pay link, the reminders sent (one of each per due date), and the failed automatic
 * charge the booking's status shows until the balance is paid.
 */
const balanceFields = {
  savedCard: z.optional(
    z.object({
      customerId: id,
      paymentMethodId: id,
      brand: text,
      last4: text,
      /** The words the guest ticked, the balance and date they named, and when (the deposit's checkout). */
      consent: z.object({ text: id, amount: z.number(), dueOn: id, at: id }),
    }),
  ),
  balanceCheckout: z.optional(z.object({ sessionId: id, url: id, expiresAt: id, amount: z.number() })),
  balanceReminders: z.optional(z.array(z.object({ reminder: z.enum(BALANCE_REMINDERS), dueOn: id, at: id }))),
  balanceChargeFailure: z.optional(z.object({ dueOn: id, paymentIntentId: id, code: text, declineCode: z.optional(text), message: text, at: id })),
};

export const storedBookingSchema = z.object({
  id,
  quoteId: id,
  /** The partner the quote was attributed to (decision 028), copied when the booking is made. */
  partnerId: z.optional(text),
  /** The quote's link: the booking is shown on the quote page. */
  quoteToken: id,
  selection: quoteSelectionRecordSchema,
  /** The price booked (the quote's held price, or the engine's on the day for an expired quote). */
  price: priceSchema,
  /** The deposit rule as of the booking day. */
  deposit: depositScheduleSchema,
  slot: bookingSlotSchema,
  leadGuest: contactRecordSchema,
  status: z.enum(BOOKING_STATUSES),
  /** While pending deposit: when the booking is released unpaid. */
  holdExpiresAt: z.optional(text),
  /** While pending deposit: the Stripe Checkout Session the guest pays in (one open at a time; bookings from before card payments have none). */
  checkout: z.optional(
    z.object({
      sessionId: id,
      url: id,
      expiresAt: id,
      amount: z.number(),
      saveCard: z.optional(z.boolean()),
      /** Opened by staff taking the caller's card (it returns to the back office, not the guest's page). */
      forStaff: z.optional(z.boolean()),
    }),
  ),
  /** While pending deposit: the last card payment that failed (the newest by Stripe's clock). */
  lastPaymentFailure: z.optional(z.object({ code: text, declineCode: z.optional(text), message: text, at: id, paymentIntentId: id })),
  payments: z.array(recordedPaymentSchema),
  ...balanceFields,
  /** Money given back (decision 020); bookings from before refunds have none. */
  refunds: z.optional(z.array(recordedRefundSchema)),
  /** Split the cost (decision 021): the share link's token, the per-share amount and the shares reserved for open checkouts. */
  split: z.optional(bookingSplitSchema),
  cancellation: cancellationTermsSchema,
  createdAt: id,
  /** The staff member who booked it for a caller or a walk-up (their sign-in e-mail); absent when the guest booked online. */
  bookedBy: z.optional(text),
  confirmedAt: z.optional(text),
  cancelledAt: z.optional(text),
  cancelledBy: z.optional(text),
  cancellationReason: z.optional(text),
  refundDue: z.optional(z.boolean()),
  releasedAt: z.optional(text),
  moves: z.array(z.object({ from: bookingSlotSchema, to: bookingSlotSchema, movedAt: id, movedBy: text, ...moveRecordPriceFields })),
  /** Staff's edits of the head count, add-ons, package, boat or time (issue 29); bookings from before them have none. */
  edits: z.optional(z.array(editRecordSchema)),
  events: z.array(bookingEventEntrySchema),
  /** The promo code use this booking counts (decision 027): given back when it ends. */
  promoUse: z.optional(z.object({ code: id, customer: id })),
  /** When the lead guest was sent the thank-you the day after the cruise (decision 078); absent until then. */
  thankYouSentAt: z.optional(text),
  /** Discounts, credits and goodwill refunds staff gave, each with its reason (decision 037). */
  adjustments: z.optional(z.array(priceAdjustmentSchema)),
  /** One more per change; every change is conditional on the revision it read. */
  revision: z.number(),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;

/**
 * One entry of a booking's payments ledger (decision 018), an item of its own in the booking's
 * partition: every charge (a card payment, or one staff recorded) and, later, every refund. The
 * booking's payments are the ledger's sum, and the entry is written in the same transaction as the
 * booking that counts it.
 */
export const ledgerEntrySchema = z.object({
  bookingId: id,
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount: z.number(),
  /** The card payment's PaymentIntent (one charge per intent), or the staff payment's id. */
  entryKey: id,
  paymentId: id,
  method: z.enum(PAYMENT_METHODS),
  at: id,
  /**
   * The booking's revision written in the same transaction: the ledger's true order. `at` is when
   * the request began, and of two payments racing the later-begun one can commit first.
   */
  bookingRevision: z.optional(z.number()),
  stripe: z.optional(z.object({ paymentIntentId: id, chargeId: id, eventId: id })),
  /** A refund's Stripe refund (card refunds only; cash and checks are refunded by hand). */
  stripeRefund: z.optional(z.object({ refundId: id, paymentIntentId: id, chargeId: id, status: text })),
  /** An adjustment's kind (decision 037): it lowers what the booking costs, and moves no money. */
  adjustment: z.optional(z.enum(ADJUSTMENT_KINDS)),
  /** A refund's or an adjustment's reason and who gave it ('Stripe' when it was made in Stripe's dashboard). */
  reason: z.optional(text),
  recordedBy: z.optional(text),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
