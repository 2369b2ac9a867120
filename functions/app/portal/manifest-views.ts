import { createHash, randomBytes } from 'node:crypto';
import { bookingReference } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import {
  type CheckInRow,
  checkInOpen,
  type GuestOnBoard,
  type ManifestInvitation,
  type ManifestTrip,
  type ManifestView,
  type SignedGuest,
  type StaffManifest,
  type WaiverSignature,
  type WaitingGuest,
} from '#domain/portal/manifest.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import { alcoholIsOrganisersChoice, defaultAlcoholOnBoard, requiresTwentyOne } from '#domain/portal/waiver.ts';
import { waiverPath } from '#domain/portal/portal-links.ts';
import type { Config } from '../../platform/config.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { manifestRepository, type ManifestRecord } from '../../adapters/dynamodb/manifest-repository.ts';

// Reading a booking's manifest, and what each side is shown of it (decision 023).

const MANIFEST_TOKEN_BYTES = 32;

/** SHA-256 (hex) of a signer's network address, as the signature keeps it. */
export function networkAddressFingerprint(sourceIp: string): string {
  return createHash('sha256').update(sourceIp).digest('hex');
}

/** SHA-256 (hex) of the normalised address: how a signature names its signer without keeping the address. */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

export function manifestTrip(booking: StoredBooking): ManifestTrip {
  return {
    reference: bookingReference(booking.id),
    kind: booking.slot.kind,
    packageName: booking.price.packageName,
    date: booking.slot.date,
    slotLabel: slotLabel(booking.slot),
    boatName: boatById(booking.slot.boatId).name,
    groupSize: booking.price.groupSize,
  };
}

export const organiserFirstName = (booking: StoredBooking) => firstNameOf(booking.leadGuest.name);

/** Whether the manifest's cruise takes only guests 21 and over. */
export function manifestRequiresTwentyOne(booking: StoredBooking, manifest: Pick<ManifestRecord, 'alcoholOnBoard'>): boolean {
  return requiresTwentyOne(booking.slot.kind, manifest.alcoholOnBoard);
}

/**
 * The booking's manifest, made the first time anyone needs it (the organiser, staff): a link of
 * its own and alcohol on board by default (domain/portal/waiver.ts).
 */
export async function openManifest(config: Config, booking: StoredBooking, now: Date): Promise<ManifestRecord> {
  const repository = manifestRepository(config);
  const existing = await repository.get(booking.id);
  if (existing) return existing;
  return repository.create({
    bookingId: booking.id,
    token: randomBytes(MANIFEST_TOKEN_BYTES).toString('base64url'),
    alcoholOnBoard: defaultAlcoholOnBoard(booking.slot.kind),
    createdAt: now.toISOString(),
  });
}

/** Each signer's newest signature (a guest who signed a new version appears once). */
export function latestSignatures(signatures: readonly WaiverSignature[]): WaiverSignature[] {
  const bySigner = new Map<string, WaiverSignature>();
  for (const signature of signatures) {
    const seen = bySigner.get(signature.emailSha256);
    if (!seen || seen.signedAt < signature.signedAt) bySigner.set(signature.emailSha256, signature);
  }
  return [...bySigner.values()].sort((a, b) => a.name.localeCompare(b.name) || a.signedAt.localeCompare(b.signedAt));
}

function lastReminder(invitation: ManifestInvitation): string | null {
  return invitation.reminders.at(-1)?.at ?? null;
}

/** Invitations of guests who have not signed any version, oldest invitation first. */
export function unsignedInvitations(entries: { invitations: readonly ManifestInvitation[]; signatures: readonly WaiverSignature[] }): ManifestInvitation[] {
  const signed = new Set(entries.signatures.map((signature) => signature.emailSha256));
  return entries.invitations
    .filter((invitation) => !signed.has(invitation.emailSha256))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt) || a.email.localeCompare(b.email));
}

type Entries = { invitations: readonly ManifestInvitation[]; signatures: readonly WaiverSignature[]; onBoard?: readonly GuestOnBoard[] };

/** The organiser's view: who signed (names), who was invited and has not. No dates of birth. */
export function manifestView(booking: StoredBooking, manifest: ManifestRecord, entries: Entries): ManifestView {
  const invitedBy = new Map(entries.invitations.map((invitation) => [invitation.emailSha256, invitation.email]));
  const signed: SignedGuest[] = latestSignatures(entries.signatures).map((signature) => ({
    name: signature.name,
    signedAt: signature.signedAt,
    waiverVersion: signature.waiverVersion,
    invitedEmail: invitedBy.get(signature.emailSha256) ?? null,
  }));
  const waiting: WaitingGuest[] = unsignedInvitations(entries).map((invitation) => ({
    email: invitation.email,
    invitedAt: invitation.invitedAt,
    lastReminderAt: lastReminder(invitation),
  }));
  return {
    bookingId: booking.id,
    trip: manifestTrip(booking),
    waiverPath: waiverPath(manifest.token),
    alcoholOnBoard: manifest.alcoholOnBoard,
    alcoholSettable: alcoholIsOrganisersChoice(booking.slot.kind),
    requiresTwentyOne: manifestRequiresTwentyOne(booking, manifest),
    signed,
    waiting,
  };
}

