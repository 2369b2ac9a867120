// The server's staff (admin) routes of booking: each route of `contracts/routes/booking-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

export const listAdminQuotes = {
  method: 'GET',
  path: '/api/admin/quotes',
  entry: 'functions/http/admin/list-quotes.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminQuote = {
  method: 'GET',
  path: '/api/admin/quotes/{id}',
  entry: 'functions/http/admin/get-quote.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Staff build a quote for a phone customer, or amend one (a new version; the old one is kept).
export const createAdminQuote = {
  method: 'POST',
  path: '/api/admin/quotes',
  entry: 'functions/http/admin/create-quote.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Staff book a caller or a walk-up from a quote (issue 29, decision 068): the guest's booking
// path, then the pay link (an event) or cash and checks through the ledger. No Stripe: the card
// page is opened by startAdminCardCheckout once the booking holds the time.
export const bookAdminQuote = {
  method: 'POST',
  path: '/api/admin/quotes/{id}/booking',
  entry: 'functions/http/admin/book-quote.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// What staff may sell a caller: the public availability with today's slots open too.
export const getAdminAvailability = {
  method: 'GET',
  path: '/api/admin/availability',
  entry: 'functions/http/admin/get-availability.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Bookings: the list by cruise date, one booking, and what staff do to it. Every change is
// conditional on the revision staff saw, so two people working one booking never overwrite.
export const listAdminBookings = {
  method: 'GET',
  path: '/api/admin/bookings',
  entry: 'functions/http/admin/list-bookings.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminBooking = {
  method: 'GET',
  path: '/api/admin/bookings/{id}',
  entry: 'functions/http/admin/get-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const moveAdminBooking = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/move',
  entry: 'functions/http/admin/move-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Staff edit a booking's head count, add-ons, package, boat or time (issue 29, decision 073): the
// preview reads only; the edit writes the booking, its inventory and BookingChanged in one
// transaction. No Stripe: the event's settlement consumer gives back any over-payment.
export const previewAdminBookingEdit = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/edit-preview',
  entry: 'functions/http/admin/preview-booking-edit.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const editAdminBooking = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/edit',
  entry: 'functions/http/admin/edit-booking.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

// Inventory: slot templates, disco sailings and blackouts, and the boats x days calendar.
export const getAdminInventory = {
  method: 'GET',
  path: '/api/admin/inventory',
  entry: 'functions/http/admin/get-inventory.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminInventorySettings = {
  method: 'PUT',
  path: '/api/admin/inventory/settings',
  entry: 'functions/http/admin/put-inventory-settings.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const putAdminBlackout = {
  method: 'PUT',
  path: '/api/admin/inventory/blackouts',
  entry: 'functions/http/admin/put-blackout.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const deleteAdminBlackout = {
  method: 'DELETE',
  path: '/api/admin/inventory/blackouts/{date}/{boat}',
  entry: 'functions/http/admin/delete-blackout.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

// Saved quote presets (issue 18, decision 029): the staff quote form's choices under a name, listed
// on the form and /templates. Applying one reads the catalogue and codes, stores nothing.
export const listAdminQuotePresets = {
  method: 'GET',
  path: '/api/admin/quote-presets',
  entry: 'functions/http/admin/quote-presets/list-presets.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminQuotePreset = {
  method: 'POST',
  path: '/api/admin/quote-presets',
  entry: 'functions/http/admin/quote-presets/create-preset.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const putAdminQuotePreset = {
  method: 'PUT',
  path: '/api/admin/quote-presets/{id}',
  entry: 'functions/http/admin/quote-presets/rename-preset.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const deleteAdminQuotePreset = {
  method: 'DELETE',
  path: '/api/admin/quote-presets/{id}',
  entry: 'functions/http/admin/quote-presets/delete-preset.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const applyAdminQuotePreset = {
  method: 'GET',
  path: '/api/admin/quote-presets/{id}/apply',
  entry: 'functions/http/admin/quote-presets/apply-preset.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;
