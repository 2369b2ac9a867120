import * as z from 'zod';

// Booking ids are UUIDs; anything else names no booking and gets the same 404 as an unknown id.
export const bookingParams = z.object({ id: z.uuid().nullable().catch(null) });
