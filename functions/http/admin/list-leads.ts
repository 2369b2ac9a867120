import * as z from '#domain/shared/zod.ts';
import { limitParam, optionalParam, type AdminLeadListResponse } from '#domain/people/back-office.ts';
import { LEAD_SOURCES } from '#domain/people/leads.ts';
import { leadsRepository } from '../../adapters/dynamodb/leads-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/people-staff.ts';
import { leadsWithConversions } from './lead-views.ts';
import { BACK_OFFICE_SCAN_LIMIT } from '../../adapters/dynamodb/query-pages.ts';

const query = z.object({
  source: optionalParam(z.enum(LEAD_SOURCES, { message: `Choose one of: ${LEAD_SOURCES.join(', ')}.` })),
  limit: limitParam,
});

// Newest leads from gsi1, filtered by source in memory (two sources, a few thousand leads a
// year at most; see list-quotes.ts): leads older than this many are not listed.

/**
 * GET /api/admin/leads?source=chat-partial|contact-form: newest first, each marked converted
 * when the same person saved a quote at or after it (/partial-leads: guests who left the chat
 * after giving an e-mail, and whether they came back).
 */
export const handler = signedInHandler(routes.listAdminLeads, { query }, async ({ input, config }) => {
  const { source, limit } = input.query;
  const read = await leadsRepository(config).listNewest(source ? BACK_OFFICE_SCAN_LIMIT : limit);
  const leads = read.filter((lead) => !source || lead.source === source).slice(0, limit);
  const response: AdminLeadListResponse = { leads: await leadsWithConversions(config, leads) };
  return json(200, response);
});
