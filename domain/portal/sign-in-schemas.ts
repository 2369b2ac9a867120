import * as z from '../shared/zod.ts';
import { emailSchema } from '../booking/schemas.ts';

/** POST /api/portal/code `{ email }`: the address to send a sign-in code to (decision 022). */
export const portalCodeRequestSchema = z.object({ email: emailSchema });
