import { BookingCancelled, BookingChanged, BookingMoved } from '#events/bookings.ts';
import type { BookingEventData } from '../app/booking/booking-emails.ts';
import { groupTripEmails, type GroupChange } from '../app/portal/group-emails.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import type { Envelope } from '#events/envelope.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/** What the group hears of an event: a move (a staff edit to a new time or boat is one too), a cancellation, or nothing. */
function groupChange(detailType: string, envelope: Envelope): { change: GroupChange; booking: BookingEventData } | null {
  switch (detailType) {
    case BookingMoved.detailType:
      return { change: 'moved', booking: eventData(BookingMoved, envelope) };
    case BookingCancelled.detailType:
      return { change: 'cancelled', booking: eventData(BookingCancelled, envelope) };
    case BookingChanged.detailType: {
      // A new head count, package or add-ons is the organiser's business; a new time or boat is everyone's.
      const changed = eventData(BookingChanged, envelope);
      return changed.from ? { change: 'moved', booking: changed } : null;
    }
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`group-emails does not handle ${detailType}`);
  }
}

/**
 * Each invited guest's and share payer's e-mail when the organiser's trip moves (by the organiser,
 * or by staff's edit to a new time or boat) or is cancelled (issue 31), one per member, sent once
 * per event (sendEventEmails). Apart from booking-emails, so the guest's own e-mail never waits on
 * the group's, and each function keeps its bundle.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const heard = groupChange(detailType, envelope);
  if (!heard) return;
  const facts = await currentBusinessFacts(config, now);
  const emails = await groupTripEmails(config, heard.change, heard.booking, facts);
  if (emails.length > 0) await sendEventEmails(config, { id: envelope.id, detailType }, emails, now);
});
