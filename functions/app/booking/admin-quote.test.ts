import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { adminQuote, adminQuoteSummary, NO_BOOKINGS, versionChain } from './admin-quote.ts';

const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2026-08-01', packageType: 'essentials', lilyPad: false };

const stored = (id: string, extra: Partial<StoredQuote> = {}): StoredQuote => ({
  id,
  token: `token-${id}`,
  selection,
  price: priceQuoteSelection(selection, '2026-06-10', FIRST_PRICING),
  contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '512-555-0142' },
  source: 'chat',
  issuedOn: '2026-06-10',
  expiresOn: '2026-06-24',
  createdAt: '2026-06-10T15:00:00.000Z',
  eventId: `event-${id}`,
  ...extra,
});

describe('the staff view of a quote', () => {
  it('carries the contact and the link, and counts a quote stored before versions as version 1', () => {
    const view = adminQuote(stored('a1'), '2026-06-11');
    expect(view).toMatchObject({
      id: 'a1',
      contact: { email: 'jordan@x.example', phone: '512-555-0142' },
      token: 'token-a1',
      path: quotePath('token-a1'),
      version: 1,
      status: 'active',
    });
    expect(view).not.toHaveProperty('supersededBy');
  });

  it('is expired in the list after the price hold, and says when it was superseded', () => {
    expect(adminQuoteSummary(stored('a1', { supersededBy: 'b2' }), '2026-06-25', NO_BOOKINGS)).toMatchObject({
      status: 'expired',
      supersededBy: 'b2',
      version: 1,
      totalPrice: stored('a1').price.totalPrice,
      booking: null,
    });
  });
});

describe('versionChain', () => {
  const chain = [
    stored('v1', { supersededBy: 'v2' }),
    stored('v2', { revises: 'v1', version: 2, supersededBy: 'v3' }),
    stored('v3', { revises: 'v2', version: 3 }),
  ];
  const load = async (id: string) => chain.find((quote) => quote.id === id) ?? null;

  it('reads back and forward from any version, oldest first', async () => {
    for (const start of chain) expect((await versionChain(start, load)).map((quote) => quote.id)).toEqual(['v1', 'v2', 'v3']);
  });

  it('is just the quote when it was never amended, and stops at a version it cannot read or has seen', async () => {
    expect((await versionChain(stored('alone'), load)).map((quote) => quote.id)).toEqual(['alone']);
    expect((await versionChain(stored('x', { revises: 'missing' }), load)).map((quote) => quote.id)).toEqual(['x']);
    const loop = [stored('p', { supersededBy: 'q' }), stored('q', { revises: 'p', supersededBy: 'p' })];
    expect((await versionChain(loop[0]!, async (id) => loop.find((quote) => quote.id === id) ?? null)).map((quote) => quote.id)).toEqual(['p', 'q']);
  });
});
