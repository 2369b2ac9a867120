// The server's staff (admin) routes of people: each route of `contracts/routes/people-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// The back office (admin only). Every route here answers 401 without a session and 403 to a
// signed-in non-admin before its handler runs (functions/platform/http/handler.ts).
export const getAdminSummary = {
  method: 'GET',
  path: '/api/admin/summary',
  entry: 'functions/http/admin/get-summary.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const listAdminCustomers = {
  method: 'GET',
  path: '/api/admin/customers',
  entry: 'functions/http/admin/list-customers.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminCustomer = {
  method: 'GET',
  path: '/api/admin/customers/{email}',
  entry: 'functions/http/admin/get-customer.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Staff edits and the list's download (issue 29).
export const putAdminCustomer = {
  method: 'PUT',
  path: '/api/admin/customers/{email}',
  entry: 'functions/http/admin/put-customer.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const mergeAdminCustomer = {
  method: 'POST',
  path: '/api/admin/customers/{email}/merge',
  entry: 'functions/http/admin/merge-customer.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const getAdminCustomerCsv = {
  method: 'GET',
  path: '/api/admin/customer-export',
  entry: 'functions/http/admin/get-customer-csv.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const addCustomerNote = {
  method: 'POST',
  path: '/api/admin/customers/{email}/notes',
  entry: 'functions/http/admin/add-customer-note.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const listAdminLeads = {
  method: 'GET',
  path: '/api/admin/leads',
  entry: 'functions/http/admin/list-leads.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The team (decision 075), the owner's alone: the members (the role groups in Cognito) and the
// invitations, a new invitation (e-mailed by the team-invite-emails consumer), a change of role
// and taking a member off the team.
export const getAdminTeam = {
  method: 'GET',
  path: '/api/admin/team',
  entry: 'functions/http/admin/team/get-team.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'cognito:team'],
} as const satisfies RouteDefinition;

export const inviteAdminTeammate = {
  method: 'POST',
  path: '/api/admin/team/invites',
  entry: 'functions/http/admin/team/invite-teammate.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write', 'cognito:team', 'events:publish'],
} as const satisfies RouteDefinition;

export const cancelAdminTeamInvite = {
  method: 'DELETE',
  path: '/api/admin/team/invites/{id}',
  entry: 'functions/http/admin/team/cancel-invite.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:write'],
} as const satisfies RouteDefinition;

export const putAdminTeamMember = {
  method: 'PUT',
  path: '/api/admin/team/members/{id}',
  entry: 'functions/http/admin/team/change-member.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:write', 'cognito:team', 'events:publish'],
} as const satisfies RouteDefinition;

export const removeAdminTeamMember = {
  method: 'DELETE',
  path: '/api/admin/team/members/{id}',
  entry: 'functions/http/admin/team/remove-member.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:write', 'cognito:team', 'events:publish'],
} as const satisfies RouteDefinition;

export const putAdminTeamSettings = {
  method: 'PUT',
  path: '/api/admin/team/settings',
  entry: 'functions/http/admin/team/put-settings.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write', 'events:publish'],
} as const satisfies RouteDefinition;
