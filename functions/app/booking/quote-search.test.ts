import { describe, expect, it } from 'vitest';
import type { AdminQuoteSummary } from '#domain/people/back-office.ts';
import { filterQuotes, matchesSearch } from './quote-search.ts';

const quote = (id: string, overrides: Partial<AdminQuoteSummary> = {}): AdminQuoteSummary => ({
  id,
  reference: `Q-${id.toUpperCase()}`,
  status: 'active',
  source: 'chat',
  issuedOn: '2026-06-10',
  expiresOn: '2026-06-24',
  createdAt: '2026-06-10T15:00:00.000Z',
  contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '(512) 555-0142' },
  eventType: 'birthday',
  eventDate: '2026-08-01',
  groupSize: 20,
  kind: 'private',
  packageName: 'Essentials Package',
  totalPrice: 150_000,
  version: 1,
  booking: null,
  ...overrides,
});

describe('matchesSearch', () => {
  const fields = { name: 'Jordan Rivera', email: 'Jordan.R@X.example', phone: '(512) 555-0142', reference: 'Q-3F9A2C1B' };

  it.each([
    ['jordan', true],
    ['RIVERA', true],
    ['jordan.r@x', true],
    ['Q-3f9a', true],
    ['3F9A2C1B', true],
    ['555-0142', true],
    ['5125550142', true],
    ['512 555', true],
    ['', true],
    ['sam', false],
    ['0143', false],
    // Digits inside words are not a phone search.
    ['q-9', false],
  ])('%j -> %s', (search, expected) => {
    expect(matchesSearch(fields, search)).toBe(expected);
  });
});

describe('filterQuotes', () => {
  const quotes = [
    quote('a1', { createdAt: '2026-06-01T15:00:00.000Z', issuedOn: '2026-06-01', totalPrice: 90_000, eventDate: '2026-09-01' }),
    quote('b2', {
      createdAt: '2026-06-05T15:00:00.000Z',
      issuedOn: '2026-06-05',
      totalPrice: 200_000,
      eventDate: '2026-07-01',
      status: 'expired',
      eventType: 'wedding',
    }),
    quote('c3', {
      createdAt: '2026-06-09T15:00:00.000Z',
      issuedOn: '2026-06-09',
      totalPrice: 120_000,
      eventDate: '2026-07-01',
      contact: { name: 'Sam Lee', email: 'sam@y.example', phone: '512-555-0100' },
    }),
  ];
  const ids = (list: AdminQuoteSummary[]) => list.map((q) => q.id);

  it('orders newest first, oldest first, by total and by cruise date (ties newest first)', () => {
    expect(ids(filterQuotes(quotes, { sort: 'newest' }))).toEqual(['c3', 'b2', 'a1']);
    expect(ids(filterQuotes(quotes, { sort: 'oldest' }))).toEqual(['a1', 'b2', 'c3']);
    expect(ids(filterQuotes(quotes, { sort: 'total' }))).toEqual(['b2', 'c3', 'a1']);
    expect(ids(filterQuotes(quotes, { sort: 'eventDate' }))).toEqual(['c3', 'b2', 'a1']);
  });

  it('filters by search, status, event type and the issued dates (inclusive)', () => {
    expect(ids(filterQuotes(quotes, { sort: 'newest', q: 'sam@' }))).toEqual(['c3']);
    expect(ids(filterQuotes(quotes, { sort: 'newest', status: 'expired' }))).toEqual(['b2']);
    expect(ids(filterQuotes(quotes, { sort: 'newest', status: 'active', eventType: 'birthday' }))).toEqual(['c3', 'a1']);
    expect(ids(filterQuotes(quotes, { sort: 'newest', from: '2026-06-05', to: '2026-06-09' }))).toEqual(['c3', 'b2']);
    expect(ids(filterQuotes(quotes, { sort: 'newest', to: '2026-06-04' }))).toEqual(['a1']);
  });

  it('leaves the list it was given alone', () => {
    const before = ids(quotes);
    filterQuotes(quotes, { sort: 'total' });
    expect(ids(quotes)).toEqual(before);
  });
});
