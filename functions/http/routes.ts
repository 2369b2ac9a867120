/**
 * The route table: the one list of HTTP routes. The local gateway dispatches from it, the CDK
 * API stack creates one function and one HTTP API route per entry from it, and each handler
 * binds itself to its entry (so the auth rule lives here and nowhere else).
 *
 * What a caller sees of a route (method, path, auth) is its area's contract in
 * `contracts/routes/<area>.ts` (`<area>-staff.ts` for admin routes), which the browser's client
 * shares. The server's entries live beside it by area, in `functions/http/routes/<area>.ts`, one
 * exported constant per route with what only the server needs (the handler, grants, limits).
 * This module gathers them and checks each area against its contract: a route missing, one the
 * contract does not list, or a method, path or auth that differs fails the type check (decision
 * 041). The contract's values are not imported, only its types.
 *
 * A handler imports its own area's module (`import * as routes from '../routes/<area>.ts'`), never
 * this one: a handler's bundle then carries its own entry only, not all the routes (decision 054).
 *
 * Adding a route: add it to its area's contract, add an entry to `routes/<area>.ts`, write the
 * handler at `entry` with `httpHandler(routes.<name>, ...)`, done (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
import type { ApiRouteName, apiRoutes } from '#contracts/routes/all.ts';
import type { HttpMethod, RouteAuth, RouteContract } from '#contracts/route.ts';
import type { Permission } from '../platform/permissions.ts';
import * as assistant from './routes/assistant.ts';
import * as assistantStaff from './routes/assistant-staff.ts';
import * as booking from './routes/booking.ts';
import * as bookingStaff from './routes/booking-staff.ts';
import * as commerceStaff from './routes/commerce-staff.ts';
import * as content from './routes/content.ts';
import * as contentStaff from './routes/content-staff.ts';
import * as payments from './routes/payments.ts';
import * as paymentsStaff from './routes/payments-staff.ts';
import * as people from './routes/people.ts';
import * as peopleStaff from './routes/people-staff.ts';
import * as portal from './routes/portal.ts';
import * as portalStaff from './routes/portal-staff.ts';
import * as pricing from './routes/pricing.ts';
import * as pricingStaff from './routes/pricing-staff.ts';
import * as site from './routes/site.ts';
import * as siteStaff from './routes/site-staff.ts';
import type { assistantRoutes } from '#contracts/routes/assistant.ts';
import type { assistantStaffRoutes } from '#contracts/routes/assistant-staff.ts';
import type { bookingRoutes } from '#contracts/routes/booking.ts';
import type { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import type { commerceStaffRoutes } from '#contracts/routes/commerce-staff.ts';
import type { contentRoutes } from '#contracts/routes/content.ts';
import type { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import type { paymentsRoutes } from '#contracts/routes/payments.ts';
import type { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import type { peopleRoutes } from '#contracts/routes/people.ts';
import type { peopleStaffRoutes } from '#contracts/routes/people-staff.ts';
import type { portalRoutes } from '#contracts/routes/portal.ts';
import type { portalStaffRoutes } from '#contracts/routes/portal-staff.ts';
import type { pricingRoutes } from '#contracts/routes/pricing.ts';
import type { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import type { siteRoutes } from '#contracts/routes/site.ts';
import type { siteStaffRoutes } from '#contracts/routes/site-staff.ts';

export type { HttpMethod, Permission, RouteAuth };

/**
 * At most `requests` valid requests per client (source IP) per fixed window of `windowSeconds`;
 * the next one gets 429 with Retry-After (functions/platform/http/rate-limit.ts). The counter is a
 * table write, so a rate-limited route lists `table:write`.
 */
export interface RateLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}

export interface RouteDefinition extends RouteContract {
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly entry: string;
  readonly permissions: readonly Permission[];
  /** Per-client limit for public routes that write; the limits of every route live in this table. */
  readonly rateLimit?: RateLimit;
}

/**
 * An area's server routes checked against its contract: every route the contract lists, with the
 * contract's method, path and auth, and no route it does not list (decision 041).
 */
