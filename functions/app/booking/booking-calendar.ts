import type { BookingSlot } from '#domain/booking/booking.ts';
import type { BusinessFacts } from '#domain/site/business.ts';
import { instantAt } from '#domain/shared/dates.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { calendarFile } from './icalendar.ts';

export interface CalendarFile {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The cruise as an iCalendar event the guest adds to their calendar. Times are the departure and
 * return at the marina in America/Chicago, written in UTC so every calendar shows them right; the
 * UID is the booking's and the sequence grows with each move, so a moved booking's new file
 * updates the old entry instead of adding one.
 */
export function bookingCalendarFile(
  booking: {
    id: string;
    reference: string;
    slot: BookingSlot;
    packageName: string;
    groupSize: number;
    link: string;
    /** One more each time the booking moves. */
    sequence: number;
    /** When the change this file announces happened (the event's occurredAt), so a retried e-mail carries the same file. */
    changedAt: Date;
  },
  facts: BusinessFacts,
): CalendarFile {
  const { slot } = booking;
  const content = calendarFile(`-//${facts.name}//Bookings//EN`, {
    uid: `${booking.id}@${new URL(facts.website).hostname}`,
    sequence: booking.sequence,
    stamp: booking.changedAt,
    start: instantAt(slot.date, slot.start),
    end: instantAt(slot.date, slot.end),
    summary: `${facts.name}: ${slot.kind === 'disco' ? 'ATX Disco Cruise' : 'private cruise'} (${booking.reference})`,
    description: `${booking.packageName} for ${booking.groupSize} guests on ${boatById(slot.boatId).name}. ${facts.arrival.guidance}\nYour booking: ${booking.link}\nQuestions: ${facts.phone.display}`,
    location: `${facts.location.marinaName}, ${facts.location.streetAddress}, ${facts.location.locality}, ${facts.location.region} ${facts.location.postalCode}`,
    geo: facts.location.geo,
    url: booking.link,
    organizer: { name: facts.name, email: facts.email.address },
    status: 'CONFIRMED',
  });
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}
