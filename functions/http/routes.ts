/**
 * The route table: the one list of HTTP routes. The local gateway dispatches from it, the CDK
 * API stack creates one function and one HTTP API route per entry from it, and each handler
 * binds itself to its entry (so the auth rule lives here and nowhere else).
 *
 * Adding a route: add an entry here, write the handler at `entry` with
 * `httpHandler(routes.<name>, ...)`, done (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
import type { Permission } from '../shared/permissions.ts';

export type { Permission };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; user: any signed-in user (401 otherwise); admin: group `admin` (401/403). */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/api/quotes/{id}`. */
  readonly path: `/api/${string}`;
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly entry: string;
  readonly auth: RouteAuth;
  readonly permissions: readonly Permission[];
}

export const routes = {
  getCurrentUser: {
    method: 'GET',
    path: '/api/user',
    entry: 'functions/http/user/get-user.ts',
    auth: 'user',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

export const routeList: ReadonlyArray<RouteDefinition & { readonly name: RouteName }> = Object.entries(routes).map(
  ([name, route]) => ({ name: name as RouteName, ...route }),
);
