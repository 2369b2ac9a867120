import * as z from '#domain/shared/zod.ts';
import { isoDateSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

// The group's manifest (source `cruises.manifest`, decision 023). Invitations and reminders are
// announced one guest at a time, so each e-mail is its event's one guest message in the outbox.
// The waiver link is never in an event (the audit log keeps every event): the consumer reads it.

const manifestBooking = {
  bookingId: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  cruiseDate: isoDateSchema,
  organiserFirstName: z.string(),
};

const sampleBooking = {
  bookingId: '3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b',
  reference: 'B-3B9E1F0A',
  cruiseDate: '2027-05-15',
  organiserFirstName: 'Jordan',
};

/** The organiser invited a guest by e-mail to sign the waiver. */
export const GuestInvited = defineEvent({
  source: 'cruises.manifest',
  detailType: 'GuestInvited',
  version: 1,
  data: () => z.object({ ...manifestBooking, guestEmail: z.email(), invitedBy: z.email() }),
  sample: { ...sampleBooking, guestEmail: 'sam.lee@example.com', invitedBy: 'jordan.rivera@example.com' },
});

/** Staff asked for a guest who has not signed to be reminded (one event per guest per press). */
export const WaiverReminderRequested = defineEvent({
  source: 'cruises.manifest',
  detailType: 'WaiverReminderRequested',
  version: 1,
  data: () => z.object({ ...manifestBooking, guestEmail: z.email(), requestedBy: z.string().check(z.minLength(1)) }),
  sample: { ...sampleBooking, guestEmail: 'sam.lee@example.com', requestedBy: 'alex@laketravispartycruises.example' },
});

/** A guest signed the waiver (its version, and whether their age was checked for a 21+ cruise). */
export const WaiverSigned = defineEvent({
  source: 'cruises.manifest',
  detailType: 'WaiverSigned',
  version: 1,
  data: () =>
    z.object({
      ...manifestBooking,
      signerName: z.string().check(z.minLength(1)),
      waiverVersion: z.string().check(z.minLength(1)),
      twentyOneChecked: z.boolean(),
      signedAt: z.iso.datetime({ offset: true }),
    }),
  sample: { ...sampleBooking, signerName: 'Sam Lee', waiverVersion: '2026-11-1', twentyOneChecked: true, signedAt: '2027-05-01T15:04:05.000Z' },
});
