// The API's staff (admin) routes of commerce (decision 041), apart from the public ones in ./commerce.ts
// so that no public page's chunk carries them. Their types are ./commerce.ts's `CommerceIo`.
import { OFFICE, OWNER_ONLY } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { CommerceIo } from './commerce.ts';

const staffTable = {
  listAdminProjects: { method: 'GET', path: '/api/admin/projects', auth: 'admin', roles: OFFICE },
  createAdminProject: { method: 'POST', path: '/api/admin/projects', auth: 'admin', roles: OFFICE },
  getAdminProject: { method: 'GET', path: '/api/admin/projects/{id}', auth: 'admin', roles: OFFICE },
  putAdminProject: { method: 'PUT', path: '/api/admin/projects/{id}', auth: 'admin', roles: OFFICE },
  listAdminPartners: { method: 'GET', path: '/api/admin/affiliates', auth: 'admin', roles: OWNER_ONLY },
  createAdminPartner: { method: 'POST', path: '/api/admin/affiliates', auth: 'admin', roles: OWNER_ONLY },
  updateAdminPartner: { method: 'PUT', path: '/api/admin/affiliates/{id}', auth: 'admin', roles: OWNER_ONLY },
  getAdminPartnerReport: { method: 'GET', path: '/api/admin/affiliates/report', auth: 'admin', roles: OWNER_ONLY },
  getAdminPartnerReportCsv: { method: 'GET', path: '/api/admin/affiliates/report/csv', auth: 'admin', roles: OWNER_ONLY },
  markAdminPartnerCommissionPaid: { method: 'POST', path: '/api/admin/affiliates/{id}/payouts', auth: 'admin', roles: OWNER_ONLY },
  getAdminBusinessSummary: { method: 'GET', path: '/api/admin/business-summary', auth: 'admin', roles: OWNER_ONLY },
} as const satisfies Record<string, StaffRouteContract>;

export const commerceStaffRoutes: RouteTable<typeof staffTable, CommerceIo> = staffTable;
