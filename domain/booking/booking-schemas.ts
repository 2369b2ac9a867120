import * as z from '../shared/zod.ts';
import { PAYMENT_KINDS, PAYMENT_METHODS } from './booking.ts';
import { REFUND_KINDS } from './money-shapes.ts';
import { daysBetween, isValidIsoDate, type IsoDate } from '../shared/dates.ts';
import { BOAT_IDS, BOATS, PRIVATE_MAX_GUESTS } from '../pricing/fleet.ts';
import { AVAILABILITY_MAX_DAYS, CRUISE_KINDS, clockMinutes, overlaps } from './inventory.ts';
import { BLACKOUT_MAX_DAYS } from './blackouts.ts';
import {
  discoPackageKeySchema,
  groupSizeSchema,
  isoDateSchema,
  privatePackageTypeSchema,
  quoteContactSchema,
  quoteTokenSchema,
  selectionExtrasSchema,
} from './schemas.ts';
import { lineField, paragraphField } from '../shared/text.ts';

// The inputs of availability, booking and the staff's inventory and booking screens: one schema
// each, shared by the forms and the handlers.

export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter a time as HH:MM (24-hour).' }));

/** The message every date-range query gives for a range that ends before it starts. */
export const REVERSED_RANGE_MESSAGE = 'The end date must not be before the start date.';

