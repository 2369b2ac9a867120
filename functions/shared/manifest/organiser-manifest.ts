import { holdsInventory } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { InvitationsResponse, ManifestView } from '#domain/portal/manifest.ts';
import { alcoholIsOrganisersChoice } from '#domain/portal/waiver.ts';
import { GuestInvited } from '#events/manifest.ts';
import type { Config } from '../config.ts';
import { bookingsRepository } from '../data/bookings-repository.ts';
import { normaliseEmail } from '../data/email-key.ts';
import { manifestRepository } from '../data/manifest-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../events/publisher.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { emailFingerprint, loadManifestView, manifestTrip, openManifest, organiserFirstName } from './manifest-views.ts';

// The organiser's side of the manifest (decision 023): the booking's lead guest, signed in to the
// portal, sees who signed, invites guests and says whether alcohol is on board. A booking that is
// not theirs is "not found", never "forbidden": it does not tell a stranger that it exists.

/** The guest's own booking, or 404 for an unknown id and for another guest's booking alike. */
export async function organisersBooking(config: Config, bookingId: string | null, guestEmail: string): Promise<StoredBooking> {
  const booking = bookingId ? await bookingsRepository(config).get(bookingId) : null;
  if (!booking || normaliseEmail(booking.leadGuest.email) !== normaliseEmail(guestEmail))
    throw new NotFoundError('There is no such trip in your account.', 'TRIP_NOT_FOUND');
  return booking;
}

function refuseEnded(booking: StoredBooking): void {
  if (!holdsInventory(booking.status)) throw new ConflictError('BOOKING_ENDED', `This booking was ${booking.status}: its guest list is closed.`);
}

export async function organiserManifest(config: Config, bookingId: string | null, guestEmail: string, now: Date): Promise<ManifestView> {
  return loadManifestView(config, await organisersBooking(config, bookingId, guestEmail), now);
}

/**
 * Invites each address once: an invitation item and its GuestInvited event (whose consumer sends
 * the e-mail) in one transaction per guest. An address already invited, or whose owner has
 * signed, is not invited again (and the answer says so).
 */
export async function inviteGuests(
  config: Config,
  bookingId: string | null,
  guestEmail: string,
  emails: readonly string[],
  now: Date,
): Promise<InvitationsResponse> {
  const booking = await organisersBooking(config, bookingId, guestEmail);
  refuseEnded(booking);
  await openManifest(config, booking, now);
  const repository = manifestRepository(config);
  const { signatures } = await repository.entries(booking.id);
  const signed = new Set(signatures.map((signature) => signature.emailSha256));
  const at = now.toISOString();
  const result = { invited: [] as string[], alreadyInvited: [] as string[], alreadySigned: [] as string[] };
  const published: PendingEvent[] = [];
  for (const email of [...new Set(emails.map(normaliseEmail))]) {
    const emailSha256 = emailFingerprint(email);
    if (signed.has(emailSha256)) {
      result.alreadySigned.push(email);
      continue;
    }
    const event = pendingEvent(
      GuestInvited,
      {
        bookingId: booking.id,
        reference: manifestTrip(booking).reference,
        cruiseDate: booking.slot.date,
        organiserFirstName: organiserFirstName(booking),
        guestEmail: email,
        invitedBy: normaliseEmail(guestEmail),
      },
      { now },
    );
    const outcome = await repository.addInvitation({ bookingId: booking.id, email, emailSha256, invitedAt: at, reminders: [] }, event);
    if (outcome === 'stored') {
      result.invited.push(email);
      published.push(event);
    } else result.alreadyInvited.push(email);
  }
  await publishPending(config, published);
  return { ...result, manifest: await loadManifestView(config, booking, now) };
}

/** The organiser of a private cruise says whether alcohol is on board (409 on a disco cruise: it is 21+ always). */
export async function setAlcoholOnBoard(
  config: Config,
  bookingId: string | null,
  guestEmail: string,
  alcoholOnBoard: boolean,
  now: Date,
): Promise<ManifestView> {
  const booking = await organisersBooking(config, bookingId, guestEmail);
  refuseEnded(booking);
  if (!alcoholIsOrganisersChoice(booking.slot.kind))
    throw new ConflictError('DISCO_IS_21_PLUS', 'The ATX Disco Cruise is for guests 21 and over whatever the group brings: this cannot be changed.');
  await openManifest(config, booking, now);
  await manifestRepository(config).setAlcohol(booking.id, alcoholOnBoard, normaliseEmail(guestEmail), now.toISOString());
  return loadManifestView(config, booking, now);
}
