import type { AdminLead } from '#domain/people/back-office.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { Lead } from '#domain/people/leads.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import type { Config } from '../../platform/config.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';

// Leads as the back office shows them: without the event bookkeeping, and marked converted when
// the same person (by normalised e-mail) saved a quote at or after the lead.

/** Quote look-ups run this many at a time, so a long list does not flood the table with reads. */
const CONCURRENT_LOOKUPS = 10;

export function adminLead(lead: Lead, converted: Pick<StoredQuote, 'id' | 'createdAt'> | null): AdminLead {
  const { eventId: _eventId, ...details } = lead;
  return { ...details, convertedQuote: converted ? { id: converted.id, reference: quoteReference(converted.id), createdAt: converted.createdAt } : null };
}

/** The earliest of a person's quotes (any order) saved at or after the lead, or null. */
export function quoteAfter(lead: Lead, quotes: readonly StoredQuote[]): StoredQuote | null {
  let first: StoredQuote | null = null;
  for (const quote of quotes) {
    if (quote.createdAt >= lead.createdAt && (!first || quote.createdAt < first.createdAt)) first = quote;
  }
  return first;
}

/** Each lead with its conversion, one gsi2 query per lead (the person's first quote since the lead). */
export async function leadsWithConversions(config: Config, leads: readonly Lead[]): Promise<AdminLead[]> {
  const quotes = quotesRepository(config);
  const result: AdminLead[] = [];
  for (let start = 0; start < leads.length; start += CONCURRENT_LOOKUPS) {
    const batch = leads.slice(start, start + CONCURRENT_LOOKUPS);
    const converted = await Promise.all(batch.map((lead) => quotes.firstByEmailSince(lead.email, lead.createdAt)));
    result.push(...batch.map((lead, index) => adminLead(lead, converted[index] ?? null)));
  }
  return result;
}
