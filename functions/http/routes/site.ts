// The server's routes of site: each route of `contracts/routes/site.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// One beacon per page a visitor opens; generous, since a fast reader opens many pages a minute.
export const recordPageView = {
  method: 'POST',
  path: '/api/analytics/pageview',
  entry: 'functions/http/analytics/record-page-view.ts',
  auth: 'public',
  permissions: ['table:write'],
  rateLimit: { requests: 120, windowSeconds: 60 },
} as const satisfies RouteDefinition;

export const listHomepageEndorsements = {
  method: 'GET',
  path: '/api/endorsements/homepage',
  entry: 'functions/http/endorsements/list-homepage-endorsements.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;
