import * as z from '../shared/zod.ts';
import { clockTimeSchema } from '../booking/booking-schemas.ts';
import { isoDateSchema } from '../booking/schemas.ts';
import { paragraphField } from '../shared/text.ts';

// The inputs of the guest's trip page (decision 024): one schema each, shared by the page and the
// handlers. Amounts the guest confirms are what the page showed them, checked against the
// server's own figures; they never set a price or a refund.

const cents = (message: string) => z.number({ message }).check(z.int({ message: 'Enter whole cents.' }), z.gte(0), z.lte(100_000_000));

/** The trip's id in a portal path (a booking id: a UUID). */
export const tripParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** GET /api/portal/trips/{id}/move-preview?date=&start= */
export const movePreviewQuerySchema = z.object({ date: isoDateSchema, start: clockTimeSchema });

/** POST /api/portal/trips/{id}/move: the slot chosen and the new total the guest was shown. */
export const moveTripSchema = z.object({
  date: isoDateSchema,
  start: clockTimeSchema,
  expectedTotal: cents('Send the new total you were shown.'),
});
export type MoveTripRequest = z.output<typeof moveTripSchema>;

/** POST /api/portal/trips/{id}/cancel: the refund the guest was shown, and why (optional). */
export const cancelTripSchema = z.object({
  expectedRefund: cents('Send the refund you were shown.'),
  reason: z.optional(paragraphField({ max: 500 })),
});
export type CancelTripRequest = z.output<typeof cancelTripSchema>;
