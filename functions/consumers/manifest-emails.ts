import { waiverPath } from '#domain/portal/portal-links.ts';
import { GuestInvited, WaiverReminderRequested } from '#events/manifest.ts';
import { bookingsRepository } from '../adapters/dynamodb/bookings-repository.ts';
import { manifestRepository } from '../adapters/dynamodb/manifest-repository.ts';
import { waiverEmail } from '../app/portal/manifest-emails.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { manifestRequiresTwentyOne, manifestTrip } from '../app/portal/manifest-views.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';

/**
 * The guest's waiver e-mail: the organiser's invitation or staff's reminder, with the group's
 * link (read here: events never carry it), once per event (sendEventEmails; decisions 008, 023).
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const kind = detailType === GuestInvited.detailType ? 'invitation' : detailType === WaiverReminderRequested.detailType ? 'reminder' : null;
  // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
  if (!kind) throw new Error(`manifest-emails does not handle ${detailType}`);
  const data = kind === 'invitation' ? eventData(GuestInvited, envelope) : eventData(WaiverReminderRequested, envelope);
  const [booking, manifest, facts] = await Promise.all([
    bookingsRepository(config).get(data.bookingId),
    manifestRepository(config).get(data.bookingId),
    currentBusinessFacts(config, now),
  ]);
  if (!booking || !manifest) throw new Error(`Booking ${data.bookingId} or its manifest is not in the table`);
  const link = new URL(waiverPath(manifest.token), config.SITE_URL).href;
  const content = waiverEmail(
    { kind, organiserFirstName: data.organiserFirstName, trip: manifestTrip(booking), requiresTwentyOne: manifestRequiresTwentyOne(booking, manifest), link },
    facts,
  );
  await sendEventEmails(config, { id: envelope.id, detailType }, [{ role: 'customer', to: data.guestEmail, replyTo: facts.email.address, content }], now);
});