export const availabilityQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    groupSize: z.coerce
      .number({ message: 'Enter the number of guests.' })
      .check(z.int({ message: 'Enter a whole number of guests.' }), z.gte(1), z.lte(PRIVATE_MAX_GUESTS)),
    type: z.enum(CRUISE_KINDS, { message: "Choose 'private' or 'disco'." }),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REVERSED_RANGE_MESSAGE });
      else if (daysBetween(query.from, query.to) >= AVAILABILITY_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time.` });
      }
    }),
  );
export type AvailabilityQueryInput = z.output<typeof availabilityQuerySchema>;

export const createBookingRequestSchema = z.object({
  quoteToken: quoteTokenSchema,
  /** The slot's (or sailing's) start on the quote's date. */
  start: clockTimeSchema,
  leadGuest: quoteContactSchema,
  acceptCancellationPolicy: z.literal(true, { message: 'Please accept the cancellation policy to book.' }),
});
export type CreateBookingRequest = z.output<typeof createBookingRequestSchema>;

/**
 * How staff take the money when they book a caller (issue 29): e-mail the guest the pay link now
 * (the hold counts down meanwhile), open Stripe's card page for the card the caller reads out, or
 * record cash or a check taken there and then.
 */
export const CALLER_PAYMENT_METHODS = ['pay_link', 'card_form', 'cash', 'check'] as const;
export type CallerPaymentMethod = (typeof CALLER_PAYMENT_METHODS)[number];

const handedAmountSchema = z
  .number({ message: 'Enter the amount in cents.' })
  .check(z.int({ message: 'Enter whole cents.' }), z.positive({ message: 'The amount must be more than zero.' }), z.lte(100_000_000));

/**
 * POST /api/admin/quotes/{id}/booking: the quote's cruise booked at `start` for the caller, the
 * same booking (and hold) a guest makes online, then paid as `payment` says. Cash and checks carry
 * the amount handed over in cents and, for a check, its number.
 */
export const callerBookingSchema = z.object({
  /** The slot's (or sailing's) start on the quote's date. */
  start: clockTimeSchema,
  leadGuest: quoteContactSchema,
  payment: z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('pay_link') }),
      z.object({ method: z.literal('card_form') }),
      z.object({ method: z.literal('cash'), amount: handedAmountSchema, reference: z.optional(lineField({ max: 100 })) }),
      z.object({
        method: z.literal('check'),
        amount: handedAmountSchema,
        reference: lineField({ max: 100, required: true, requiredMessage: 'Enter the check number.' }),
      }),
    ],
    { message: 'Choose how the caller pays: the pay link, the card form, cash or a check.' },
  ),
});
export type CallerBookingRequest = z.output<typeof callerBookingSchema>;

/** POST /api/bookings/checkout: the quote whose booking's deposit the guest pays (the amount is the server's). */
export const depositCheckoutRequestSchema = z.object({
  quoteToken: quoteTokenSchema,
  /** The guest ticked the consent to have this card charged for the balance on its due date (decision 019). */
  saveCard: z.optional(z.boolean()),
});
export type DepositCheckoutRequest = z.output<typeof depositCheckoutRequestSchema>;

/** POST /api/bookings/balance-checkout: the quote whose confirmed booking's balance the guest pays (the amount is the server's). */
export const balanceCheckoutRequestSchema = z.object({ quoteToken: quoteTokenSchema });
export type BalanceCheckoutRequest = z.output<typeof balanceCheckoutRequestSchema>;

const slotTemplateSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .check(z.refine((slot) => clockMinutes(slot.end) > clockMinutes(slot.start), { path: ['end'], message: 'A slot must end after it starts.' }));

const boatCapacity = (boatId: string) => BOATS.find((b) => b.id === boatId)?.capacity ?? 0;

export const inventorySettingsSchema = z
  .object({
    privateSlots: z
      .array(z.array(slotTemplateSchema).check(z.maxLength(8, { message: 'At most 8 slots a day.' })))
      .check(z.length(7, { message: 'Give the slots of all seven weekdays.' })),
    discoSailings: z
      .array(
        z
          .object({
            weekday: z.number().check(z.int(), z.gte(0), z.lte(6)),
            start: clockTimeSchema,
            end: clockTimeSchema,
            boatId: z.enum(BOAT_IDS),
            capacity: z.number().check(z.int({ message: 'Enter a whole number of tickets.' }), z.gte(1, { message: 'A sailing sells at least one ticket.' })),
          })
          .check(
            z.superRefine((sailing, ctx) => {
              if (clockMinutes(sailing.end) <= clockMinutes(sailing.start))
                ctx.addIssue({ code: 'custom', path: ['end'], message: 'A sailing must end after it departs.' });
              if (sailing.capacity > boatCapacity(sailing.boatId)) {
                ctx.addIssue({ code: 'custom', path: ['capacity'], message: `The boat carries at most ${boatCapacity(sailing.boatId)} guests.` });
              }
            }),
          ),
      )
      .check(z.maxLength(14)),
  })
  .check(
    z.superRefine((settings, ctx) => {
      settings.privateSlots.forEach((slots, day) => {
        slots.forEach((slot, i) => {
          if (slots.slice(0, i).some((earlier) => earlier.start === slot.start || overlaps(earlier, slot))) {
            ctx.addIssue({ code: 'custom', path: ['privateSlots', day, i, 'start'], message: 'Slots on one day must not overlap.' });
          }
        });
      });
      settings.discoSailings.forEach((sailing, i) => {
        if (settings.discoSailings.slice(0, i).some((earlier) => earlier.weekday === sailing.weekday && earlier.start === sailing.start)) {
          ctx.addIssue({ code: 'custom', path: ['discoSailings', i, 'start'], message: 'Two sailings cannot depart at the same time on the same weekday.' });
        }
      });
    }),
  );

export const putInventorySettingsSchema = z.object({
  /** The version the editor loaded; a save over someone else's newer save is refused. */
  version: z.number().check(z.int(), z.gte(0)),
  settings: inventorySettingsSchema,
});

/** A blackout of every day from `from` to `to`, both included (a single day: the same date twice). */
export const blackoutRequestSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** null: the whole fleet. */
    boatId: z.nullable(z.enum(BOAT_IDS)),
    reason: lineField({ max: 200, required: true, requiredMessage: 'Say why (staff see it on the calendar).' }),
  })
  .check(
    z.superRefine((range, ctx) => {
      // The checks run even when a date failed its own: only two real dates are compared.
      if (!isValidIsoDate(range.from) || !isValidIsoDate(range.to)) return;
      if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first day.' });
      else if (daysBetween(range.from, range.to) >= BLACKOUT_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Close at most ${BLACKOUT_MAX_DAYS} days at a time.` });
      }
    }),
  );

