import type { BookingStatus } from '../booking/booking.ts';
import type { IsoDate } from '../shared/dates.ts';
import type { CruiseKind } from '../booking/inventory.ts';
import type { WaiverText } from './waiver.ts';
import type { Cents } from '../shared/money.ts';
import * as z from '../shared/zod.ts';

// The group's manifest (issue 17, decision 023): who the organiser invited, who signed the waiver,
// and what each side sees. The guest's page shows the trip and no money; the organiser sees names
// and the addresses they typed; staff also see the age check and reminders, for the captain.

/** A guest's signature as stored: once per signer (by e-mail fingerprint) and waiver version. */
export interface WaiverSignature {
  bookingId: string;
  name: string;
  typedSignature: string;
  /** Asked only on a 21+ cruise. */
  dateOfBirth?: IsoDate;
  /** True when the date of birth made the guest 21 on the cruise date (a 21+ cruise at signing). */
  twentyOneChecked: boolean;
  photoConsent: boolean;
  waiverVersion: string;
  /** SHA-256 (hex) of the signer's normalised e-mail address: who signed, without keeping the address. */
  emailSha256: string;
  /**
   * SHA-256 (hex) of the network address the signature came from (the "hash of the
   * address"): evidence of where an electronic signature was made, without keeping the address.
   * Absent when the platform did not say (never in API Gateway).
   */
  addressSha256?: string;
  signedAt: string;
}

/** A guest the organiser invited by e-mail, and the reminders staff sent them. */
export interface ManifestInvitation {
  bookingId: string;
  email: string;
  emailSha256: string;
  invitedAt: string;
  reminders: readonly { at: string; by: string }[];
}

export interface ManifestTrip {
  reference: string;
  kind: CruiseKind;
  packageName: string;
  date: IsoDate;
  slotLabel: string;
  boatName: string;
  groupSize: number;
}

/** GET /api/waivers/{token}: what a guest with the link sees before signing. */
export interface WaiverPageResponse {
  trip: ManifestTrip & { organiserFirstName: string };
  requiresTwentyOne: boolean;
  /** False when the booking has ended or the cruise has passed: the page says so instead of the form. */
  open: boolean;
  waiver: WaiverText;
  signedCount: number;
}

/** POST /api/waivers/{token}/signatures answers this. */
export interface WaiverSignedResponse {
  name: string;
  signedAt: string;
  waiverVersion: string;
}

/** One signed guest, as the organiser sees them. */
export interface SignedGuest {
  name: string;
  signedAt: string;
  waiverVersion: string;
  /** The address they were invited at, when they signed with it. */
  invitedEmail: string | null;
}

/** One guest invited who has not signed the current or any earlier version. */
export interface WaitingGuest {
  email: string;
  invitedAt: string;
  lastReminderAt: string | null;
}

export interface ManifestView {
  bookingId: string;
  trip: ManifestTrip;
  waiverPath: string;
  alcoholOnBoard: boolean;
  /** Whether the organiser may change alcoholOnBoard (private cruises only). */
  alcoholSettable: boolean;
  requiresTwentyOne: boolean;
  signed: SignedGuest[];
  waiting: WaitingGuest[];
}

/** The organiser's routes answer this. */
export interface OrganiserManifestResponse {
  manifest: ManifestView;
}

/** One row of the captain's check-in list. */
export interface CheckInRow {
  /** The guest's fingerprint (their signature's or invitation's emailSha256): what a check-in tick names. */
  guestId: string;
  name: string;
  status: 'signed' | 'not-signed';
  signedAt: string | null;
  waiverVersion: string | null;
  /** 'checked': the date of birth made them 21 by the cruise; 'not-asked': signed when the cruise was not 21+. */
  twentyOne: 'checked' | 'not-asked' | null;
  photoConsent: boolean | null;
  email: string | null;
  lastReminderAt: string | null;
  /** When the captain ticked the guest on board (issue 29), and who; null until then. */
  onBoardAt: string | null;
  onBoardBy: string | null;
}

/** A tick on the check-in list: the guest on board, when and by whom. */
export interface GuestOnBoard {
  bookingId: string;
  guestId: string;
  at: string;
  by: string;
}

export interface StaffManifest extends Omit<ManifestView, 'signed' | 'waiting'> {
  status: BookingStatus;
  start: string;
  leadGuestName: string;
  rows: CheckInRow[];
  signedCount: number;
  notSignedCount: number;
  onBoardCount: number;
  /** Whether guests can be ticked on board now: from the cruise's day on, for a confirmed booking. */
  checkInOpen: boolean;
  /** What the group still owes, from the ledger's one module (paymentSummary): the captain collects it or knows not to. */
  owed: Cents;
  /** Who sails it (issue 29): the captain (a member of the team, by e-mail) and the deckhands' names. */
  crew: CruiseCrew;
}

export interface CruiseCrew {
  captain: string | null;
  deckhands: string[];
}

export const MAX_DECKHANDS = 6;

/** PUT /api/admin/bookings/{id}/manifest/crew takes this; the captain must be on the team. */
export const cruiseCrewSchema = z.object({
  captain: z.nullable(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email({ message: 'Choose the captain from the team.' }))),
  deckhands: z
    .array(
      z
        .string()
        .check(z.trim(), z.minLength(1, { message: 'A deckhand needs a name.' }), z.maxLength(60, { message: "Keep each deckhand's name to 60 characters." })),
    )
    .check(z.maxLength(MAX_DECKHANDS, { message: `A cruise takes at most ${MAX_DECKHANDS} deckhands.` })),
});
export type CruiseCrewRequest = z.infer<typeof cruiseCrewSchema>;

/** Check-in opens on the cruise's day (America/Chicago), for a confirmed booking. */
export function checkInOpen(booking: { status: BookingStatus; date: IsoDate }, today: IsoDate): boolean {
  return booking.status === 'confirmed' && booking.date <= today;
}

/** PUT /api/admin/bookings/{id}/manifest/guests/{guest}/on-board takes this. */
export const onBoardRequestSchema = z.object({ onBoard: z.boolean({ message: 'Say whether the guest is on board (true or false).' }) });
export type OnBoardRequest = z.infer<typeof onBoardRequestSchema>;

/** GET /api/admin/bookings/{id}/manifest. */
export interface StaffManifestResponse {
  manifest: StaffManifest;
}

/** GET /api/admin/manifests?date=: every live cruise of the day, by departure. */
export interface StaffManifestDayResponse {
  date: IsoDate;
  cruises: StaffManifest[];
}

/** POST /api/admin/bookings/{id}/manifest/reminders: who was e-mailed this press, and when. */
export interface WaiverRemindersResponse {
  remindedAt: string;
  reminded: string[];
  manifest: StaffManifest;
}

/** POST .../manifest/invitations: who was invited now, and who had been already. */
export interface InvitationsResponse {
  invited: string[];
  alreadyInvited: string[];
  alreadySigned: string[];
  manifest: ManifestView;
}

/** At most this many addresses per invitation request: a big group invites in a few goes. */
export const MAX_INVITES_PER_REQUEST = 50;
