import * as z from '#domain/shared/zod.ts';

// The manifest routes' trip id. A malformed id is an unknown trip: the same 404 as another guest's.
// A module of its own, so a handler that takes it bundles no other handler (decision 054).
export const tripParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
