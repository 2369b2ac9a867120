import type { IsoDate } from '#domain/shared/dates.ts';
import type { PricePreviewResponse } from '#domain/booking/price-preview.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { Config } from '../config.ts';
import { PromoRefusedError, priceSelection } from './price-selection.ts';

/**
 * The price a quote form previews (decision 035): `priceSelection`, the function saveQuote prices
 * with, as of the same day, so what the form shows is what the save stores. A code that cannot be
 * used is priced without, with the refusal beside it, so the form can say why and still show a
 * price; any other refusal (the engine's, an add-on not offered) throws as it does on save.
 */
export async function previewSelectionPrice(
  config: Config,
  selection: QuoteSelection,
  options: { today: IsoDate; email?: string | undefined },
): Promise<PricePreviewResponse> {
  try {
    const { price } = await priceSelection(config, selection, options);
    return { price, promoRefused: null };
  } catch (error) {
    if (!(error instanceof PromoRefusedError)) throw error;
    const { promoCode: _refused, ...withoutCode } = selection;
    const { price } = await priceSelection(config, withoutCode, options);
    return { price, promoRefused: error.refusal };
  }
}
