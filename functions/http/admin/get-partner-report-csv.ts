import { csvDownload } from '../../platform/http/response.ts';
import { toCsv } from '#domain/shared/csv.ts';
import { partnerReportCsvRows, partnerReportQuerySchema } from '#domain/commerce/partners.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import * as routes from '../routes/commerce-staff.ts';
import { partnerReport } from './partner-report.ts';

/** GET /api/admin/affiliates/report/csv?from=&to=: the same report as a spreadsheet download. */
export const handler = signedInHandler(routes.getAdminPartnerReportCsv, { query: partnerReportQuerySchema }, async ({ input, config }) => {
  const { from, to, partnerId } = input.query;
  const rows = await partnerReport(config, from, to, partnerId);
  return csvDownload(`partner-commission-${from}-to-${to}.csv`, toCsv(partnerReportCsvRows(rows)));
});