/**
 * Staff's view, the captain's check-in list: signed guests with the age check, then those who have
 * not signed, each with their tick on board; what the group still owes; whether check-in is open.
 */
export function staffManifest(booking: StoredBooking, manifest: ManifestRecord, entries: Entries, now: Date): StaffManifest {
  const { signed: _signed, waiting: _waiting, ...view } = manifestView(booking, manifest, entries);
  const invitedBy = new Map(entries.invitations.map((invitation) => [invitation.emailSha256, invitation.email]));
  const ticks = new Map((entries.onBoard ?? []).map((tick) => [tick.guestId, tick]));
  const onBoard = (guestId: string) => ({ onBoardAt: ticks.get(guestId)?.at ?? null, onBoardBy: ticks.get(guestId)?.by ?? null });
  const signedRows: CheckInRow[] = latestSignatures(entries.signatures).map((signature) => ({
    guestId: signature.emailSha256,
    ...onBoard(signature.emailSha256),
    name: signature.name,
    status: 'signed',
    signedAt: signature.signedAt,
    waiverVersion: signature.waiverVersion,
    twentyOne: signature.twentyOneChecked ? 'checked' : 'not-asked',
    photoConsent: signature.photoConsent,
    email: invitedBy.get(signature.emailSha256) ?? null,
    lastReminderAt: null,
  }));
  const waitingRows: CheckInRow[] = unsignedInvitations(entries).map((invitation) => ({
    guestId: invitation.emailSha256,
    ...onBoard(invitation.emailSha256),
    name: invitation.email,
    status: 'not-signed',
    signedAt: null,
    waiverVersion: null,
    twentyOne: null,
    photoConsent: null,
    email: invitation.email,
    lastReminderAt: lastReminder(invitation),
  }));
  return {
    ...view,
    status: booking.status,
    start: booking.slot.start,
    leadGuestName: booking.leadGuest.name,
    rows: [...signedRows, ...waitingRows],
    signedCount: signedRows.length,
    notSignedCount: waitingRows.length,
    onBoardCount: [...signedRows, ...waitingRows].filter((row) => row.onBoardAt !== null).length,
    checkInOpen: checkInOpen({ status: booking.status, date: booking.slot.date }, calendarDateIn(now)),
    owed: paymentSummary(booking).outstanding,
    crew: { captain: manifest.captain ?? null, deckhands: manifest.deckhands ?? [] },
  };
}

export type OnBoardOutcome = { outcome: 'saved'; manifest: StaffManifest } | { outcome: 'not-a-guest' } | { outcome: 'not-open'; manifest: StaffManifest };

/**
 * The captain ticks a guest on board, or takes the tick off: a guest of the list (signed or
 * invited), on or after the cruise's day, for a confirmed booking.
 */
export async function setGuestOnBoard(
  config: Config,
  booking: StoredBooking,
  change: { guestId: string; onBoard: boolean; by: string },
  now: Date,
): Promise<OnBoardOutcome> {
  const current = await loadStaffManifest(config, booking, now);
  if (!current.rows.some((row) => row.guestId === change.guestId)) return { outcome: 'not-a-guest' };
  if (!current.checkInOpen) return { outcome: 'not-open', manifest: current };
  await manifestRepository(config).setOnBoard(booking.id, change.guestId, change.onBoard ? { at: now.toISOString(), by: change.by } : null);
  return { outcome: 'saved', manifest: await loadStaffManifest(config, booking, now) };
}

/** A booking's manifest as staff see it, made if it was not yet. */
export async function loadStaffManifest(config: Config, booking: StoredBooking, now: Date): Promise<StaffManifest> {
  const manifest = await openManifest(config, booking, now);
  return staffManifest(booking, manifest, await manifestRepository(config).entries(booking.id), now);
}

/** A booking's manifest as its organiser sees it, made if it was not yet. */
export async function loadManifestView(config: Config, booking: StoredBooking, now: Date): Promise<ManifestView> {
  const manifest = await openManifest(config, booking, now);
  return manifestView(booking, manifest, await manifestRepository(config).entries(booking.id));
}
