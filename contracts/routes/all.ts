import { bookingRoutes, bookingStaffRoutes } from './booking.ts';
import { commerceStaffRoutes } from './commerce.ts';
import { contentRoutes, contentStaffRoutes } from './content.ts';
import { paymentsRoutes, paymentsStaffRoutes } from './payments.ts';
import { peopleRoutes, peopleStaffRoutes } from './people.ts';
import { portalRoutes, portalStaffRoutes } from './portal.ts';
import { pricingRoutes, pricingStaffRoutes } from './pricing.ts';
import { siteRoutes, siteStaffRoutes } from './site.ts';

/**
 * Every area's routes in one table, for the server's route table (functions/http/routes.ts) and
 * the tests. Never for a page: a page imports its area's table (dependency-cruiser refuses this
 * module in frontend/src, decision 041).
 */
export const areaTables = {
  booking: bookingRoutes,
  bookingStaff: bookingStaffRoutes,
  commerceStaff: commerceStaffRoutes,
  content: contentRoutes,
  contentStaff: contentStaffRoutes,
  payments: paymentsRoutes,
  paymentsStaff: paymentsStaffRoutes,
  people: peopleRoutes,
  peopleStaff: peopleStaffRoutes,
  portal: portalRoutes,
  portalStaff: portalStaffRoutes,
  pricing: pricingRoutes,
  pricingStaff: pricingStaffRoutes,
  site: siteRoutes,
  siteStaff: siteStaffRoutes,
} as const;

export const apiRoutes = {
  ...bookingRoutes,
  ...bookingStaffRoutes,
  ...commerceStaffRoutes,
  ...contentRoutes,
  ...contentStaffRoutes,
  ...paymentsRoutes,
  ...paymentsStaffRoutes,
  ...peopleRoutes,
  ...peopleStaffRoutes,
  ...portalRoutes,
  ...portalStaffRoutes,
  ...pricingRoutes,
  ...pricingStaffRoutes,
  ...siteRoutes,
  ...siteStaffRoutes,
};

export type ApiRouteName = keyof typeof apiRoutes;
