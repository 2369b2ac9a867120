// The API's routes of commerce: staff only: partners, projects and the business summary (decision 041).
// The site's pages import `commerceRoutes`; the back office `commerceStaffRoutes` (admin routes), so a
// public page carries no staff route.
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import type { AdminPartnersResponse, CommissionPayout, Month, Partner, PartnerFormInput, PartnerReportResponse } from '#domain/commerce/partners.ts';
import type { AdminProjectListResponse, AdminProjectResponse, ProjectRequest } from '#domain/commerce/projects.ts';
import type { RouteContract, RouteTable } from '../route.ts';

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

/** What each route takes and answers. */
export interface CommerceIo {
  listAdminProjects: { response: AdminProjectListResponse };
  createAdminProject: { response: AdminProjectResponse; body: ProjectRequest };
  getAdminProject: { response: AdminProjectResponse };
  putAdminProject: { response: AdminProjectResponse; body: ProjectRequest & { revision: number } };
  listAdminPartners: { response: AdminPartnersResponse };
  createAdminPartner: { response: { partner: Partner }; body: PartnerFormInput };
  updateAdminPartner: { response: { partner: Partner }; body: PartnerFormInput & { version?: number | undefined } };
  getAdminPartnerReport: { response: PartnerReportResponse };
  getAdminPartnerReportCsv: { response: string };
  markAdminPartnerCommissionPaid: { response: { payout: CommissionPayout; created: boolean }; body: { month: Month } };
  getAdminBusinessSummary: { response: BusinessSummary };
}

export const commerceStaffRoutes: RouteTable<typeof staffTable, CommerceIo> = staffTable;
