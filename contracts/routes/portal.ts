// The API's routes of portal: the guest's sign-in, trips, profile, guest list and waivers; staff: the manifests (decision 041).
// The staff's (admin) routes are in ./portal-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type { BalanceCheckoutResponse } from '#domain/booking/booking.ts';
import type { AccountDeletionRequest, ProfileResponse, ProfileSaveRequest } from '#domain/portal/guest-profile.ts';
import type { alcoholRequestSchema, InvitationsRequest, WaiverSignatureRequest } from '#domain/portal/manifest-schemas.ts';
import type {
  CruiseCrewRequest,
  InvitationsResponse,
  OnBoardRequest,
  OrganiserManifestResponse,
  StaffManifestDayResponse,
  StaffManifestResponse,
  WaiverPageResponse,
  WaiverRemindersResponse,
  WaiverSignedResponse,
} from '#domain/portal/manifest.ts';
import type { CrewChoicesResponse } from '#domain/people/team.ts';
import type { PortalTripsResponse } from '#domain/portal/portal.ts';
import type { portalCodeRequestSchema } from '#domain/portal/sign-in-schemas.ts';
import type { TripShareRequest } from '#domain/payments/split-payment-schemas.ts';
import type { CancelTripRequest, MoveTripRequest } from '#domain/portal/trip-schemas.ts';
import type { CancelResponse, MovePreviewResponse, MoveResponse, TripResponse, TripShareResponse } from '#domain/portal/trip.ts';
import type * as z from '#domain/shared/zod.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  requestPortalCode: { method: 'POST', path: '/api/portal/code', auth: 'public' },
  startPortalSession: { method: 'POST', path: '/api/portal/session', auth: 'public' },
  endPortalSession: { method: 'POST', path: '/api/portal/logout', auth: 'public' },
  getPortalGuest: { method: 'GET', path: '/api/portal/me', auth: 'guest' },
  listPortalTrips: { method: 'GET', path: '/api/portal/trips', auth: 'guest' },
  getPortalTrip: { method: 'GET', path: '/api/portal/trips/{id}', auth: 'guest' },
  // The trip page itself, rendered for its signed-in guest (decision 095). Public at the route: the
  // page forwards the guest's session cookie to getPortalTrip, whose guard decides.
  getPortalTripPage: { method: 'GET', path: '/portal/trips/{id}', auth: 'public' },
  getPortalTripCalendar: { method: 'GET', path: '/api/portal/trips/{id}/calendar.ics', auth: 'guest' },
  previewPortalTripMove: { method: 'GET', path: '/api/portal/trips/{id}/move-preview', auth: 'guest' },
  movePortalTrip: { method: 'POST', path: '/api/portal/trips/{id}/move', auth: 'guest' },
  cancelPortalTrip: { method: 'POST', path: '/api/portal/trips/{id}/cancel', auth: 'guest' },
  startPortalTripBalanceCheckout: { method: 'POST', path: '/api/portal/trips/{id}/balance-checkout', auth: 'guest' },
  sharePortalTrip: { method: 'POST', path: '/api/portal/trips/{id}/share', auth: 'guest' },
  getPortalProfile: { method: 'GET', path: '/api/portal/profile', auth: 'guest' },
  savePortalProfile: { method: 'PUT', path: '/api/portal/profile', auth: 'guest' },
  downloadPortalData: { method: 'GET', path: '/api/portal/profile/data', auth: 'guest' },
  deletePortalAccount: { method: 'POST', path: '/api/portal/profile/delete', auth: 'guest' },
  getWaiverPage: { method: 'GET', path: '/api/waivers/{token}', auth: 'public' },
  signWaiver: { method: 'POST', path: '/api/waivers/{token}/signatures', auth: 'public' },
  // The waiver link's page itself, rendered with its trip and waiver (decision 094): HTML at the link's own address.
  getWaiverLinkPage: { method: 'GET', path: '/waiver/{token}', auth: 'public' },
  getPortalTripManifest: { method: 'GET', path: '/api/portal/trips/{id}/manifest', auth: 'guest' },
  invitePortalTripGuests: { method: 'POST', path: '/api/portal/trips/{id}/manifest/invitations', auth: 'guest' },
  setPortalTripAlcohol: { method: 'PUT', path: '/api/portal/trips/{id}/manifest/alcohol', auth: 'guest' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface PortalIo {
  requestPortalCode: { response: { expiresInSeconds: number }; body: z.input<typeof portalCodeRequestSchema> };
  startPortalSession: { response: { guest: { email: string } }; body: { code: string } | { link: string } };
  endPortalSession: { response: undefined };
  getPortalGuest: { response: { guest?: { email?: unknown } } };
  listPortalTrips: { response: PortalTripsResponse };
  getPortalTrip: { response: TripResponse };
  /** The page's HTML (never called by the browser's client: the browser navigates to it). */
  getPortalTripPage: { response: string };
  getPortalTripCalendar: { response: string };
  previewPortalTripMove: { response: MovePreviewResponse };
  movePortalTrip: { response: MoveResponse; body: MoveTripRequest };
  cancelPortalTrip: { response: CancelResponse; body: CancelTripRequest };
  startPortalTripBalanceCheckout: { response: BalanceCheckoutResponse };
  sharePortalTrip: { response: TripShareResponse; body: TripShareRequest };
  getPortalProfile: { response: ProfileResponse };
  savePortalProfile: { response: ProfileResponse; body: ProfileSaveRequest };
  downloadPortalData: { response: unknown };
  deletePortalAccount: { response: { deleted: true; bookingsKept: number }; body: AccountDeletionRequest };
  getWaiverPage: { response: WaiverPageResponse };
  signWaiver: { response: WaiverSignedResponse; body: WaiverSignatureRequest };
  /** The page's HTML (never called by the browser's client: the browser navigates to it). */
  getWaiverLinkPage: { response: string };
  getAdminManifests: { response: StaffManifestDayResponse };
  getAdminBookingManifest: { response: StaffManifestResponse };
  remindAdminManifest: { response: WaiverRemindersResponse };
  markAdminGuestOnBoard: { response: StaffManifestResponse; body: OnBoardRequest };
  putAdminCruiseCrew: { response: StaffManifestResponse; body: CruiseCrewRequest };
  getAdminCrewChoices: { response: CrewChoicesResponse };
  getPortalTripManifest: { response: OrganiserManifestResponse };
  invitePortalTripGuests: { response: InvitationsResponse; body: InvitationsRequest };
  setPortalTripAlcohol: { response: OrganiserManifestResponse; body: z.input<typeof alcoholRequestSchema> };
}

/** The prerendered shell of every waiver link's page (decision 061), which its route renders into (decision 094). */
export const WAIVER_SHELL_FILE = 'waiver-shell.html';

export const portalRoutes: RouteTable<typeof publicTable, PortalIo> = publicTable;

/** The prerendered shell of every trip page (decision 061), which its route renders into for a signed-in guest (decision 095). */
export const PORTAL_TRIP_SHELL_FILE = 'portal-trip-shell.html';
