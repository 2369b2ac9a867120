import { createEvent } from 'ics';
import type { BookingSlot } from '#domain/booking.ts';
import type { BusinessFacts } from '#domain/business.ts';
import { instantAt } from '#domain/dates.ts';
import { boatById } from '#domain/fleet.ts';

export interface CalendarFile {
  filename: string;
  contentType: string;
  content: string;
}

function utcParts(instant: Date): [number, number, number, number, number] {
  return [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate(), instant.getUTCHours(), instant.getUTCMinutes()];
}

/**
 * The cruise as an iCalendar event the guest adds to their calendar. Times are the departure and
 * return at the marina in America/Chicago, written in UTC so every calendar shows them right; the
 * UID is the booking's and the sequence grows with each move, so a moved booking's new file
 * updates the old entry instead of adding one.
 */
export function bookingCalendarFile(
  booking: { id: string; reference: string; slot: BookingSlot; packageName: string; groupSize: number; link: string; /** One more each time the booking moves. */ sequence: number },
  facts: BusinessFacts,
): CalendarFile {
  const { slot } = booking;
  const { error, value } = createEvent({
    uid: `${booking.id}@${new URL(facts.website).hostname}`,
    title: `${facts.name}: ${slot.kind === 'disco' ? 'ATX Disco Cruise' : 'private cruise'} (${booking.reference})`,
    description: `${booking.packageName} for ${booking.groupSize} guests on ${boatById(slot.boatId).name}. ${facts.arrival.guidance}\nYour booking: ${booking.link}\nQuestions: ${facts.phone.display}`,
    location: `${facts.location.marinaName}, ${facts.location.streetAddress}, ${facts.location.locality}, ${facts.location.region} ${facts.location.postalCode}`,
    geo: { lat: facts.location.geo.latitude, lon: facts.location.geo.longitude },
    url: booking.link,
    start: utcParts(instantAt(slot.date, slot.start)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(instantAt(slot.date, slot.end)),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: facts.name, email: facts.email.address },
    status: 'CONFIRMED',
    sequence: booking.sequence,
    productId: facts.name,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}