export const recordPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  amount: z
    .number({ message: 'Enter the amount in cents.' })
    .check(z.int({ message: 'Enter whole cents.' }), z.positive({ message: 'The amount must be more than zero.' }), z.lte(100_000_000)),
  method: z.enum(PAYMENT_METHODS),
  receivedOn: isoDateSchema,
  note: z.optional(paragraphField({ max: 500 })),
});

export const FUTURE_RECEIVED_ON_MESSAGE = 'The payment cannot have been received after today. Enter the date the money came in.';

/**
 * The request as the route accepts it on `today` (America/Chicago, from the clock passed in):
 * money cannot have been received on a day that has not come yet, so a future date is a typo.
 */
export function recordPaymentSchemaOn(today: IsoDate) {
  return recordPaymentSchema.check(z.refine((payment) => payment.receivedOn <= today, { path: ['receivedOn'], message: FUTURE_RECEIVED_ON_MESSAGE }));
}

/** POST /api/admin/bookings/{id}/refunds: an amount to give back, why, and (optionally) which payment it comes from. */
export const refundBookingSchema = z.object({
  amount: z
    .number({ message: 'Enter the amount in cents.' })
    .check(z.int({ message: 'Enter whole cents.' }), z.positive({ message: 'The amount must be more than zero.' }), z.lte(100_000_000)),
  reason: paragraphField({ max: 400, required: true, requiredMessage: 'Say why the money is given back (the guest and the audit log see it).' }),
  /** The payment's id (or its Stripe PaymentIntent); without it, the newest payments first. */
  chargeId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /**
   * What the refund is (decision 037): money paid by mistake leaves the price alone, so what is
   * owed goes back up; goodwill lowers the price by the same amount, so the balance stays.
   */
  kind: z.enum(REFUND_KINDS, { message: 'Say whether this gives back money paid by mistake or is goodwill that lowers the price.' }),
});

export const cancelBookingSchema = z.object({
  reason: paragraphField({ max: 500, required: true, requiredMessage: 'Say why the booking is cancelled.' }),
});

export const moveBookingSchema = z.object({
  date: isoDateSchema,
  start: clockTimeSchema,
});

/**
 * Staff's edit of a booking (issue 29): each field left out stays as booked; `addOns`, when sent,
 * is the whole new list (empty takes them all off). The server prices it; nothing here is money.
 */
export const bookingEditSchema = z.object({
  groupSize: z.optional(
    groupSizeSchema.check(z.gte(1, { message: 'At least 1 guest.' }), z.lte(PRIVATE_MAX_GUESTS, { message: `At most ${PRIVATE_MAX_GUESTS} guests.` })),
  ),
  addOns: selectionExtrasSchema.addOns,
  packageType: z.optional(privatePackageTypeSchema),
  discoPackage: z.optional(discoPackageKeySchema),
  date: z.optional(isoDateSchema),
  start: z.optional(clockTimeSchema),
  boatId: z.optional(z.enum(BOAT_IDS, { message: 'Choose one of the boats.' })),
});

/** Confirming an edit: the edit and the new total the preview showed (refused if the price is now another). */
export const bookingEditConfirmSchema = z.extend(bookingEditSchema, {
  expectedTotal: z.number({ message: 'Preview the change first.' }).check(z.int(), z.nonnegative()),
});

export const adminBookingListQuerySchema = z
  .object({
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    status: z.optional(z.enum(['pending_deposit', 'confirmed', 'cancelled', 'released', 'active', 'all'])),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: REVERSED_RANGE_MESSAGE }));

export const inventoryCalendarQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }).check(
  z.refine((q) => q.to >= q.from && daysBetween(q.from, q.to) < AVAILABILITY_MAX_DAYS, {
    path: ['to'],
    message: `Ask for a range of at most ${AVAILABILITY_MAX_DAYS} days, ending after it starts.`,
  }),
);
