import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '#domain/dates.ts';
import { priceQuoteSelection, quoteExpiresOn, quotePath, quoteReference, type CreateQuoteResponse } from '#domain/quotes.ts';
import { quoteRequestSchema } from '#domain/schemas.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Config } from '../../shared/config.ts';
import { quotesRepository, type StoredQuote } from '../../shared/data/quotes-repository.ts';
import { publishEvent } from '../../shared/events/publisher.ts';
import { httpHandler } from '../../shared/http/handler.ts';
import { createdOrReplayed, idempotencyClaim, idempotencyHeaders } from '../../shared/http/idempotency.ts';
import { json } from '../../shared/http/response.ts';
import { publicQuote } from '../../shared/quotes/public-quote.ts';
import { newQuoteToken } from '../../shared/quotes/quote-token.ts';
import { routes } from '../routes.ts';

/** What staff and downstream services learn about a quote; deliberately not its link token. */
function submittedData(quote: StoredQuote) {
  const { price, selection } = quote;
  return {
    quoteId: quote.id,
    reference: quoteReference(quote.id),
    source: quote.source,
    ...(quote.affiliateCode ? { affiliateCode: quote.affiliateCode } : {}),
    ...(quote.leadId ? { leadId: quote.leadId } : {}),
    contact: quote.contact,
    eventType: selection.eventType,
    cruise: { kind: price.kind, packageKey: price.packageType, packageName: price.packageName, groupSize: price.groupSize, eventDate: price.eventDate },
    totalPrice: price.totalPrice,
    depositAmount: price.depositAmount,
    expiresOn: quote.expiresOn,
  };
}

/**
 * Publishes QuoteSubmitted unless it already went out, under the event id fixed when the quote
 * was stored (consumers are idempotent on it), then marks the quote published.
 */
async function announce(config: Config, quote: StoredQuote, now: Date): Promise<void> {
  if (quote.eventPublishedAt) return;
  await publishEvent(config, QuoteSubmitted, submittedData(quote), { now: new Date(quote.createdAt), id: quote.eventId });
  await quotesRepository(config).markPublished(quote.id, now.toISOString());
}

/**
 * POST /api/quotes: saves the quote the chat or the embed built. The server prices the selection
 * itself (amounts a browser sends are dropped by the schema); a selection the engine refuses is a
 * 4xx and stores nothing. Answers 201 `{ quote, token, path }`; a retry with the same
 * Idempotency-Key answers 200 with the same quote and creates and announces nothing new.
 */
export const handler = httpHandler(routes.createQuote, { body: quoteRequestSchema, headers: idempotencyHeaders }, async ({ input, config, now }) => {
  const today = calendarDateIn(now);
  const { selection, contact, notes, source, affiliateCode, leadId } = input.body;
  const price = priceQuoteSelection(selection, today);
  const quote: StoredQuote = {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price,
    contact,
    ...(notes ? { notes } : {}),
    source,
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(leadId ? { leadId } : {}),
    issuedOn: today,
    expiresOn: quoteExpiresOn(today),
    createdAt: now.toISOString(),
    eventId: randomUUID(),
  };
  const claim = idempotencyClaim(input.headers['idempotency-key'], input.body, now);
  const { record, created } = createdOrReplayed(await quotesRepository(config).create(quote, claim));
  await announce(config, record, now);
  const response: CreateQuoteResponse = { quote: publicQuote(record, today), token: record.token, path: quotePath(record.token) };
  return json(created ? 201 : 200, response);
});
