import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import type { QuoteSource } from '#domain/booking/quote-identity.ts';
import type { LeadSource } from '#domain/people/leads.ts';

// How the back office writes times, sources and links. Dates are business dates (MM/DD/YYYY in
// America/Chicago, formatDate); a time of day is Chicago time too, whatever the staff's device says.

// A moment is written by lib/date-time.ts, which the blog's editor shares.
export { formatDateTime } from '../../../lib/date-time.ts';

export function eventTypeLabel(key: string | undefined): string {
  return EVENT_TYPES.find((type) => type.key === key)?.label ?? key ?? '';
}

export const QUOTE_SOURCE_LABELS: Readonly<Record<QuoteSource, string>> = {
  chat: 'Chat',
  embed: 'Partner widget',
  staff: 'Staff',
  book: 'Book page',
};

export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  'contact-form': 'Contact form',
  'chat-partial': 'Left the chat',
  'agent-handover': 'Handed over by the chat agent',
};

/** A lead's source as staff read it: a chat guest who went on to save a quote did not leave. */
export function leadSourceLabel(lead: { source: LeadSource; convertedQuote: unknown }): string {
  return lead.source === 'chat-partial' && lead.convertedQuote ? 'Chat, finished with a quote' : LEAD_SOURCE_LABELS[lead.source];
}

/** A customer's page: customers are keyed by e-mail address, which goes in the path encoded. */
export function customerPath(email: string): string {
  return `/customers/${encodeURIComponent(email.trim().toLowerCase())}`;
}

export function quoteDetailPath(id: string): string {
  return `/quotes/${encodeURIComponent(id)}`;
}

export function quoteEditPath(id: string): string {
  return `${quoteDetailPath(id)}/edit`;
}

/** The quote's shareable link on this site (what the guest gets by e-mail). */
export function quoteLink(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
