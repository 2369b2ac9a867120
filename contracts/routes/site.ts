// The API's routes of site: page views and endorsements; staff: the business settings (decision 041).
// The staff's (admin) routes are in ./site-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type { AdminBusinessSettingsResponse } from '#domain/people/back-office.ts';
import type { BusinessSettingsRequest } from '#domain/site/business-settings.ts';
import type { RouteContract, RouteTable } from '../route.ts';

/** A quote from the press or a partner on the home page (the API's record, functions/adapters/dynamodb/endorsements-repository.ts). */
export interface Endorsement {
  id: string;
  quote: string;
  source: string;
  attribution?: string;
  url?: string;
  addedOn: string;
}

const publicTable = {
  recordPageView: { method: 'POST', path: '/api/analytics/pageview', auth: 'public' },
  listHomepageEndorsements: { method: 'GET', path: '/api/endorsements/homepage', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface SiteIo {
  getAdminSettings: { response: AdminBusinessSettingsResponse };
  putAdminSettings: { response: AdminBusinessSettingsResponse; body: BusinessSettingsRequest };
  recordPageView: { response: undefined; body: unknown };
  listHomepageEndorsements: { response: { endorsements: Endorsement[] } };
}

export const siteRoutes: RouteTable<typeof publicTable, SiteIo> = publicTable;
