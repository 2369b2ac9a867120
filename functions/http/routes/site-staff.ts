// The server's staff (admin) routes of site: each route of `contracts/routes/site-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// The business facts staff may change (/settings): stored in the table, read by e-mails at send
// time; a save publishes BusinessFactsChanged, which republishes the static site (decision 013).
export const getAdminSettings = {
  method: 'GET',
  path: '/api/admin/settings',
  entry: 'functions/http/admin/get-settings.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminSettings = {
  method: 'PUT',
  path: '/api/admin/settings',
  entry: 'functions/http/admin/put-settings.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;
