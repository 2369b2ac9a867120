import type { SharePageResponse } from '#domain/payments/split-payments.ts';
import { embeddedData } from '../../lib/embedded-data.ts';

/**
 * What the server rendered a share page with (decision 093), embedded in the page for the browser
 * to hydrate it with, as the quote page's (features/quotes/quote-page-data.ts).
 */
export const PAY_PAGE_DATA_ID = 'pay-page-data';

export interface PayPageData {
  readonly token: string;
  /** The API's answer for the share link (`GET` the share page by its token). */
  readonly answer: SharePageResponse;
}

/** The data the page the browser opened on was rendered with, when it is for `token`; null otherwise (the shell). */
export function embeddedPayPage(token: string, doc?: Document): PayPageData | null {
  const data = embeddedData<PayPageData>(PAY_PAGE_DATA_ID, doc);
  return data?.token === token ? data : null;
}
