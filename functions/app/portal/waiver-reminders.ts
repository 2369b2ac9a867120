import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { holdsInventory } from '#domain/booking/booking.ts';
import type { WaiverRemindersResponse } from '#domain/portal/manifest.ts';
import { WaiverReminderRequested } from '#events/manifest.ts';
import type { Config } from '../../platform/config.ts';
import { manifestRepository } from '../../adapters/dynamodb/manifest-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { loadStaffManifest, manifestTrip, openManifest, organiserFirstName, unsignedInvitations } from './manifest-views.ts';

// Staff remind the guests who were invited and have not signed (decision 023): each press e-mails
// each of them once, and the reminder is recorded on their invitation with the event that sends
// it, so the list shows when each was last reminded.

export async function remindUnsigned(config: Config, booking: StoredBooking, staffEmail: string, now: Date): Promise<Outcome<WaiverRemindersResponse>> {
  if (!holdsInventory(booking.status)) return refused('BOOKING_ENDED', `This booking was ${booking.status}: there is nobody to remind.`);
  await openManifest(config, booking, now);
  const repository = manifestRepository(config);
  const waiting = unsignedInvitations(await repository.entries(booking.id));
  if (waiting.length === 0) return refused('NOBODY_TO_REMIND', 'Everyone the organiser invited has signed: there is nobody to remind.');
  const at = now.toISOString();
  const events: PendingEvent[] = [];
  for (const invitation of waiting) {
    const event = pendingEvent(
      WaiverReminderRequested,
      {
        bookingId: booking.id,
        reference: manifestTrip(booking).reference,
        cruiseDate: booking.slot.date,
        organiserFirstName: organiserFirstName(booking),
        guestEmail: invitation.email,
        requestedBy: staffEmail,
      },
      { now },
    );
    await repository.addReminder(invitation, { at, by: staffEmail }, event);
    events.push(event);
  }
  await publishPending(config, events);
  return done({ remindedAt: at, reminded: waiting.map((invitation) => invitation.email), manifest: await loadStaffManifest(config, booking, now) });
}
