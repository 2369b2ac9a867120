import { BookingChanged } from '#events/bookings.ts';
import { bookingChangeWords } from '../app/booking/booking-change-emails.ts';
import { guestBookingEmail, staffBookingEmail } from '../app/booking/booking-emails.ts';
import { bookingGuestLink } from '../app/booking/booking-link.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';
import { sendEventEmails } from '../app/shared/email/send-event-emails.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';

/**
 * The guest's and the staff's e-mails when staff edit a booking (issue 29): what changed, the new
 * figures and the calendar file, sent once per event (sendEventEmails). Apart from booking-emails,
 * so that function keeps its bundle within budget.
 */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
  if (detailType !== BookingChanged.detailType) throw new Error(`booking-change-emails does not handle ${detailType}`);
  const booking = eventData(BookingChanged, envelope);
  const facts = await currentBusinessFacts(config, now);
  const link = await bookingGuestLink(config, booking.quoteId);
  const portal = tripPortalLink(config.SITE_URL, booking.bookingId);
  const adminLink = new URL(`/admin/bookings/${booking.bookingId}`, config.SITE_URL).href;
  const guest = guestBookingEmail('changed', booking, link, facts, new Date(envelope.occurredAt), portal, bookingChangeWords(booking, facts));
  await sendEventEmails(
    config,
    { id: envelope.id, detailType },
    [
      { role: 'customer', to: booking.leadGuest.email, replyTo: facts.email.address, content: guest },
      { role: 'staff', to: config.STAFF_EMAIL, replyTo: booking.leadGuest.email, content: staffBookingEmail('changed', booking, adminLink, facts) },
    ],
    now,
  );
});
