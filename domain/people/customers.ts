import * as z from '../shared/zod.ts';
import { LEAD_SOURCES } from './leads.ts';
import { QUOTE_SOURCES } from '../booking/quote-identity.ts';

// Everyone who left us a lead, a quote or a booking, one record per normalised e-mail address,
// with the timeline of what they did and the staff's notes. The customer timeline consumer writes
// them; the back office shows them as they are stored (AdminCustomer and the rest, back-office.ts).
// Each is parsed with its schema when it is read (decision 003).

const text = z.string();
const id = z.string().check(z.minLength(1));

export const customerSchema = z.object({
  /** The address as the person typed it most recently. */
  email: id,
  name: text,
  /** The last phone number they gave; kept when a later lead comes without one. */
  phone: z.optional(text),
  firstSeenAt: id,
  lastActivityAt: id,
  quoteCount: z._default(z.number(), 0),
  leadCount: z._default(z.number(), 0),
  /**
   * The normalised addresses staff moved this customer from (customer-edits.ts): their quotes,
   * leads, bookings, timeline and notes stay filed under them and are read with the record.
   */
  formerEmails: z.optional(z.array(id)),
});
export type Customer = z.infer<typeof customerSchema>;

/** The event that put the entry here (the entry exists once per event) and when it happened. */
const entryCommon = { eventId: id, occurredAt: id };

export const quoteTimelineEntrySchema = z.object({
  ...entryCommon,
  kind: z.literal('quote'),
  quoteId: id,
  reference: text,
  source: z.enum(QUOTE_SOURCES),
  /** Cents. */
  totalPrice: z.number(),
  eventDate: text,
  groupSize: z.number(),
  packageKey: text,
  packageName: text,
});
export type QuoteTimelineEntry = z.infer<typeof quoteTimelineEntrySchema>;

export const leadTimelineEntrySchema = z.object({
  ...entryCommon,
  kind: z.literal('lead'),
  leadId: id,
  source: z.enum(LEAD_SOURCES),
  eventType: z.optional(text),
  groupSize: z.optional(text),
  eventDate: z.optional(text),
});
export type LeadTimelineEntry = z.infer<typeof leadTimelineEntrySchema>;

export const BOOKING_TIMELINE_CHANGES = ['requested', 'confirmed', 'cancelled', 'released', 'moved', 'changed'] as const;

export const bookingTimelineEntrySchema = z.object({
  ...entryCommon,
  kind: z.literal('booking'),
  /** What happened to the booking. */
  change: z.enum(BOOKING_TIMELINE_CHANGES),
  bookingId: id,
  reference: text,
  /** Cents. */
  totalPrice: z.number(),
  eventDate: text,
  start: text,
  groupSize: z.number(),
  packageName: text,
});
export type BookingTimelineEntry = z.infer<typeof bookingTimelineEntrySchema>;

// Portal activity (issue 17, decision 025): what a guest did in the portal, as one line written
// when the event was recorded, so a new portal event needs only its line in the timeline consumer.
export const portalTimelineEntrySchema = z.object({
  ...entryCommon,
  kind: z.literal('portal'),
  /** The event's detail type, e.g. 'GuestProfileUpdated'. */
  activity: id,
  /** What the guest did, for staff: "Changed the phone; turned balance reminders off". */
  summary: text,
  /** The booking it was about, when there is one (a move, a cancellation, a waiver). */
  bookingId: z.optional(id),
});
export type PortalTimelineEntry = z.infer<typeof portalTimelineEntrySchema>;

// Money (issue 16): each card payment, failed charge and refund of the person's bookings, as one
// line written from its payment event, so staff read a guest's money beside their bookings.
export const paymentTimelineEntrySchema = z.object({
  ...entryCommon,
  kind: z.literal('payment'),
  /** The event's detail type: 'PaymentSucceeded', 'PaymentFailed' or 'RefundIssued'. */
  activity: id,
  /** What happened, for staff: "Paid $629.00 (deposit) by Visa ending 4242; $1,887.00 remains". */
  summary: text,
  bookingId: id,
  reference: text,
});
export type PaymentTimelineEntry = z.infer<typeof paymentTimelineEntrySchema>;

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  quoteTimelineEntrySchema,
  leadTimelineEntrySchema,
  bookingTimelineEntrySchema,
  portalTimelineEntrySchema,
  paymentTimelineEntrySchema,
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** What staff write down about a customer (a call, a preference); kept with the customer. */
export const customerNoteSchema = z.object({
  id,
  text,
  /** The staff member's sign-in e-mail. */
  author: text,
  createdAt: id,
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;
