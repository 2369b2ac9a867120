import { holdsInventory } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { InvitationsResponse, ManifestView } from '#domain/portal/manifest.ts';
import { alcoholIsOrganisersChoice } from '#domain/portal/waiver.ts';
import { GuestInvited } from '#events/manifest.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { manifestRepository } from '../../adapters/dynamodb/manifest-repository.ts';
import { pendingEvent, publishPending, type PendingEvent } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome, type Refused } from '../../platform/outcome.ts';
import { emailFingerprint, loadManifestView, manifestTrip, openManifest, organiserFirstName } from './manifest-views.ts';

// The organiser's side of the manifest (decision 023): the booking's lead guest, signed in to the
// portal, sees who signed, invites guests and says whether alcohol is on board. A booking that is
// not theirs is "not found", never "forbidden": it does not tell a stranger that it exists.

/** The guest's own booking; an unknown id and another guest's booking are refused alike (TRIP_NOT_FOUND). */
export async function organisersBooking(config: Config, bookingId: string | null, guestEmail: string): Promise<Outcome<StoredBooking>> {
  const booking = bookingId ? await bookingsRepository(config).get(bookingId) : null;
  if (!booking || normaliseEmail(booking.leadGuest.email) !== normaliseEmail(guestEmail))
    return refused('TRIP_NOT_FOUND', 'There is no such trip in your account.');
  return done(booking);
}

function ended(booking: StoredBooking): Refused<'BOOKING_ENDED'> | null {
  return holdsInventory(booking.status) ? null : refused('BOOKING_ENDED', `This booking was ${booking.status}: its guest list is closed.`);
}

export async function organiserManifest(config: Config, bookingId: string | null, guestEmail: string, now: Date): Promise<Outcome<ManifestView>> {
  const owned = await organisersBooking(config, bookingId, guestEmail);
  if (!owned.ok) return owned;
  return done(await loadManifestView(config, owned.value, now));
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
): Promise<Outcome<InvitationsResponse>> {
  const owned = await organisersBooking(config, bookingId, guestEmail);
  if (!owned.ok) return owned;
  const booking = owned.value;
  const refusal = ended(booking);
  if (refusal) return refusal;
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
  return done({ ...result, manifest: await loadManifestView(config, booking, now) });
}

/** The organiser of a private cruise says whether alcohol is on board (refused on a disco cruise: it is 21+ always). */
export async function setAlcoholOnBoard(
  config: Config,
  bookingId: string | null,
  guestEmail: string,
  alcoholOnBoard: boolean,
  now: Date,
): Promise<Outcome<ManifestView>> {
  const owned = await organisersBooking(config, bookingId, guestEmail);
  if (!owned.ok) return owned;
  const booking = owned.value;
  const refusal = ended(booking);
  if (refusal) return refusal;
  if (!alcoholIsOrganisersChoice(booking.slot.kind))
    return refused('DISCO_IS_21_PLUS', 'The ATX Disco Cruise is for guests 21 and over whatever the group brings: this cannot be changed.');
  await openManifest(config, booking, now);
  await manifestRepository(config).setAlcohol(booking.id, alcoholOnBoard, normaliseEmail(guestEmail), now.toISOString());
  return done(await loadManifestView(config, booking, now));
}
