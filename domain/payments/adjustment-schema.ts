import * as z from '../shared/zod.ts';
import { paragraphField } from '../shared/text.ts';

// Apart from booking-schemas.ts: only the adjustment route and its form build it, and every other
// booking route loads that module.

/** POST /api/admin/bookings/{id}/adjustments: a discount or a credit, with why (decision 037). */
export const adjustBookingSchema = z.object({
  kind: z.enum(['discount', 'credit'], { message: 'Say whether this lowers the price or gives a credit.' }),
  amount: z
    .number({ message: 'Enter the amount in cents.' })
    .check(z.int({ message: 'Enter whole cents.' }), z.positive({ message: 'The amount must be more than zero.' }), z.lte(100_000_000)),
  reason: paragraphField({ max: 400, required: true, requiredMessage: 'Say why (the guest and the audit log see it).' }),
});
