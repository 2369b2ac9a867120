import { onBoardRequestSchema, type StaffManifestResponse } from '#domain/portal/manifest.ts';
import * as z from '#domain/shared/zod.ts';
import { setGuestOnBoard } from '../../app/portal/manifest-views.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { json } from '../../platform/http/response.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/portal-staff.ts';

// A guest is named by their fingerprint on the list (a SHA-256 in hex); anything else names nobody.
const params = z.object({
  id: z.catch(z.nullable(z.uuid()), null),
  guest: z.catch(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))), null),
});

const guestNotFound = () => new NotFoundError('Nobody on this check-in list has this id. Reload the list.', 'GUEST_NOT_FOUND');

/**
 * PUT /api/admin/bookings/{id}/manifest/guests/{guest}/on-board `{ onBoard }`: the captain ticks a
 * guest on board (or takes the tick off) and gets the list back. Before the cruise's day, or for a
 * booking that is not confirmed, it is a 409 that changes nothing.
 */
export const handler = signedInHandler(routes.markAdminGuestOnBoard, { params, body: onBoardRequestSchema }, async ({ input, principal, config, now }) => {
  const booking = input.params.id ? await bookingsRepository(config).get(input.params.id) : null;
  if (!booking) throw new NotFoundError('There is no such booking.', 'BOOKING_NOT_FOUND');
  if (!input.params.guest) throw guestNotFound();
  const saved = await setGuestOnBoard(config, booking, { guestId: input.params.guest, onBoard: input.body.onBoard, by: principal.email }, now);
  if (saved.outcome === 'not-a-guest') throw guestNotFound();
  if (saved.outcome === 'not-open') {
    throw new ConflictError(
      'CHECK_IN_NOT_OPEN',
      booking.status === 'confirmed' ? 'Check-in opens on the day of the cruise.' : 'Only a confirmed booking has guests to check in.',
    );
  }
  const response: StaffManifestResponse = { manifest: saved.manifest };
  return json(200, response);
});
