// The API's staff (admin) routes of booking (decision 041), apart from the public ones in ./booking.ts
// so that no public page's chunk carries them. Their types are ./booking.ts's `BookingIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { BookingIo } from './booking.ts';

const staffTable = {
  listAdminQuotes: { method: 'GET', path: '/api/admin/quotes', auth: 'admin' },
  getAdminQuote: { method: 'GET', path: '/api/admin/quotes/{id}', auth: 'admin' },
  createAdminQuote: { method: 'POST', path: '/api/admin/quotes', auth: 'admin' },
  bookAdminQuote: { method: 'POST', path: '/api/admin/quotes/{id}/booking', auth: 'admin' },
  getAdminAvailability: { method: 'GET', path: '/api/admin/availability', auth: 'admin' },
  listAdminBookings: { method: 'GET', path: '/api/admin/bookings', auth: 'admin' },
  getAdminBooking: { method: 'GET', path: '/api/admin/bookings/{id}', auth: 'admin' },
  moveAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/move', auth: 'admin' },
  previewAdminBookingEdit: { method: 'POST', path: '/api/admin/bookings/{id}/edit-preview', auth: 'admin' },
  editAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/edit', auth: 'admin' },
  getAdminInventory: { method: 'GET', path: '/api/admin/inventory', auth: 'admin' },
  putAdminInventorySettings: { method: 'PUT', path: '/api/admin/inventory/settings', auth: 'admin' },
  putAdminBlackout: { method: 'PUT', path: '/api/admin/inventory/blackouts', auth: 'admin' },
  deleteAdminBlackout: { method: 'DELETE', path: '/api/admin/inventory/blackouts/{date}/{boat}', auth: 'admin' },
  listAdminQuotePresets: { method: 'GET', path: '/api/admin/quote-presets', auth: 'admin' },
  createAdminQuotePreset: { method: 'POST', path: '/api/admin/quote-presets', auth: 'admin' },
  putAdminQuotePreset: { method: 'PUT', path: '/api/admin/quote-presets/{id}', auth: 'admin' },
  deleteAdminQuotePreset: { method: 'DELETE', path: '/api/admin/quote-presets/{id}', auth: 'admin' },
  applyAdminQuotePreset: { method: 'GET', path: '/api/admin/quote-presets/{id}/apply', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const bookingStaffRoutes: RouteTable<typeof staffTable, BookingIo> = staffTable;
