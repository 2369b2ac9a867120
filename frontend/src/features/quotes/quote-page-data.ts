import type { IsoDate } from '#domain/shared/dates.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';

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

let embedded: QuotePageData | null | undefined;

/**
 * The data the page the browser opened on was rendered with, when it was rendered with one and it
 * is for `token`; null otherwise (the prerendered shell, or a quote the guest went to since). Read
 * once and kept: it describes the page as first served, which a later visit to the same link in
 * this tab (back, forward) finds in the query cache anyway.
 */
export function embeddedQuotePage(token: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): QuotePageData | null {
  if (embedded === undefined) {
    const text = doc?.getElementById(QUOTE_PAGE_DATA_ID)?.textContent;
    embedded = text ? (JSON.parse(text) as QuotePageData) : null;
  }
  return embedded?.token === token ? embedded : null;
}

/** Forgets what was read (tests that render several pages in one document). */
export function forgetEmbeddedQuotePage(): void {
  embedded = undefined;
}
