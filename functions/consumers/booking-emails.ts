import { BookingCancelled, BookingConfirmed, BookingMoved, BookingReleased, BookingRequested } from '#events/bookings.ts';
import type { Envelope } from '#events/envelope.ts';
import type { Config } from '../platform/config.ts';
import { bookingGuestLink } from '../app/booking/booking-link.ts';
import { guestBookingEmail, staffBookingEmail, type BookingEmailKind, type BookingEventData } from '../app/booking/booking-emails.ts';
import { sendEventEmails, type EventEmail } from '../app/shared/email/send-event-emails.ts';
import { eventConsumer, eventData } from '../platform/events/consumer.ts';
import { currentBusinessFacts } from '../app/site/business-facts.ts';
import { tripPortalLink } from '../app/shared/email/portal-links.ts';
import type { EmailContent } from '../app/shared/email/layout.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { storedBookingFor, withStaffTemplate } from '../app/shared/email/staff-template.ts';
import { bookingTemplateValues } from '../app/shared/email/template-values.ts';

// The booking e-mails staff may reword on /templates (decision 029); the rest are built in.
const TEMPLATE_KINDS = { requested: 'booking-requested', confirmed: 'booking-confirmed' } as const;

async function guestContent(
  config: Config,
  kind: BookingEmailKind,
  booking: BookingEventData,
  link: string,
  facts: BusinessFacts,
  changedAt: Date,
): Promise<EmailContent> {
  const portal = tripPortalLink(config.SITE_URL, booking.bookingId);
  const builtIn = guestBookingEmail(kind, booking, link, facts, changedAt, portal);
  if (kind !== 'requested' && kind !== 'confirmed') return builtIn;
  // The staff's "confirmed" wording is about a deposit received; a cruise a code made free had none (decision 027).
  if (kind === 'confirmed' && booking.totalPrice === 0) return builtIn;
  return withStaffTemplate(
    config,
    TEMPLATE_KINDS[kind],
    builtIn,
    async () => bookingTemplateValues(await storedBookingFor(config, booking.bookingId), link, facts),
    { facts, siteUrl: link, portal },
  );
}

function readEvent(detailType: string, envelope: Envelope): { kind: BookingEmailKind; booking: BookingEventData } {
  switch (detailType) {
    case BookingRequested.detailType:
      return { kind: 'requested', booking: eventData(BookingRequested, envelope) };
    case BookingConfirmed.detailType:
      return { kind: 'confirmed', booking: eventData(BookingConfirmed, envelope) };
    case BookingCancelled.detailType:
      return { kind: 'cancelled', booking: eventData(BookingCancelled, envelope) };
    case BookingReleased.detailType:
      return { kind: 'released', booking: eventData(BookingReleased, envelope) };
    case BookingMoved.detailType:
      return { kind: 'moved', booking: eventData(BookingMoved, envelope) };
    default:
      // The rule table sent an event this consumer does not know: a wiring bug, so dead-letter it.
      throw new Error(`booking-emails does not handle ${detailType}`);
  }
}

/** The guest's and the staff's e-mails for each booking change, sent once per event (sendEventEmails); the rest of the group's are group-emails.ts's, a staff edit's booking-change-emails.ts's. */
export const handler = eventConsumer(async ({ detailType, envelope }, { config, now }) => {
  const { kind, booking } = readEvent(detailType, envelope);
  const facts = await currentBusinessFacts(config, now);
  const adminLink = new URL(`/admin/bookings/${booking.bookingId}`, config.SITE_URL).href;
  const emails: EventEmail[] = [
    {
      role: 'customer',
      to: booking.leadGuest.email,
      replyTo: facts.email.address,
      content: await guestContent(config, kind, booking, await bookingGuestLink(config, booking.quoteId), facts, new Date(envelope.occurredAt)),
    },
    { role: 'staff', to: config.STAFF_EMAIL, replyTo: booking.leadGuest.email, content: staffBookingEmail(kind, booking, adminLink, facts) },
  ];
  await sendEventEmails(config, { id: envelope.id, detailType }, emails, now);
});
