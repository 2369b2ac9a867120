// The server's staff (admin) routes of commerce: each route of `contracts/routes/commerce-staff.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../routes.ts';

// Projects (/projects, issue 18, decision 029): one client's event over several cruises or
// quotes, with notes, tasks and the combined total. Links are read live; nothing is announced.
export const listAdminProjects = {
  method: 'GET',
  path: '/api/admin/projects',
  entry: 'functions/http/admin/projects/list-projects.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminProject = {
  method: 'POST',
  path: '/api/admin/projects',
  entry: 'functions/http/admin/projects/create-project.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const getAdminProject = {
  method: 'GET',
  path: '/api/admin/projects/{id}',
  entry: 'functions/http/admin/projects/get-project.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const putAdminProject = {
  method: 'PUT',
  path: '/api/admin/projects/{id}',
  entry: 'functions/http/admin/projects/put-project.ts',
  auth: 'admin',
  roles: OFFICE,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

// Partners and their commission (issue 18, decision 028): the partners, their report per month
// (JSON and CSV) and marking a month's commission paid.
export const listAdminPartners = {
  method: 'GET',
  path: '/api/admin/affiliates',
  entry: 'functions/http/admin/list-partners.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const createAdminPartner = {
  method: 'POST',
  path: '/api/admin/affiliates',
  entry: 'functions/http/admin/create-partner.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const updateAdminPartner = {
  method: 'PUT',
  path: '/api/admin/affiliates/{id}',
  entry: 'functions/http/admin/update-partner.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

export const getAdminPartnerReport = {
  method: 'GET',
  path: '/api/admin/affiliates/report',
  entry: 'functions/http/admin/get-partner-report.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const getAdminPartnerReportCsv = {
  method: 'GET',
  path: '/api/admin/affiliates/report/csv',
  entry: 'functions/http/admin/get-partner-report-csv.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

export const markAdminPartnerCommissionPaid = {
  method: 'POST',
  path: '/api/admin/affiliates/{id}/payouts',
  entry: 'functions/http/admin/mark-partner-commission-paid.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read', 'table:write'],
} as const satisfies RouteDefinition;

// The owner's business summary (issue 18, decision 028): the month items for any range of
// months, the year before, and the schedule's sellable boat-hours. The CSV is made in the browser.
export const getAdminBusinessSummary = {
  method: 'GET',
  path: '/api/admin/business-summary',
  entry: 'functions/http/admin/get-business-summary.ts',
  auth: 'admin',
  roles: OWNER_ONLY,
  permissions: ['table:read'],
} as const satisfies RouteDefinition;
