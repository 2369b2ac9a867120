import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '#domain/people/leads.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { priceQuoteSelection, type QuoteSelection } from '#domain/booking/quotes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { DeleteCommand, documentClient, PutCommand } from '#functions/adapters/dynamodb/client.ts';
import { emailKey } from '#functions/adapters/dynamodb/email-key.ts';
import { newQuoteToken } from '#functions/app/booking/quote-token.ts';
import { expectErrorLogs } from '#tests/support/error-logs.ts';
import { clockHeaders, testToday } from '#tests/support/test-clock.ts';
import { asAdmin, nextWeekday, uniqueEmail } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';

// Items are parsed at the repository edge (decision 003): an item that is not the record its
// repository reads is a logged 500, never a half-read record passed on to a page. The damaged
// items here are written straight to the table, outside the listings other suites read (no gsi1
// keys), and removed afterwards. Each 500 logs its ERROR line on purpose (decision 039): the test
// declares it, naming the damaged item's own key.

const config = loadConfig();
const db = documentClient(config);
const written: Array<{ pk: string; sk: string }> = [];

async function put(item: Record<string, unknown> & { pk: string; sk: string }) {
  await db.send(new PutCommand({ TableName: config.TABLE_NAME, Item: item }));
  written.push({ pk: item.pk, sk: item.sk });
}

afterEach(async () => {
  for (const Key of written.splice(0)) await db.send(new DeleteCommand({ TableName: config.TABLE_NAME, Key }));
});

const INTERNAL = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };

function storedQuote(): StoredQuote {
  const selection: QuoteSelection = {
    kind: 'private',
    eventType: 'birthday',
    groupSize: 20,
    eventDate: nextWeekday(5),
    packageType: 'essentials',
    lilyPad: false,
  };
  return {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price: priceQuoteSelection(selection, testToday(), FIRST_PRICING),
    contact: { name: 'Jordan Rivera', email: uniqueEmail('stored'), phone: '(512) 555-0142' },
    source: 'chat',
    issuedOn: testToday(),
    expiresOn: testToday(),
    createdAt: new Date().toISOString(),
    eventId: randomUUID(),
  };
}

/** A quote and its link's pointer as the quotes repository writes them, less the listing keys. */
async function putQuote(record: Record<string, unknown> & { id: string; token: string }, type = 'Quote') {
  await put({ pk: `QUOTE#${record.id}`, sk: 'QUOTE', type, ...record });
  await put({ pk: `QUOTE_TOKEN#${record.token}`, sk: 'QUOTE_TOKEN', type: 'QuoteToken', quoteId: record.id });
}

const openLink = (token: string) => api('GET', `/api/quotes/by-token/${token}`, { from: newClientAddress(), headers: clockHeaders() });

describe('a stored item that is not the record its repository reads', () => {
  it('opens as a quote when it is one (the same item, undamaged, for comparison)', async () => {
    const quote = storedQuote();
    await putQuote(quote);
    const response = await openLink(quote.token);
    expect(response.status).toBe(200);
    expect(response.body.quote).toMatchObject({ id: quote.id, price: { packageName: quote.price.packageName } });
  });

  it('is a 500 with the generic error when a field the quote page shows is missing', async () => {
    const quote = storedQuote();
    const { packageName: _name, ...price } = quote.price;
    await putQuote({ ...quote, price });
    await expectErrorLogs(new RegExp(`"Unhandled error".*Stored Quote QUOTE#${quote.id} / QUOTE is not a valid Quote`));
    const response = await openLink(quote.token);
    expect(response.status).toBe(500);
    expect(response.body).toEqual(INTERNAL);
  });

  it('is a 500 when a field holds a code the record does not know', async () => {
    const quote = storedQuote();
    await putQuote({ ...quote, source: 'fax' });
    await expectErrorLogs(new RegExp(`"Unhandled error".*Stored Quote QUOTE#${quote.id} / QUOTE is not a valid Quote`));
    expect((await openLink(quote.token)).status).toBe(500);
  });

  it('is a 500 when the key holds an item of another entity', async () => {
    const quote = storedQuote();
    const lead: Lead = { id: quote.id, source: 'chat-partial', name: 'Jo', email: quote.contact.email, createdAt: quote.createdAt, eventId: randomUUID() };
    await putQuote({ ...quote, ...lead }, 'Lead');
    await expectErrorLogs(new RegExp(`"Unhandled error".*Stored Quote QUOTE#${quote.id} / QUOTE is not a valid Quote`));
    expect((await openLink(quote.token)).status).toBe(500);
  });

  it("is a 500 on a customer's page when one of their leads lacks the name staff see", async () => {
    const email = uniqueEmail('stored-lead');
    const createdAt = new Date().toISOString();
    const id = randomUUID();
    await expectErrorLogs(new RegExp(`"Unhandled error".*Stored Lead LEAD#${id} / LEAD is not a valid Lead`));
    await put({
      pk: `LEAD#${id}`,
      sk: 'LEAD',
      gsi2pk: emailKey(email),
      gsi2sk: `LEAD#${createdAt}#${id}`,
      type: 'Lead',
      id,
      source: 'contact-form',
      email,
      createdAt,
      eventId: randomUUID(),
    });
    const response = await asAdmin('GET', `/api/admin/customers/${encodeURIComponent(email)}`);
    expect(response.status).toBe(500);
    expect(response.body).toEqual(INTERNAL);
  });
});
