import { quotePath } from '#domain/booking/quote-identity.ts';
import type { Config } from '../../platform/config.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';

/** The guest's link to their booking: it is shown on its quote's page (booking events leave the link's token out, as it opens the quote). */
export async function bookingGuestLink(config: Config, quoteId: string): Promise<string> {
  const quote = await quotesRepository(config).get(quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} is not in the table`);
  return new URL(quotePath(quote.token), config.SITE_URL).href;
}
