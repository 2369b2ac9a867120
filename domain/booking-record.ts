import * as z from './zod.ts';
import { BOOKING_STATUSES, PAYMENT_KINDS, PAYMENT_METHODS, type BookingSlot, type CancellationTerms, type RecordedPayment } from './booking.ts';
import { BOAT_IDS } from './fleet.ts';
import { CRUISE_KINDS } from './inventory.ts';
import type { ShapeOf } from './record-shape.ts';
import { contactRecordSchema, depositScheduleSchema, priceSchema, quoteSelectionRecordSchema } from './quote-record.ts';

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

const recordedPaymentSchema: z.ZodMiniType<RecordedPayment> = z.object({
  id,
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  receivedOn: id,
  note: z.optional(text),
  recordedBy: text,
  recordedAt: id,
} satisfies ShapeOf<RecordedPayment>);

const cancellationTermsSchema: z.ZodMiniType<CancellationTerms> = z.object({
  kind: z.enum(CRUISE_KINDS),
  freeCancellationUntil: z.optional(text),
  refundableUntil: z.optional(text),
  summary: text,
} satisfies ShapeOf<CancellationTerms>);

export const BOOKING_EVENT_TYPES = ['BookingRequested', 'BookingConfirmed', 'BookingCancelled', 'BookingReleased', 'BookingMoved'] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/** An event a change to the booking caused; the event itself was stored with the change (decision 017). */
const bookingEventEntrySchema = z.object({ id, type: z.enum(BOOKING_EVENT_TYPES), at: id });
export type BookingEventEntry = z.infer<typeof bookingEventEntrySchema>;

export const storedBookingSchema = z.object({
  id,
  quoteId: id,
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
  payments: z.array(recordedPaymentSchema),
  cancellation: cancellationTermsSchema,
  createdAt: id,
  confirmedAt: z.optional(text),
  cancelledAt: z.optional(text),
  cancelledBy: z.optional(text),
  cancellationReason: z.optional(text),
  refundDue: z.optional(z.boolean()),
  releasedAt: z.optional(text),
  moves: z.array(z.object({ from: bookingSlotSchema, to: bookingSlotSchema, movedAt: id, movedBy: text })),
  events: z.array(bookingEventEntrySchema),
  /** One more per change; every change is conditional on the revision it read. */
  revision: z.number(),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;
