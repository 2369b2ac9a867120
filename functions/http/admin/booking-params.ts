import * as z from '#domain/shared/zod.ts';

// Booking ids are UUIDs; anything else names no booking and gets the same 404 as an unknown id.
export const bookingParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
