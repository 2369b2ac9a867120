import { type BodyOf, fillPath, type HasParams, type PathParams, type ResponseOf, type RouteContract } from '#contracts/route.ts';
import { pathMatches } from '#contracts/route-patterns.ts';
import { apiRequest } from './api-client.ts';

// The browser's calls to the API, by the routes' contract (contracts/routes/<area>.ts, decision
// 041): the method and path come from the route, its parameters are filled and encoded here,
// and the answer has the route's response type. A page imports its area's routes only.
// Answers are typed, not parsed: the API is ours and parsing would put zod in the pages' path.

/** A query string's values; undefined and '' are left out. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

type ParamsPart<R extends RouteContract> = HasParams<R['path']> extends true ? { readonly params: PathParams<R['path']> } : { readonly params?: never };

/** Where a call goes: the route's parameters (when its path has any) and a query. */
export type ApiAddress<R extends RouteContract> = ParamsPart<R> & { readonly query?: ApiQuery };

/** A call: the address, the body (FormData for an upload), extra headers and an abort signal. */
export type ApiCall<R extends RouteContract> = ApiAddress<R> & {
  readonly body?: BodyOf<R> | FormData;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal | undefined;
  /** The browser's HTTP cache for this call ('no-store' where a moment-old answer will not do). */
  readonly cache?: RequestCache;
};

type Optional<R extends RouteContract, T> = HasParams<R['path']> extends true ? [options: T] : [options?: T];

/** `?a=1&b=2` from the values that are set; '' when none are. */
export function queryString(query: ApiQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: the route's path with its parameters filled, then the query. */
export function apiUrl<R extends RouteContract>(route: R, ...[address]: Optional<R, ApiAddress<R>>): string {
  return fillPath(route.path, address?.params as Readonly<Record<string, string | readonly string[]>> | undefined) + queryString(address?.query);
}

/** Calls a route; a non-2xx answer throws ApiError (api-client.ts), a 204 answers undefined. */
export function api<R extends RouteContract>(route: R, ...[call]: Optional<R, ApiCall<R>>): Promise<ResponseOf<R>> {
  const init: RequestInit = {};
  if (call?.headers) init.headers = { ...call.headers };
  if (call?.signal) init.signal = call.signal;
  if (call?.cache) init.cache = call.cache;
  return apiRequest<ResponseOf<R>>(route.method, apiUrl<RouteContract>(route, call as ApiAddress<RouteContract>), call?.body, init);
}

/**
 * A TanStack Query key for a GET: its URL, so the default query fetcher (query-client.ts), which
 * GETs the key's segments joined, asks the same route.
 */
export function apiKey<R extends RouteContract>(route: R, ...[address]: Optional<R, ApiAddress<R>>): readonly [string] {
  return [apiUrl<RouteContract>(route, address as ApiAddress<RouteContract>)] as const;
}

/** Whether a query key made by apiKey is for one of `routes` (to forget or refresh an area's answers). */
export function isKeyOf(queryKey: readonly unknown[], routes: Readonly<Record<string, RouteContract>>): boolean {
  const [url] = queryKey;
  if (typeof url !== 'string') return false;
  const pathname = url.split('?')[0]!;
  return Object.values(routes).some((route) => route.method === 'GET' && pathMatches(route, pathname));
}
