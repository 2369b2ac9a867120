import * as z from '#domain/shared/zod.ts';
import { emailPreferencesSchema } from '#domain/portal/guest-profile.ts';
import { fullNameSchema, phoneSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

// The guest's profile and data in the portal (source `cruises.portal`, decision 025). The
// customer timeline shows each to staff. The deletion event carries no name or address: it is
// the record that something was deleted, and must not keep what it deleted.

const email = z.email();

/** A signed-in guest saved their profile (name, phone, e-mail preferences). */
export const GuestProfileUpdated = defineEvent({
  source: 'cruises.portal',
  detailType: 'GuestProfileUpdated',
  version: 1,
  data: () =>
    z.object({
      email,
      name: fullNameSchema,
      phone: phoneSchema,
      preferences: emailPreferencesSchema,
      /** The fields this save changed ('name', 'phone', a preference's key); empty when none. */
      changed: z.array(z.string()),
    }),
  sample: {
    email: 'jordan.rivera@example.com',
    name: 'Jordan Rivera',
    phone: '(512) 555-0199',
    preferences: { balanceReminders: false, thankYou: true },
    changed: ['phone', 'balanceReminders'],
  },
});

/** A signed-in guest downloaded everything we hold about their address. */
export const GuestDataExported = defineEvent({
  source: 'cruises.portal',
  detailType: 'GuestDataExported',
  version: 1,
  data: () =>
    z.object({
      email,
      /** How many records each section of the file held, e.g. { quotes: 2, bookings: 1 }. */
      counts: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
    }),
  sample: { email: 'jordan.rivera@example.com', counts: { profile: 1, customer: 1, timeline: 4, leads: 0, quotes: 2, bookings: 1, payments: 1, emails: 5 } },
});

/** A guest deleted their account: their records are gone, the bookings kept for the books are anonymised. */
export const GuestAccountDeleted = defineEvent({
  source: 'cruises.portal',
  detailType: 'GuestAccountDeleted',
  version: 1,
  data: () =>
    z.object({
      /** The bookings kept, now under "Deleted guest", for the staff to find. */
      bookingIds: z.array(z.string().check(z.minLength(1))),
      /** Items deleted outright and items anonymised. */
      deleted: z.number().check(z.int(), z.nonnegative()),
      anonymised: z.number().check(z.int(), z.nonnegative()),
    }),
  sample: { bookingIds: ['3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b'], deleted: 14, anonymised: 5 },
});
