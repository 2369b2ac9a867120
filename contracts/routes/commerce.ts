// The API's routes of commerce (decision 041): staff only (partners, projects and the business
// summary), in ./commerce-staff.ts; their types are here.
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import type { AdminPartnersResponse, CommissionPayout, Month, Partner, PartnerFormInput, PartnerReportResponse } from '#domain/commerce/partners.ts';
import type { AdminProjectListResponse, AdminProjectResponse, ProjectRequest } from '#domain/commerce/projects.ts';

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
