import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';

// Whose booking it is (decision 024): a booking belongs to the guest whose e-mail made it, and
// every portal route answers another guest's id as if it did not exist. Kept apart from the
// changes, so the routes that only read bundle no payment client (decision 015).

/** How a guest's change is recorded in the booking's history and events (staff moves name the staff member). */
export function guestActor(email: string): string {
  return `${email} (guest, portal)`;
}

export const notYours = (): Refused<'TRIP_NOT_FOUND'> => refused('TRIP_NOT_FOUND', 'There is no such trip among your bookings.');

/** The booking, if it is the guest's own (made with their e-mail); any other id is simply not found for them. */
export async function guestBooking(config: Config, id: string, email: string): Promise<Outcome<StoredBooking>> {
  const booking = await bookingsRepository(config).get(id);
  if (!booking || !ownedBy(booking, email)) return notYours();
  return done(booking);
}

export function ownedBy(booking: StoredBooking, email: string): boolean {
  return booking.leadGuest.email.trim().toLowerCase() === email;
}
