/**
 * What a route is to its callers: method, path and auth rule, and (as types only) what it takes
 * and answers. The browser's client (frontend/src/lib/api.ts) calls a route by its contract; the
 * server's route table (functions/http/routes.ts) adds the handler, grants and limits to the same
 * entries, so the two cannot name a route differently (decision 041).
 */

import type { StaffRole } from '#domain/people/staff-roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; user: any signed-in user (401 otherwise); admin: a member of staff whose role the
 * route names (401/403; decision 075);
 * guest: a guest signed in to the customer portal with an e-mail code (401 otherwise; decision 022).
 */
export type RouteAuth = 'public' | 'user' | 'admin' | 'guest';

export interface RouteContract {
  readonly method: HttpMethod;
  /**
   * API Gateway path syntax: `/api/quotes/{id}`; `{name+}` is a greedy parameter (several segments).
   * A page the server renders (`/quote/{token}`, `/pay/{token}`, decision 093; `/waiver/{token}`,
   * 094; `/portal/trips/{id}`, 095) is a route too: it answers HTML, not JSON, and is reached at the
   * page's own address, not under /api/.
   */
  readonly path: `/api/${string}` | `/quote/${string}` | `/pay/${string}` | `/waiver/${string}` | `/portal/trips/${string}`;
  readonly auth: RouteAuth;
  /** A staff route's roles (auth 'admin'): the team members who may call it; others get 403 (decision 075). */
  readonly roles?: readonly StaffRole[];
}

/** A staff route: it names the roles that may call it, always (decision 075). */
export interface StaffRouteContract extends RouteContract {
  readonly auth: 'admin';
  readonly roles: readonly StaffRole[];
}

/** What a route answers and takes, for the type checker only (never a value at run time). */
export interface RouteIo {
  /** The JSON body of a 2xx answer (undefined for a 204). */
  readonly response: unknown;
  /** The request body; FormData for an upload, undefined when the route takes none. */
  readonly body?: unknown;
}

declare const io: unique symbol;

/** A route's contract with its request and response types attached; the property never exists at run time. */
export type TypedRoute<R extends RouteContract = RouteContract, I extends RouteIo = RouteIo> = R & { readonly [io]?: I };

/**
 * An area's table with each route's types: `export const bookingRoutes: RouteTable<typeof table, BookingIo> = table`.
 * A plain object literal, so a page that imports one area's table carries no other's, and a
 * bundler drops a table nobody imports. Every route of the table must have its types.
 */
export type RouteTable<T extends Readonly<Record<string, RouteContract>>, I extends { readonly [K in keyof T]: RouteIo }> = {
  readonly [K in keyof T]: TypedRoute<T[K], I[K]>;
};

type IoOf<R> = R extends { readonly [io]?: infer I } ? (NonNullable<I> extends RouteIo ? NonNullable<I> : RouteIo) : RouteIo;

/** What a route answers. */
export type ResponseOf<R> = IoOf<R>['response'];

/** What a route takes as its body (undefined when it takes none). */
export type BodyOf<R> = IoOf<R> extends { readonly body?: infer B } ? B : undefined;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamNames<Rest>
  : never;

type GreedyNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : never) | GreedyNames<Rest>
  : never;

/**
 * The values a path's parameters take: a string for `{id}` (encoded whole) and, for a greedy
 * `{route+}`, a string (encoded whole, slashes too) or its segments (each encoded, joined by '/').
 */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: K extends GreedyNames<P> ? string | readonly string[] : string };

/** Whether a path has parameters to fill. */
export type HasParams<P extends string> = [ParamNames<P>] extends [never] ? false : true;

/** A path with its parameters filled, each value encoded (see PathParams). */
export function fillPath(path: string, params: Readonly<Record<string, string | readonly string[]>> = {}): string {
  return path.replace(/\{([^}+]+)\+?\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for ${placeholder}`);
    return typeof value === 'string' ? encodeURIComponent(value) : value.map(encodeURIComponent).join('/');
  });
}
