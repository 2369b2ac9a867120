import { partnerReportQuerySchema, type PartnerReportResponse } from '#domain/commerce/partners.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/commerce-staff.ts';
import { partnerReport } from './partner-report.ts';

/** GET /api/admin/affiliates/report?from=YYYY-MM&to=YYYY-MM[&partnerId=]: per partner and month. */
export const handler = signedInHandler(routes.getAdminPartnerReport, { query: partnerReportQuerySchema }, async ({ input, config }) => {
  const { from, to, partnerId } = input.query;
  const response: PartnerReportResponse = { from, to, rows: await partnerReport(config, from, to, partnerId) };
  return json(200, response);
});
