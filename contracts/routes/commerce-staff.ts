// The API's staff (admin) routes of commerce (decision 041), apart from the public ones in ./commerce.ts
// so that no public page's chunk carries them. Their types are ./commerce.ts's `CommerceIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { CommerceIo } from './commerce.ts';

const staffTable = {
  listAdminProjects: { method: 'GET', path: '/api/admin/projects', auth: 'admin' },
  createAdminProject: { method: 'POST', path: '/api/admin/projects', auth: 'admin' },
  getAdminProject: { method: 'GET', path: '/api/admin/projects/{id}', auth: 'admin' },
  putAdminProject: { method: 'PUT', path: '/api/admin/projects/{id}', auth: 'admin' },
  listAdminPartners: { method: 'GET', path: '/api/admin/affiliates', auth: 'admin' },
  createAdminPartner: { method: 'POST', path: '/api/admin/affiliates', auth: 'admin' },
  updateAdminPartner: { method: 'PUT', path: '/api/admin/affiliates/{id}', auth: 'admin' },
  getAdminPartnerReport: { method: 'GET', path: '/api/admin/affiliates/report', auth: 'admin' },
  getAdminPartnerReportCsv: { method: 'GET', path: '/api/admin/affiliates/report/csv', auth: 'admin' },
  markAdminPartnerCommissionPaid: { method: 'POST', path: '/api/admin/affiliates/{id}/payouts', auth: 'admin' },
  getAdminBusinessSummary: { method: 'GET', path: '/api/admin/business-summary', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const commerceStaffRoutes: RouteTable<typeof staffTable, CommerceIo> = staffTable;
