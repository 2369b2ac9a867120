import { holdsInventory } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { WaiverPageResponse, WaiverSignature, WaiverSignedResponse } from '#domain/portal/manifest.ts';
import type { WaiverSignatureRequest } from '#domain/portal/manifest-schemas.ts';
import { checkAge, CURRENT_WAIVER, underAgeMessage } from '#domain/portal/waiver.ts';
import { WaiverSigned } from '#events/manifest.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { manifestRepository, type ManifestRecord } from '../../adapters/dynamodb/manifest-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import {
  emailFingerprint,
  latestSignatures,
  manifestRequiresTwentyOne,
  manifestTrip,
  networkAddressFingerprint,
  organiserFirstName,
} from './manifest-views.ts';

// A guest signs the waiver through the group's link (decision 023). The link is the only key: it
// opens the trip (no money, no organiser's details but a first name) and takes a signature.

const LINK_NOT_FOUND = 'This waiver link does not open a cruise. Ask the organiser to send it again.';

/** The booking and manifest a link opens; the same refusal (WAIVER_NOT_FOUND) for a malformed, unknown or orphaned link. */
export async function manifestForToken(config: Config, token: string | null): Promise<Outcome<{ booking: StoredBooking; manifest: ManifestRecord }>> {
  const bookingId = token ? await manifestRepository(config).bookingIdForToken(token) : null;
  const [booking, manifest] = bookingId
    ? await Promise.all([bookingsRepository(config).get(bookingId), manifestRepository(config).get(bookingId)])
    : [null, null];
  if (!booking || !manifest) return refused('WAIVER_NOT_FOUND', LINK_NOT_FOUND);
  return done({ booking, manifest });
}

/** Signatures are taken while the booking is live and until the end of the cruise day. */
function takesSignatures(booking: StoredBooking, now: Date): boolean {
  return holdsInventory(booking.status) && booking.slot.date >= calendarDateIn(now);
}

export async function waiverPage(config: Config, token: string | null, now: Date): Promise<Outcome<WaiverPageResponse>> {
  const opened = await manifestForToken(config, token);
  if (!opened.ok) return opened;
  const { booking, manifest } = opened.value;
  const { signatures } = await manifestRepository(config).entries(booking.id);
  return done({
    trip: { ...manifestTrip(booking), organiserFirstName: organiserFirstName(booking) },
    requiresTwentyOne: manifestRequiresTwentyOne(booking, manifest),
    open: takesSignatures(booking, now),
    waiver: CURRENT_WAIVER,
    signedCount: latestSignatures(signatures).length,
  });
}

/**
 * Stores a guest's signature of the current waiver, once per signer and version, with its
 * WaiverSigned event. Refuses (nothing stored): an ended booking or past cruise (WAIVER_CLOSED),
 * a page showing an older version (WAIVER_CHANGED), a missing or impossible date of birth on a
 * 21+ cruise (VALIDATION_FAILED), a guest under 21 on it (UNDER_21), and a second signature of
 * the same version by the same address (ALREADY_SIGNED).
 */
export async function signWaiver(
  config: Config,
  token: string | null,
  request: WaiverSignatureRequest,
  now: Date,
  sourceIp?: string,
): Promise<Outcome<WaiverSignedResponse>> {
  const opened = await manifestForToken(config, token);
  if (!opened.ok) return opened;
  const { booking, manifest } = opened.value;
  if (!takesSignatures(booking, now))
    return refused('WAIVER_CLOSED', 'This cruise is no longer taking signatures: the booking has ended or the cruise has passed.');
  if (request.waiverVersion !== CURRENT_WAIVER.version) {
    return refused('WAIVER_CHANGED', 'The waiver was updated since this page opened. Reload the page, read it again and sign the new version.');
  }
  const requires = manifestRequiresTwentyOne(booking, manifest);
  const age = checkAge({ requiresTwentyOne: requires, dateOfBirth: request.dateOfBirth, cruiseDate: booking.slot.date, today: calendarDateIn(now) });
  if (age.outcome === 'missing')
    return refused('VALIDATION_FAILED', 'Enter your date of birth: this cruise is for guests 21 and over.', {
      fields: { dateOfBirth: 'Enter your date of birth.' },
    });
  if (age.outcome === 'implausible')
    return refused('VALIDATION_FAILED', 'Check your date of birth.', { fields: { dateOfBirth: 'Enter your real date of birth (YYYY-MM-DD).' } });
  if (age.outcome === 'under-age')
    return refused('UNDER_21', underAgeMessage(booking.slot.kind), { fields: { dateOfBirth: 'You must be 21 or over on the cruise date.' } });

  const at = now.toISOString();
  const signature: WaiverSignature = {
    bookingId: booking.id,
    name: request.name,
    typedSignature: request.typedSignature,
    ...(age.outcome === 'old-enough' && request.dateOfBirth ? { dateOfBirth: request.dateOfBirth } : {}),
    twentyOneChecked: age.outcome === 'old-enough',
    photoConsent: request.photoConsent,
    waiverVersion: CURRENT_WAIVER.version,
    emailSha256: emailFingerprint(request.email),
    ...(sourceIp ? { addressSha256: networkAddressFingerprint(sourceIp) } : {}),
    signedAt: at,
  };
  const event = pendingEvent(
    WaiverSigned,
    {
      bookingId: booking.id,
      reference: manifestTrip(booking).reference,
      cruiseDate: booking.slot.date,
      organiserFirstName: organiserFirstName(booking),
      signerName: signature.name,
      waiverVersion: signature.waiverVersion,
      twentyOneChecked: signature.twentyOneChecked,
      signedAt: at,
    },
    { now },
  );
  const outcome = await manifestRepository(config).addSignature(signature, event);
  if (outcome === 'exists') return refused('ALREADY_SIGNED', 'You have signed this waiver for this cruise already: there is nothing more to do.');
  await publishPending(config, [event]);
  return done({ name: signature.name, signedAt: at, waiverVersion: signature.waiverVersion });
}
