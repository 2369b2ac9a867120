import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { partnersRepository } from '../../adapters/dynamodb/partners-repository.ts';

/**
 * The partner a new quote is attributed to (decision 028, last touch): the active partner whose
 * code the guest arrived with, whatever its case. An unknown or inactive code attributes nothing
 * and is never an error for the guest (the code stays on the quote for staff to see). A staff
 * amendment keeps the attribution of the version it amends, even if the partner has since been
 * deactivated: the guest came through them.
 */
export async function attributedPartnerId(config: Config, affiliateCode: string | undefined, revises: StoredQuote | undefined): Promise<string | undefined> {
  if (revises) return revises.partnerId;
  if (!affiliateCode) return undefined;
  const partner = await partnersRepository(config).findByCode(affiliateCode);
  return partner?.active ? partner.id : undefined;
}
