// The server's routes of content: each route of `contracts/routes/content.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// 'Was this helpful?' votes: a reader may vote on many answers of one FAQ page.
export const recordFaqFeedback = {
  method: 'POST',
  path: '/api/faq/feedback',
  entry: 'functions/http/faq/record-faq-feedback.ts',
  auth: 'public',
  permissions: ['table:write'],
  rateLimit: { requests: 30, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// Greedy parameter: HTTP APIs decode the path (%2F arrives as '/'), so a site path with
// slashes reliably reaches one route parameter only as `{route+}` (decisions/006).
export const getSeoMeta = {
  method: 'GET',
  path: '/api/seo/meta/{route+}',
  entry: 'functions/http/seo/get-seo-meta.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// Guests' reviews of their cruise (issue 29, decision 077): stored pending staff's approval. One
// guest writes one review; a few an hour from one address leaves room for a household and none
// for a script filling the staff's list.
export const createGuestReview = {
  method: 'POST',
  path: '/api/reviews',
  entry: 'functions/http/reviews/create-guest-review.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write'],
  rateLimit: { requests: 5, windowSeconds: 3600 },
} as const satisfies RouteDefinition;
