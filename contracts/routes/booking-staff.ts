// The API's staff (admin) routes of booking (decision 041), apart from the public ones in ./booking.ts
// so that no public page's chunk carries them. Their types are ./booking.ts's `BookingIo`.
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { BookingIo } from './booking.ts';

const staffTable = {
  listAdminQuotes: { method: 'GET', path: '/api/admin/quotes', auth: 'admin', roles: OFFICE },
  getAdminQuote: { method: 'GET', path: '/api/admin/quotes/{id}', auth: 'admin', roles: OFFICE },
  createAdminQuote: { method: 'POST', path: '/api/admin/quotes', auth: 'admin', roles: OFFICE },
  bookAdminQuote: { method: 'POST', path: '/api/admin/quotes/{id}/booking', auth: 'admin', roles: OFFICE },
  getAdminAvailability: { method: 'GET', path: '/api/admin/availability', auth: 'admin', roles: OFFICE },
  listAdminBookings: { method: 'GET', path: '/api/admin/bookings', auth: 'admin', roles: OFFICE },
  getAdminBooking: { method: 'GET', path: '/api/admin/bookings/{id}', auth: 'admin', roles: OFFICE },
  moveAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/move', auth: 'admin', roles: OFFICE },
  previewAdminBookingEdit: { method: 'POST', path: '/api/admin/bookings/{id}/edit-preview', auth: 'admin', roles: OFFICE },
  editAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/edit', auth: 'admin', roles: OFFICE },
  getAdminInventory: { method: 'GET', path: '/api/admin/inventory', auth: 'admin', roles: OFFICE },
  putAdminInventorySettings: { method: 'PUT', path: '/api/admin/inventory/settings', auth: 'admin', roles: OWNER_ONLY },
  putAdminBlackout: { method: 'PUT', path: '/api/admin/inventory/blackouts', auth: 'admin', roles: OFFICE },
  deleteAdminBlackout: { method: 'DELETE', path: '/api/admin/inventory/blackouts/{date}/{boat}', auth: 'admin', roles: OFFICE },
  listAdminQuotePresets: { method: 'GET', path: '/api/admin/quote-presets', auth: 'admin', roles: OFFICE },
  createAdminQuotePreset: { method: 'POST', path: '/api/admin/quote-presets', auth: 'admin', roles: OFFICE },
  putAdminQuotePreset: { method: 'PUT', path: '/api/admin/quote-presets/{id}', auth: 'admin', roles: OFFICE },
  deleteAdminQuotePreset: { method: 'DELETE', path: '/api/admin/quote-presets/{id}', auth: 'admin', roles: OFFICE },
  applyAdminQuotePreset: { method: 'GET', path: '/api/admin/quote-presets/{id}/apply', auth: 'admin', roles: OFFICE },
} as const satisfies Record<string, StaffRouteContract>;

export const bookingStaffRoutes: RouteTable<typeof staffTable, BookingIo> = staffTable;
