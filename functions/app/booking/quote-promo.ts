import type { IsoDate } from '#domain/shared/dates.ts';
import type { Cents } from '#domain/shared/money.ts';
import { withFirstVersion } from '#domain/pricing/price-versions.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import { quoteStatus } from '#domain/booking/quotes.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { priceSelection } from '../pricing/price-selection.ts';

// A promo code entered on the quote page (decision 027): the quote is priced again with the code,
// with the price version it was issued with, and keeps everything else. Refused codes store
// nothing; the code's use is still counted only when the quote is booked.

/** The price before the promo's line: what a held quote must keep for the code to be added to it. */
function beforePromo(price: PriceCalculationResult): Cents {
  return price.breakdown.lineItems.filter((line) => line.code !== 'PROMO_DISCOUNT').reduce((sum, line) => sum + line.amount, 0);
}

/**
 * Applies `code` to the quote the token opens and returns the quote as stored now. Refused when
 * there is no quote; when it was amended, booked or already has a code; when its prices expired
 * or the code cannot be used (the reason in the guest's words, on the field `code`).
 */
export async function applyPromoToQuote(config: Config, token: string, code: string, today: IsoDate): Promise<Outcome<StoredQuote>> {
  const quotes = quotesRepository(config);
  const quote = await quotes.getByToken(token);
  if (!quote) return refused('QUOTE_NOT_FOUND', 'This quote link does not open a quote. Check the link, or ask us for a new quote.');
  if (quote.supersededBy) return refused('QUOTE_SUPERSEDED', 'This quote was updated. Enter the code on its latest version.');
  if (quoteStatus({ expiresOn: quote.expiresOn, eventDate: quote.selection.eventDate }, today) !== 'active') {
    return refused('QUOTE_EXPIRED', 'The prices on this quote have expired. Ask for a fresh quote and enter the code there.');
  }
  if (quote.selection.promoCode) {
    return refused('PROMO_CODE_ALREADY_APPLIED', `This quote already has the code ${quote.selection.promoCode}; one code per quote.`, {
      fields: { code: 'One code per quote.' },
    });
  }
  if (await bookingsRepository(config).getLiveForQuote(quote.id))
    return refused('QUOTE_BOOKED', 'This quote is booked already; its price is the booking’s now.');

  // The quote keeps the price version it was issued with; the staff's rules apply by the cruise's date as they do on every path.
  const stored = await pricingRepository(config).load();
  const version = withFirstVersion(stored.versions).find((v) => v.version === quote.price.priceVersion);
  if (!version) return refused('QUOTE_PRICES_CHANGED', 'The prices this quote was made with are no longer on file. Ask for a fresh quote.');
  const rules = stored.rules.map(({ updatedAt: _at, updatedBy: _by, ...rule }) => rule);
  const selection = { ...quote.selection, promoCode: code };
  const priced = await priceSelection(config, selection, {
    today,
    email: quote.contact.email,
    pricing: { version: version.version, table: version.table, rules },
  });
  if (!priced.ok) {
    if (!('promo' in priced)) return priced;
    // The quote page's form has one field, `code`.
    const { message, reason } = priced.promo;
    return refused('PROMO_CODE_REFUSED', message, { fields: { code: message }, details: { reason } });
  }
  const { price } = priced.value;
  // A rule or an add-on's price changed since the quote was issued: adding a code must not move the held price.
  if (beforePromo(price) !== beforePromo(quote.price)) {
    return refused(
      'QUOTE_PRICES_CHANGED',
      'Our prices have changed since this quote was made, so a code cannot be added to it. Ask for a fresh quote and enter the code there.',
    );
  }
  const applied = await quotes.applyPromo(quote, selection, price);
  if (!applied) return refused('QUOTE_CHANGED', 'This quote changed a moment ago. Reload the page and try again.');
  return done({ ...quote, selection, price });
}
