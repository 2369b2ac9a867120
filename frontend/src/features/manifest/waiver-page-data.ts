import type { WaiverPageResponse } from '#domain/portal/manifest.ts';
import { embeddedData } from '../../lib/embedded-data.ts';

/**
 * What the server rendered a waiver page with (decision 094), embedded in the page for the browser
 * to hydrate it with, as the share page's (features/booking/pay-page-data.ts).
 */
export const WAIVER_PAGE_DATA_ID = 'waiver-page-data';

export interface WaiverPageData {
  readonly token: string;
  /** The API's answer for the waiver link (`GET` the waiver page by its token). */
  readonly answer: WaiverPageResponse;
}

/** The data the page the browser opened on was rendered with, when it is for `token`; null otherwise (the shell). */
export function embeddedWaiverPage(token: string, doc?: Document): WaiverPageData | null {
  const data = embeddedData<WaiverPageData>(WAIVER_PAGE_DATA_ID, doc);
  return data?.token === token ? data : null;
}
