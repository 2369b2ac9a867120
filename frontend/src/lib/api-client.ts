import type { ApiErrorCode } from '#contracts/errors.ts';
import { takeEarly } from './early-requests.ts';

/**
 * The request helper (spec section 8): same-origin JSON with credentials; a non-ok response throws
 * `ApiError` whose message is `<status>: <body text>` (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The API's `{"error":{"code","message","fields"}}` shape, when the body carries it; `code` is the contract's (contracts/errors.ts). */
  get details(): ApiErrorDetails | null {
    try {
      const parsed = JSON.parse(this.body) as { error?: ApiErrorDetails };
      return parsed.error ?? null;
    } catch {
      return null;
    }
  }
}

export interface ApiErrorDetails {
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export async function apiRequest<T>(method: string, url: string, data?: unknown, init: RequestInit = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  // A GET the page sent as it loaded (early-requests.ts) is answered from there.
  const early = method === 'GET' && data === undefined && init.headers === undefined ? takeEarly(url) : undefined;
  const response = await (early ??
    fetch(url, {
      ...init,
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(data !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: data === undefined ? null : isForm ? data : JSON.stringify(data),
    }));
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export type UnauthorizedBehaviour = 'returnNull' | 'throw';

/** The default query fetcher: GET on the path joined from the query key's segments. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehaviour }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    try {
      return await apiRequest<T>('GET', queryKey.join('/'), undefined, signal ? { signal } : {});
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
