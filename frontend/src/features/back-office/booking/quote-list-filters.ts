import { QUOTE_SORTS, QUOTE_STATUS_FILTERS, type AdminQuoteListParams, type QuoteSort } from '#domain/people/back-office.ts';
import { isValidIsoDate } from '#domain/shared/dates.ts';
import { isEventTypeKey, type EventTypeKey } from '#domain/booking/event-types.ts';

// The quote list's search, filters and order live in the page's URL (?q=&status=&eventType=
// &from=&to=&sort=), so a filtered list can be shared, bookmarked and survives a reload. A value
// the list does not know (an edited link) is ignored rather than breaking the page.

export interface QuoteListFilters {
  q: string;
  status: '' | (typeof QUOTE_STATUS_FILTERS)[number];
  eventType: '' | EventTypeKey;
  /** Issued on or after, YYYY-MM-DD. */
  from: string;
  /** Issued on or before, YYYY-MM-DD. */
  to: string;
  sort: QuoteSort;
}

export const NO_FILTERS: QuoteListFilters = { q: '', status: '', eventType: '', from: '', to: '', sort: 'newest' };

export function filtersFromSearch(search: URLSearchParams): QuoteListFilters {
  const status = search.get('status') ?? '';
  const eventType = search.get('eventType') ?? '';
  const sort = search.get('sort') ?? '';
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return isValidIsoDate(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').trim().slice(0, 200),
    status: (QUOTE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as QuoteListFilters['status']) : '',
    eventType: isEventTypeKey(eventType) ? eventType : '',
    from: date('from'),
    to: date('to'),
    sort: (QUOTE_SORTS as readonly string[]).includes(sort) ? (sort as QuoteSort) : 'newest',
  };
}

/** The URL's query for these filters; defaults and blanks are left out, so the plain list is plain `/quotes`. */
export function searchFromFilters(filters: QuoteListFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', 'status', 'eventType', 'from', 'to'] as const) if (filters[key]) search.set(key, filters[key]);
  if (filters.sort !== 'newest') search.set('sort', filters.sort);
  return search;
}

/** What the API is asked for. A range given backwards is asked for the right way round. */
export function listParams(filters: QuoteListFilters): AdminQuoteListParams {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    sort: filters.sort,
  };
}

export function hasFilters(filters: QuoteListFilters): boolean {
  return searchFromFilters({ ...filters, sort: 'newest' }).toString() !== '';
}
