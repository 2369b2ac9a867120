import type { IsoDate } from '#domain/shared/dates.ts';
import type { Cents } from '#domain/shared/money.ts';
import { withFirstVersion } from '#domain/pricing/price-versions.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import type { Config } from '../config.ts';
import { bookingsRepository } from '../data/bookings-repository.ts';
import { pricingRepository } from '../data/pricing-repository.ts';
import { quotesRepository } from '../data/quotes-repository.ts';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.ts';
import { PromoRefusedError, priceSelection } from './price-selection.ts';

// A promo code entered on the quote page (decision 027): the quote is priced again with the code,
// with the price version it was issued with, and keeps everything else. Refused codes store
// nothing; the code's use is still counted only when the quote is booked.

/** The price before the promo's line: what a held quote must keep for the code to be added to it. */
function beforePromo(price: PriceCalculationResult): Cents {
  return price.breakdown.lineItems.filter((line) => line.code !== 'PROMO_DISCOUNT').reduce((sum, line) => sum + line.amount, 0);
}

/**
 * Applies `code` to the quote the token opens and returns the quote as stored now. 404 for no
 * quote; 409 when it was amended, booked or already has a code; 422 when its prices expired or
 * the code cannot be used (the reason in the guest's words, on the field `code`).
 */
export async function applyPromoToQuote(config: Config, token: string, code: string, today: IsoDate): Promise<StoredQuote> {
  const quotes = quotesRepository(config);
  const quote = await quotes.getByToken(token);
  if (!quote) throw new NotFoundError('This quote link does not open a quote. Check the link, or ask us for a new quote.', 'QUOTE_NOT_FOUND');
  if (quote.supersededBy) throw new ConflictError('QUOTE_SUPERSEDED', 'This quote was updated. Enter the code on its latest version.');
  if (quoteStatus({ expiresOn: quote.expiresOn, eventDate: quote.selection.eventDate }, today) !== 'active') {
    throw new HttpError(422, 'QUOTE_EXPIRED', 'The prices on this quote have expired. Ask for a fresh quote and enter the code there.');
  }
  if (quote.selection.promoCode) {
    throw new ConflictError('PROMO_CODE_ALREADY_APPLIED', `This quote already has the code ${quote.selection.promoCode}; one code per quote.`, {
      code: 'One code per quote.',
    });
  }
  if (await bookingsRepository(config).getLiveForQuote(quote.id))
    throw new ConflictError('QUOTE_BOOKED', 'This quote is booked already; its price is the booking’s now.');

  // The quote keeps the price version it was issued with; the staff's rules apply by the cruise's date as they do on every path.
  const stored = await pricingRepository(config).load();
  const version = withFirstVersion(stored.versions).find((v) => v.version === quote.price.priceVersion);
  if (!version) throw new ConflictError('QUOTE_PRICES_CHANGED', 'The prices this quote was made with are no longer on file. Ask for a fresh quote.');
  const rules = stored.rules.map(({ updatedAt: _at, updatedBy: _by, ...rule }) => rule);
  const selection = { ...quote.selection, promoCode: code };
  let price: PriceCalculationResult;
  try {
    ({ price } = await priceSelection(config, selection, {
      today,
      email: quote.contact.email,
      pricing: { version: version.version, table: version.table, rules },
    }));
  } catch (error) {
    if (!(error instanceof PromoRefusedError)) throw error;
    const refused = new HttpError(422, 'PROMO_CODE_REFUSED', error.refusal.message, { code: error.refusal.message });
    refused.details = { reason: error.refusal.reason };
    throw refused;
  }
  // A rule or an add-on's price changed since the quote was issued: adding a code must not move the held price.
  if (beforePromo(price) !== beforePromo(quote.price)) {
    throw new ConflictError(
      'QUOTE_PRICES_CHANGED',
      'Our prices have changed since this quote was made, so a code cannot be added to it. Ask for a fresh quote and enter the code there.',
    );
  }
  const applied = await quotes.applyPromo(quote, selection, price);
  if (!applied) throw new ConflictError('QUOTE_CHANGED', 'This quote changed a moment ago. Reload the page and try again.');
  return { ...quote, selection, price };
}
