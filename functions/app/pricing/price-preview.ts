import type { IsoDate } from '#domain/shared/dates.ts';
import type { PricePreviewResponse } from '#domain/booking/price-preview.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { Config } from '../../platform/config.ts';
import { priceSelection } from './price-selection.ts';
import { done, type Outcome } from '../../platform/outcome.ts';

/**
 * The price a quote form previews (decision 035): `priceSelection`, the function saveQuote prices
 * with, as of the same day, so what the form shows is what the save stores. A code that cannot be
 * used is priced without, with the refusal beside it, so the form can say why and still show a
 * price; any other refusal (an add-on not offered) is answered as it is on save, and the
 * engine's throws its DomainError.
 */
export async function previewSelectionPrice(
  config: Config,
  selection: QuoteSelection,
  options: { today: IsoDate; email?: string | undefined },
): Promise<Outcome<PricePreviewResponse>> {
  const priced = await priceSelection(config, selection, options);
  if (priced.ok) return done({ price: priced.value.price, promoRefused: null });
  if (!('promo' in priced)) return priced;
  const { promoCode: _refused, ...withoutCode } = selection;
  const without = await priceSelection(config, withoutCode, options);
  if (!without.ok) return without;
  return done({ price: without.value.price, promoRefused: priced.promo });
}
