// The server's routes of booking: each route of `contracts/routes/booking.ts` with its handler,
// grants and limits. One constant per route, so a handler's bundle carries its own entry only
// (`import * as routes from` this module, then `routes.<name>`); functions/http/routes.ts
// gathers the areas and checks them against the contract (decisions 041, 054).
import type { RouteDefinition } from '../routes.ts';

// A guest saves the quote the chat or the embed built; the server prices it again. Requesting
// changes makes a new quote, so a planner may save several in a sitting, not hundreds.
export const createQuote = {
  method: 'POST',
  path: '/api/quotes',
  entry: 'functions/http/quotes/create-quote.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 20, windowSeconds: 600 },
} as const satisfies RouteDefinition;

// The quote page. The token is the secret (over 50 random URL-safe characters): unguessable,
// so reads need no limit of their own.
export const getQuoteByToken = {
  method: 'GET',
  path: '/api/quotes/by-token/{token}',
  entry: 'functions/http/quotes/get-quote-by-token.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// The quote page a link opens, rendered with its quote (decision 093): the same answer the page's
// API route gives, asked of the API itself (so this function carries React's server renderer and
// no AWS SDK), spliced into the site's prerendered shell. Public and unlimited, as the API route is.
export const getQuotePage = {
  method: 'GET',
  path: '/quote/{token}',
  entry: 'functions/http/pages/quote-page.ts',
  auth: 'public',
  permissions: [],
} as const satisfies RouteDefinition;

// What can be booked: every calendar render of /chat and the quote page calls it, so it reads
// one settings item and one partition per month (no Scans) and browsers may keep it briefly.
export const getAvailability = {
  method: 'GET',
  path: '/api/availability',
  entry: 'functions/http/bookings/get-availability.ts',
  auth: 'public',
  permissions: ['table:read'],
} as const satisfies RouteDefinition;

// A guest books their quote. A group books once; retries reuse the Idempotency-Key, so twenty
// attempts in ten minutes is far more than a person needs and stops a script holding boats.
export const createBooking = {
  method: 'POST',
  path: '/api/bookings',
  entry: 'functions/http/bookings/create-booking.ts',
  auth: 'public',
  permissions: ['table:read', 'table:write', 'events:publish'],
  rateLimit: { requests: 20, windowSeconds: 600 },
} as const satisfies RouteDefinition;
