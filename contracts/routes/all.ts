import { assistantRoutes } from './assistant.ts';
import { assistantStaffRoutes } from './assistant-staff.ts';
import { bookingRoutes } from './booking.ts';
import { bookingStaffRoutes } from './booking-staff.ts';
import { commerceStaffRoutes } from './commerce-staff.ts';
import { contentRoutes } from './content.ts';
import { contentStaffRoutes } from './content-staff.ts';
import { paymentsRoutes } from './payments.ts';
import { paymentsStaffRoutes } from './payments-staff.ts';
import { peopleRoutes } from './people.ts';
import { peopleStaffRoutes } from './people-staff.ts';
import { portalRoutes } from './portal.ts';
import { portalStaffRoutes } from './portal-staff.ts';
import { pricingRoutes } from './pricing.ts';
import { pricingStaffRoutes } from './pricing-staff.ts';
import { siteRoutes } from './site.ts';
import { siteStaffRoutes } from './site-staff.ts';

/**
 * Every area's routes in one table, for the server's route table (functions/http/routes.ts) and
 * the tests. Never for a page: a page imports its area's table (dependency-cruiser refuses this
 * module in frontend/src, decision 041).
 */
export const areaTables = {
  assistant: assistantRoutes,
  assistantStaff: assistantStaffRoutes,
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
  ...assistantRoutes,
  ...assistantStaffRoutes,
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
