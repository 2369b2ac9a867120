import * as z from '#domain/shared/zod.ts';

// Partner ids are UUIDs; anything else names no partner and gets the same 404 as an unknown id.
export const partnerParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
