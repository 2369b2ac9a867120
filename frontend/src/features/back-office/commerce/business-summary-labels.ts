import { BOATS } from '#domain/pricing/fleet.ts';
import { QUOTE_SOURCES, type QuoteSource } from '#domain/booking/quote-identity.ts';
import { LEAD_SOURCES, type LeadSource } from '#domain/people/leads.ts';
import { eventTypeLabel, LEAD_SOURCE_LABELS, QUOTE_SOURCE_LABELS } from '../shared/format.ts';

// The business summary's breakdowns are keyed by the stored keys (`boat_day_tripper`, `book`,
// `chat-partial`); the page and its CSV both name them as staff know them, from these. A key the
// lists no longer hold (a boat sold, a source retired) still has its counts, so it is shown as is.

export const summaryEventType = (key: string): string => eventTypeLabel(key);

export const summaryBoat = (key: string): string => BOATS.find((boat) => boat.id === key)?.name ?? key;

export const summaryQuoteSource = (key: string): string => ((QUOTE_SOURCES as readonly string[]).includes(key) ? QUOTE_SOURCE_LABELS[key as QuoteSource] : key);

export const summaryLeadSource = (key: string): string => ((LEAD_SOURCES as readonly string[]).includes(key) ? LEAD_SOURCE_LABELS[key as LeadSource] : key);
