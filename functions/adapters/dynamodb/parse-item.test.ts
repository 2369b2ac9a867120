import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { describe, expect, it } from 'vitest';
import { leadSchema, type Lead } from '#domain/people/leads.ts';
import { storedQuoteSchema, type StoredQuote } from '#domain/booking/quote-record.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import * as z from '#domain/shared/zod.ts';
import { itemParser, parseItem, StoredItemError } from './parse-item.ts';

const quote: StoredQuote = {
  id: 'q-1',
  token: 'a-secret-token-that-must-never-be-logged-0123456789abcdefghijklmnop',
  selection: { kind: 'disco', eventType: 'bachelorette', groupSize: 12, eventDate: '2027-05-15', discoPackage: 'disco_queen', brideIncluded: true },
  price: priceQuoteSelection(
    { kind: 'disco', eventType: 'bachelorette', groupSize: 12, eventDate: '2027-05-15', discoPackage: 'disco_queen', brideIncluded: true },
    '2027-03-01',
    FIRST_PRICING,
  ),
  contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '(512) 555-0142' },
  notes: 'Bride is Sam.',
  source: 'chat',
  issuedOn: '2027-03-01',
  expiresOn: '2027-03-15',
  createdAt: '2027-03-01T15:00:00.000Z',
  eventId: 'e-1',
};

/** The item as quotesRepository writes it: the record under its keys and index keys, marked with its type. */
const quoteItem = (record: Record<string, unknown> = quote): Record<string, unknown> => ({
  pk: 'QUOTE#q-1',
  sk: 'QUOTE',
  gsi1pk: 'QUOTE',
  gsi1sk: '2027-03-01T15:00:00.000Z#q-1',
  gsi2pk: 'EMAIL#jordan@x.example',
  gsi2sk: 'QUOTE#2027-03-01T15:00:00.000Z#q-1',
  type: 'Quote',
  ...record,
});

const lead: Lead = { id: 'l-1', source: 'chat-partial', name: 'Jo', email: 'jo@x.example', createdAt: '2027-03-01T15:00:00.000Z', eventId: 'e-2' };

function failure(parse: () => unknown): StoredItemError {
  try {
    parse();
  } catch (error) {
    if (error instanceof StoredItemError) return error;
    throw error;
  }
  throw new Error('expected a StoredItemError');
}

describe('parseItem', () => {
  it('gives back the record as it was written: without the table keys and the type marker', () => {
    expect(parseItem('Quote', storedQuoteSchema, quoteItem())).toEqual(quote);
  });

  it('leaves out attributes the record does not have (a field older items carried)', () => {
    expect(parseItem('Lead', leadSchema, { pk: 'LEAD#l-1', sk: 'LEAD', type: 'Lead', ...lead, eventPublishedAt: '2027-03-01T15:00:01.000Z' })).toEqual(lead);
  });

  it('refuses an item with a field missing, naming the entity, the key and the field', () => {
    const { contact: _contact, ...withoutContact } = quote;
    const error = failure(() => parseItem('Quote', storedQuoteSchema, quoteItem(withoutContact)));
    expect(error.entity).toBe('Quote');
    expect(error.key).toBe('QUOTE#q-1 / QUOTE');
    expect(Object.keys(error.fields)).toEqual(['contact']);
    expect(error.message).toContain('Stored Quote QUOTE#q-1 / QUOTE is not a valid Quote: contact: ');
  });

  it('names a nested field of the wrong type by its path, and never its value', () => {
    const error = failure(() => parseItem('Quote', storedQuoteSchema, quoteItem({ ...quote, price: { ...quote.price, totalPrice: 'one hundred dollars' } })));
    expect(Object.keys(error.fields)).toEqual(['price.totalPrice']);
    expect(error.fields['price.totalPrice']).toMatch(/expected number, received string/);
    expect(error.message).not.toContain('one hundred dollars');
  });

  it('refuses a code the record does not know', () => {
    const error = failure(() => parseItem('Quote', storedQuoteSchema, quoteItem({ ...quote, source: 'fax' })));
    expect(Object.keys(error.fields)).toEqual(['source']);
  });

  it('refuses an item of another entity, saying what it is', () => {
    const error = failure(() => parseItem('Quote', storedQuoteSchema, { pk: 'LEAD#l-1', sk: 'LEAD', type: 'Lead', ...lead }));
    expect(error.entity).toBe('Quote');
    expect(error.key).toBe('LEAD#l-1 / LEAD');
    expect(error.fields['type']).toBe('the item is a Lead');
    expect(error.fields).toHaveProperty('token');
    expect(error.fields).toHaveProperty('price');
  });

  it('refuses an item of another entity even when its fields would pass', () => {
    const error = failure(() => parseItem('Lead', leadSchema, { pk: 'LEAD#l-1', sk: 'LEAD', ...lead, type: 'CustomerNote' }));
    expect(error.fields).toEqual({ type: 'the item is a CustomerNote' });
  });

  it('judges the attributes an update returned (no type marker) by the schema alone', () => {
    const counter = z.object({ requests: z.number() });
    expect(parseItem('RateLimitWindow', counter, { requests: 3, expiresAt: 1 })).toEqual({ requests: 3 });
    const error = failure(() => parseItem('RateLimitWindow', counter, { requests: '3' }));
    expect(error.key).toBe('(key not read)');
    expect(Object.keys(error.fields)).toEqual(['requests']);
  });

  it('names the item as the repository says when its key is a secret', () => {
    const toPointer = itemParser('QuoteToken', z.object({ quoteId: z.string() }), { describeKey: () => 'QUOTE_TOKEN#<token> / QUOTE_TOKEN' });
    const error = failure(() => toPointer({ pk: `QUOTE_TOKEN#${quote.token}`, sk: 'QUOTE_TOKEN', type: 'QuoteToken' }));
    expect(error.key).toBe('QUOTE_TOKEN#<token> / QUOTE_TOKEN');
    expect(error.message).not.toContain(quote.token);
    expect(Object.keys(error.fields)).toEqual(['quoteId']);
  });

  it('is an Error that is not a request error, so a handler answers it with a 500', () => {
    const error = failure(() => parseItem('Lead', leadSchema, { pk: 'LEAD#l-1', sk: 'LEAD', type: 'Lead' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('StoredItemError');
    expect(error).not.toHaveProperty('statusCode');
  });
});
