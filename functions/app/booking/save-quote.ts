import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import { quoteReference, type QuoteSource } from '#domain/booking/quote-identity.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { QuoteSubmitted } from '#events/quotes.ts';
import type { Config } from '../../platform/config.ts';
import type { IdempotencyClaim } from '../../adapters/dynamodb/idempotent-create.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { createdOrReplayed } from '../../platform/http/idempotency.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { priceSelection } from '../pricing/price-selection.ts';
import { attributedPartnerId } from '../commerce/attribution.ts';
import { newQuoteToken } from './quote-token.ts';

/** What a quote is made from: the guest's choices and contact, and where it was made. Never a price. */
export interface QuoteToSave {
  selection: QuoteSelection;
  contact: StoredQuote['contact'];
  notes?: string | undefined;
  source: QuoteSource;
  affiliateCode?: string | undefined;
  leadId?: string | undefined;
  /** The staff member building it (back office). */
  createdBy?: string | undefined;
  /**
   * The version this quote amends; it is kept and marked superseded in the same write. Not
   * checked beforehand: a retried request must still reach its Idempotency-Key's replay.
   */
  revises?: StoredQuote | undefined;
}

/** What staff and downstream services learn about a quote; deliberately not its link token. */
function submittedData(quote: StoredQuote) {
  const { price, selection } = quote;
  return {
    quoteId: quote.id,
    reference: quoteReference(quote.id),
    source: quote.source,
    ...(quote.affiliateCode ? { affiliateCode: quote.affiliateCode } : {}),
    ...(quote.partnerId ? { partnerId: quote.partnerId } : {}),
    ...(quote.leadId ? { leadId: quote.leadId } : {}),
    contact: quote.contact,
    eventType: selection.eventType,
    cruise: { kind: price.kind, packageKey: price.packageType, packageName: price.packageName, groupSize: price.groupSize, eventDate: price.eventDate },
    totalPrice: price.totalPrice,
    depositAmount: price.depositAmount,
    expiresOn: quote.expiresOn,
  };
}

const alreadyAmended = (previous: StoredQuote) =>
  refused('QUOTE_ALREADY_AMENDED', `Quote ${quoteReference(previous.id)} was amended already. Open its latest version and amend that one.`, {
    fields: { revises: 'Amend the latest version of this quote.' },
  });

/**
 * Saves a quote the one way every quote is saved (the guest's POST /api/quotes and the staff's
 * back office alike): prices the selection on the server as of today (a selection the engine
 * refuses throws its DomainError, a promo code or add-on it cannot take is refused, and nothing is
 * stored), stores the quote with a new link token and
 * its QuoteSubmitted event (once per Idempotency-Key claim), then publishes the event so the
 * customer timeline and the e-mails follow (decision 017). An amendment is a new quote one version on from the one it revises, which
 * is kept and marked superseded in the same transaction; a version already amended is refused
 * QUOTE_ALREADY_AMENDED. Answers the stored quote and whether this call created it (false for a replay).
 */
export async function saveQuote(
  config: Config,
  toSave: QuoteToSave,
  options: { now: Date; claim?: IdempotencyClaim | undefined },
): Promise<Outcome<{ record: StoredQuote; created: boolean }>> {
  const { now, claim } = options;
  const today = calendarDateIn(now);
  const { selection, contact, notes, source, affiliateCode, leadId, createdBy, revises } = toSave;
  const priced = await priceSelection(config, selection, { today, email: contact.email });
  if (!priced.ok) return priced;
  const { price } = priced.value;
  const partnerId = await attributedPartnerId(config, affiliateCode, revises);
  const quote: StoredQuote = {
    id: randomUUID(),
    token: newQuoteToken(),
    selection,
    price,
    contact,
    ...(notes ? { notes } : {}),
    source,
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(leadId ? { leadId } : {}),
    issuedOn: today,
    expiresOn: quoteExpiresOn(today),
    createdAt: now.toISOString(),
    eventId: randomUUID(),
    ...(createdBy ? { createdBy } : {}),
  };
  const event = pendingEvent(QuoteSubmitted, submittedData(quote), { now, id: quote.eventId });
  const quotes = quotesRepository(config);
  let saved: { record: StoredQuote; created: boolean };
  if (revises) {
    const result = await quotes.createRevision({ ...quote, revises: revises.id, version: (revises.version ?? 1) + 1 }, event, claim);
    if (result.outcome === 'guard-failed') return alreadyAmended(revises);
    if (result.outcome === 'contended') return refused('QUOTE_BUSY', 'This quote is being amended by someone else right now. Please try again.');
    saved = createdOrReplayed(result);
  } else {
    saved = createdOrReplayed(await quotes.create(quote, event, claim));
  }
  if (saved.created) await publishPending(config, [event]);
  return done(saved);
}
