import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorCode } from '#contracts/errors.ts';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

// API answers are per-user or per-request: never let a shared cache keep them.
const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export function json(statusCode: number, body: unknown, extra: { headers?: Record<string, string>; cookies?: string[] } = {}): HttpResult {
  return {
    statusCode,
    headers: { ...jsonHeaders, ...extra.headers },
    body: JSON.stringify(body),
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
  };
}

/** An answer with no body (204), e.g. after signing out. */
export function noContent(extra: { headers?: Record<string, string>; cookies?: string[] } = {}): HttpResult {
  return {
    statusCode: 204,
    headers: { 'cache-control': 'no-store', ...extra.headers },
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
  };
}

/** A CSV file the browser downloads as `fileName` (the text already made, RFC 4180, by domain/shared/csv.ts). */
export function csvDownload(fileName: string, csv: string): HttpResult {
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
    body: csv,
  };
}

/** Adds Set-Cookie values to an answer, before its own (a handler's cookie of the same name wins). */
export function withCookies(result: HttpResult, cookies: readonly string[]): HttpResult {
  if (!cookies.length) return result;
  return { ...result, cookies: [...cookies, ...(result.cookies ?? [])] };
}

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>, details?: Record<string, unknown>) {
  return { error: { ...details, code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}
