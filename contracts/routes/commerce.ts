// The API's routes of commerce (decision 041): staff only (partners, projects and the business
// summary), in ./commerce-staff.ts; their types are here.
import type { BusinessSummary } from '#domain/commerce/business-summary.ts';
import type {
  AdminPartnersResponse,
  CommissionPayout,
  markCommissionPaidSchema,
  Partner,
  PartnerFormInput,
  PartnerReportResponse,
} from '#domain/commerce/partners.ts';
import type { AdminProjectListResponse, AdminProjectResponse, ProjectRequest, projectUpdateRequestSchema } from '#domain/commerce/projects.ts';
import type * as z from '#domain/shared/zod.ts';

/** What each route takes and answers. */
export interface CommerceIo {
  listAdminProjects: { response: AdminProjectListResponse };
  createAdminProject: { response: AdminProjectResponse; body: ProjectRequest };
  getAdminProject: { response: AdminProjectResponse };
  putAdminProject: { response: AdminProjectResponse; body: z.input<typeof projectUpdateRequestSchema> };
  listAdminPartners: { response: AdminPartnersResponse };
  createAdminPartner: { response: { partner: Partner }; body: PartnerFormInput };
  // Looser than updatePartnerSchema (which requires the version) until the back office's partner form types its save by it.
  updateAdminPartner: { response: { partner: Partner }; body: PartnerFormInput & { version?: number | undefined } };
  getAdminPartnerReport: { response: PartnerReportResponse };
  getAdminPartnerReportCsv: { response: string };
  markAdminPartnerCommissionPaid: { response: { payout: CommissionPayout; created: boolean }; body: z.input<typeof markCommissionPaidSchema> };
  getAdminBusinessSummary: { response: BusinessSummary };
}
