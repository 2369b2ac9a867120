import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

/** A verified Cognito identity used the site for the first time and got a profile. */
export const UserProfileCreated = defineEvent({
  source: 'cruises.users',
  detailType: 'UserProfileCreated',
  version: 1,
  data: () =>
    z.object({
      userId: z.string().check(z.minLength(1)),
      email: z.email(),
      role: z.enum(['admin', 'customer']),
    }),
  sample: { userId: '0f6b8d4e-3c2a-4b51-9a57-1d2e3f4a5b6c', email: 'captain@laketravispartycruises.example', role: 'admin' },
});
