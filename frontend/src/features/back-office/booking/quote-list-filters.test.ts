import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, listParams, NO_FILTERS, searchFromFilters } from './quote-list-filters.ts';

describe('quote list filters in the URL', () => {
  it('reads every filter and writes it back the same', () => {
    const search = new URLSearchParams('q=jordan%40x.example&status=active&eventType=wedding&from=2026-06-01&to=2026-06-30&sort=total');
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({ q: 'jordan@x.example', status: 'active', eventType: 'wedding', from: '2026-06-01', to: '2026-06-30', sort: 'total' });
    expect(searchFromFilters(filters).toString()).toBe(search.toString());
    expect(hasFilters(filters)).toBe(true);
  });

  it('ignores values it does not know and leaves defaults out of the URL', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=open&eventType=party&from=2026-02-30&sort=cheapest&q=%20%20'));
    expect(filters).toEqual(NO_FILTERS);
    expect(searchFromFilters(filters).toString()).toBe('');
    expect(hasFilters({ ...NO_FILTERS, sort: 'oldest' })).toBe(false);
  });

  it('asks the API for a backwards range the right way round, without blank parameters', () => {
    expect(listParams({ ...NO_FILTERS, from: '2026-06-30', to: '2026-06-01' })).toEqual({ from: '2026-06-01', to: '2026-06-30', sort: 'newest' });
    expect(listParams(NO_FILTERS)).toEqual({ sort: 'newest' });
  });
});
