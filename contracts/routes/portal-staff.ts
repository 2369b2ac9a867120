// The API's staff (admin) routes of portal (decision 041), apart from the public ones in ./portal.ts
// so that no public page's chunk carries them. Their types are ./portal.ts's `PortalIo`.
import { CREW, OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { PortalIo } from './portal.ts';

const staffTable = {
  getAdminManifests: { method: 'GET', path: '/api/admin/manifests', auth: 'admin', roles: CREW },
  getAdminBookingManifest: { method: 'GET', path: '/api/admin/bookings/{id}/manifest', auth: 'admin', roles: CREW },
  remindAdminManifest: { method: 'POST', path: '/api/admin/bookings/{id}/manifest/reminders', auth: 'admin', roles: OFFICE },
  // The captain's check-in (issue 29): a guest ticked on board, or the tick taken off.
  // Who sails a cruise (issue 29): the office names the captain and the deckhands.
  putAdminCruiseCrew: { method: 'PUT', path: '/api/admin/bookings/{id}/manifest/crew', auth: 'admin', roles: OFFICE },
  getAdminCrewChoices: { method: 'GET', path: '/api/admin/crew', auth: 'admin', roles: OFFICE },
  markAdminGuestOnBoard: { method: 'PUT', path: '/api/admin/bookings/{id}/manifest/guests/{guest}/on-board', auth: 'admin', roles: CREW },
} as const satisfies Record<string, StaffRouteContract>;

export const portalStaffRoutes: RouteTable<typeof staffTable, PortalIo> = staffTable;
