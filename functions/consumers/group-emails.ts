import { BookingCancelled, BookingMoved } from '#events/bookings.ts';
import { groupTripEmails } from '../app/portal/group-emails.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/**
 * Each invited guest's and share payer's e-mail when the organiser's trip moves or is cancelled
 * (issue 31), one per member, sent once per event (sendEventEmails). Apart from booking-emails, so
 * the guest's own e-mail never waits on the group's, and each function keeps its bundle.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const change = detailType === BookingMoved.detailType ? 'moved' : detailType === BookingCancelled.detailType ? 'cancelled' : null;
  // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
  if (!change) throw new Error(`group-emails does not handle ${detailType}`);
  const booking = change === 'moved' ? eventData(BookingMoved, envelope) : eventData(BookingCancelled, envelope);
  const facts = await currentBusinessFacts(config, now);
  const emails = await groupTripEmails(config, change, booking, facts);
  if (emails.length > 0) await sendEventEmails(config, { id: envelope.id, detailType }, emails, now);
});
