import { partnerReportRows, type Month, type PartnerReportRow } from '#domain/commerce/partners.ts';
import type { Config } from '../../platform/config.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';

/** The report's rows for a range of months: one query of the figures and one of the partners. */
export async function partnerReport(config: Config, from: Month, to: Month, partnerId?: string): Promise<PartnerReportRow[]> {
  const repository = partnersRepository(config);
  const [partners, figures] = await Promise.all([repository.list(), repository.figuresBetween(from, to, partnerId)]);
  return partnerReportRows(partners, figures);
}
