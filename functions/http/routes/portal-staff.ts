// The server's staff (admin) routes of portal: each route of `contracts/routes/portal-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { CREW, OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// Staff: a day's manifests (the captain's check-in lists), one booking's, and the reminder to
// those invited who have not signed. Reading makes a booking's manifest the first time (its link).
export const getAdminManifests = {
  method: 'GET',
  path: '/api/admin/manifests',
  entry: 'functions/http/admin/get-manifests.ts',
  auth: 'admin',
  roles: CREW,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const getAdminBookingManifest = {
  method: 'GET',
  path: '/api/admin/bookings/{id}/manifest',
  entry: 'functions/http/admin/get-booking-manifest.ts',
  auth: 'admin',
  roles: CREW,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const remindAdminManifest = {
  method: 'POST',
  path: '/api/admin/bookings/{id}/manifest/reminders',
  entry: 'functions/http/admin/remind-manifest.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;

export const markAdminGuestOnBoard = {
  method: 'PUT',
  path: '/api/admin/bookings/{id}/manifest/guests/{guest}/on-board',
  entry: 'functions/http/admin/mark-guest-on-board.ts',
  auth: 'admin',
  roles: CREW,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const putAdminCruiseCrew = {
  method: 'PUT',
  path: '/api/admin/bookings/{id}/manifest/crew',
  entry: 'functions/http/admin/put-cruise-crew.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write', 'cognito:team'],
} as const satisfies RouteDefinition;

export const getAdminCrewChoices = {
  method: 'GET',
  path: '/api/admin/crew',
  entry: 'functions/http/admin/get-crew-choices.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['cognito:team'],
} as const satisfies RouteDefinition;
