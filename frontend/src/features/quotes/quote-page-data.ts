import type { IsoDate } from '#domain/shared/dates.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { embeddedData } from '../../lib/embedded-data.ts';

/**
 * What the server rendered a quote page with (decision 093), embedded in the page as JSON
 * (`<script type="application/json">`: data, never run, so the CSP's `script-src 'self'` holds) for
 * the browser to hydrate it with: React then renders from the very answer the HTML was rendered
 * from, with the same day and link, and meets the markup it would have produced.
 */
export const QUOTE_PAGE_DATA_ID = 'quote-page-data';

export interface QuotePageData {
  readonly token: string;
  /** The API's answer for the token (`GET` the quote by its token); null when the link opens no quote. */
  readonly answer: QuoteByTokenResponse | null;
  /** The day the server rendered the page on (America/Chicago): deposits and expiry are as of it. */
  readonly today: IsoDate;
  /** The quote's shareable address on the site's own origin. */
  readonly quoteUrl: string;
}

/**
 * The data the page the browser opened on was rendered with, when it was rendered with one and it
 * is for `token`; null otherwise (the prerendered shell, or a quote the guest went to since).
 */
export function embeddedQuotePage(token: string, doc?: Document): QuotePageData | null {
  const data = embeddedData<QuotePageData>(QUOTE_PAGE_DATA_ID, doc);
  return data?.token === token ? data : null;
}
