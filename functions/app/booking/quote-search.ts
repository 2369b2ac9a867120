import type { AdminQuoteListQuery, AdminQuoteSummary } from '#domain/people/back-office.ts';

// The staff quote list's search, filters and order, over quote summaries in memory: the handler
// reads the newest quotes from gsi1 and narrows them here (see list-quotes.ts on why that is
// enough at this business's scale).

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * True when the search text is in the guest's name or e-mail, the reference (with or without its
 * 'Q-'), or, for three digits or more, the phone number however it was written.
 */
export function matchesSearch(fields: { name: string; email: string; phone?: string | undefined; reference?: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [fields.name, fields.email, fields.reference ?? '', (fields.reference ?? '').replace(/^q-/i, '')].map((text) => text.toLowerCase());
  if (haystacks.some((text) => text.includes(needle))) return true;
  const wanted = digits(needle);
  return wanted.length >= 3 && wanted.length === needle.replace(/[\s().+-]/g, '').length && digits(fields.phone ?? '').includes(wanted);
}

type Filters = Pick<AdminQuoteListQuery, 'q' | 'status' | 'eventType' | 'from' | 'to' | 'sort'>;

const byNewest = (a: AdminQuoteSummary, b: AdminQuoteSummary) => b.createdAt.localeCompare(a.createdAt);

const ORDER: Readonly<Record<Filters['sort'], (a: AdminQuoteSummary, b: AdminQuoteSummary) => number>> = {
  newest: byNewest,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  total: (a, b) => b.totalPrice - a.totalPrice || byNewest(a, b),
  // The soonest cruise first: who to call before their date comes.
  eventDate: (a, b) => a.eventDate.localeCompare(b.eventDate) || byNewest(a, b),
};

/** The quotes that match every filter given, in the order asked for. Dates filter on the day issued. */
export function filterQuotes(quotes: readonly AdminQuoteSummary[], filters: Filters): AdminQuoteSummary[] {
  return quotes
    .filter(
      (quote) =>
        (!filters.q || matchesSearch({ ...quote.contact, reference: quote.reference }, filters.q)) &&
        (!filters.status || quote.status === filters.status) &&
        (!filters.eventType || quote.eventType === filters.eventType) &&
        (!filters.from || quote.issuedOn >= filters.from) &&
        (!filters.to || quote.issuedOn <= filters.to),
    )
    .sort(ORDER[filters.sort]);
}
