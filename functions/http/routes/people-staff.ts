// The server's staff (admin) routes of people: each route of `contracts/routes/people-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// The back office (admin only). Every route here answers 401 without a session and 403 to a
// signed-in non-admin before its handler runs (functions/platform/http/handler.ts).
export const getAdminSummary = {
  method: 'GET',
  path: '/api/admin/summary',
  entry: 'functions/http/admin/get-summary.ts',
  auth: 'admin',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const listAdminCustomers = {
  method: 'GET',
  path: '/api/admin/customers',
  entry: 'functions/http/admin/list-customers.ts',
  auth: 'admin',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminCustomer = {
  method: 'GET',
  path: '/api/admin/customers/{email}',
  entry: 'functions/http/admin/get-customer.ts',
  auth: 'admin',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Staff edits and the list's download (issue 29).
export const putAdminCustomer = {
  method: 'PUT',
  path: '/api/admin/customers/{email}',
  entry: 'functions/http/admin/put-customer.ts',
  auth: 'admin',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const mergeAdminCustomer = {
  method: 'POST',
  path: '/api/admin/customers/{email}/merge',
  entry: 'functions/http/admin/merge-customer.ts',
  auth: 'admin',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const getAdminCustomerCsv = {
  method: 'GET',
  path: '/api/admin/customer-export',
  entry: 'functions/http/admin/get-customer-csv.ts',
  auth: 'admin',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const addCustomerNote = {
  method: 'POST',
  path: '/api/admin/customers/{email}/notes',
  entry: 'functions/http/admin/add-customer-note.ts',
  auth: 'admin',
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const listAdminLeads = {
  method: 'GET',
  path: '/api/admin/leads',
  entry: 'functions/http/admin/list-leads.ts',
  auth: 'admin',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;