/** What a server entry repeats of its contract: method, path, auth and, for a staff route, its roles. */
type ContractPart<C extends RouteContract> = Pick<C, 'method' | 'path' | 'auth'> &
  (C extends { readonly roles: infer R } ? { readonly roles: R } : { readonly roles?: never });

type AreaTable<Server, Contract extends Readonly<Record<string, RouteContract>>> = [Exclude<keyof Server, keyof Contract>] extends [never]
  ? { readonly [K in keyof Contract]: RouteDefinition & ContractPart<Contract[K]> }
  : { readonly routesTheContractLacks: Exclude<keyof Server, keyof Contract> };

/** The server's routes by area, as `contracts/routes/all.ts` lists the contract's. */
export const routesByArea = {
  assistant: assistant satisfies AreaTable<typeof assistant, typeof assistantRoutes>,
  assistantStaff: assistantStaff satisfies AreaTable<typeof assistantStaff, typeof assistantStaffRoutes>,
  booking: booking satisfies AreaTable<typeof booking, typeof bookingRoutes>,
  bookingStaff: bookingStaff satisfies AreaTable<typeof bookingStaff, typeof bookingStaffRoutes>,
  commerceStaff: commerceStaff satisfies AreaTable<typeof commerceStaff, typeof commerceStaffRoutes>,
  content: content satisfies AreaTable<typeof content, typeof contentRoutes>,
  contentStaff: contentStaff satisfies AreaTable<typeof contentStaff, typeof contentStaffRoutes>,
  payments: payments satisfies AreaTable<typeof payments, typeof paymentsRoutes>,
  paymentsStaff: paymentsStaff satisfies AreaTable<typeof paymentsStaff, typeof paymentsStaffRoutes>,
  people: people satisfies AreaTable<typeof people, typeof peopleRoutes>,
  peopleStaff: peopleStaff satisfies AreaTable<typeof peopleStaff, typeof peopleStaffRoutes>,
  portal: portal satisfies AreaTable<typeof portal, typeof portalRoutes>,
  portalStaff: portalStaff satisfies AreaTable<typeof portalStaff, typeof portalStaffRoutes>,
  pricing: pricing satisfies AreaTable<typeof pricing, typeof pricingRoutes>,
  pricingStaff: pricingStaff satisfies AreaTable<typeof pricingStaff, typeof pricingStaffRoutes>,
  site: site satisfies AreaTable<typeof site, typeof siteRoutes>,
  siteStaff: siteStaff satisfies AreaTable<typeof siteStaff, typeof siteStaffRoutes>,
};

/** Every route by name: the local gateway, the CDK stacks and the tests read this; a handler imports its area's module. */
export const routes = {
  ...assistant,
  ...assistantStaff,
  ...booking,
  ...bookingStaff,
  ...commerceStaff,
  ...content,
  ...contentStaff,
  ...payments,
  ...paymentsStaff,
  ...people,
  ...peopleStaff,
  ...portal,
  ...portalStaff,
  ...pricing,
  ...pricingStaff,
  ...site,
  ...siteStaff,
} satisfies { readonly [K in ApiRouteName]: RouteDefinition & ContractPart<(typeof apiRoutes)[K]> };

export type RouteName = keyof typeof routes;

export const routeList: ReadonlyArray<RouteDefinition & { readonly name: RouteName }> = Object.entries(routes).map(([name, route]) => ({
  name: name as RouteName,
  ...route,
}));

/**
 * What a route's function is granted: its own permissions, plus `sessions:manage` when it is not
 * public, since resolving the caller's session reads, renews and ends session items
 * (functions/platform/auth/session-lifecycle.ts). The auth rule implies it, so no entry lists it.
 */
export function grantedPermissions(route: Pick<RouteDefinition, 'auth' | 'permissions'>): readonly Permission[] {
  if (route.auth === 'public') return route.permissions;
  // A guest route resolves a portal session, never a staff one (decision 022).
  const sessions: Permission = route.auth === 'guest' ? 'portal-sessions:manage' : 'sessions:manage';
  return [...new Set<Permission>([...route.permissions, sessions])];
}
