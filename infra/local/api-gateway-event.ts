import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { VIEWER_ADDRESS_HEADER } from '#functions/platform/http/client-address.ts';

export interface IncomingRequest {
  method: string;
  /** Path and query string, e.g. `/api/quotes?status=new`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp?: string;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/;

/**
 * Builds the HTTP API (payload format 2.0) event API Gateway would send for this request:
 * lower-cased headers joined with commas, cookies split out, repeated query values joined.
 */
export function toApiGatewayEvent(request: IncomingRequest, now = new Date()): APIGatewayProxyEventV2 {
  const url = new URL(request.url, 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront's viewer-request function does in AWS: the viewer's address, whatever the client sent.
  headers[VIEWER_ADDRESS_HEADER] = request.sourceIp ?? '127.0.0.1';
  const cookieHeader = request.headers['cookie'];
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? ''))
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const hasBody = request.body !== undefined && request.body.length > 0;
  const isText = textTypes.test(contentType);
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(request.pathParameters && Object.keys(request.pathParameters).length ? { pathParameters: request.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers['host'] ?? 'localhost',
      domainPrefix: (headers['host'] ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: request.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: isText ? request.body!.toString('utf8') : request.body!.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}

export interface NormalisedResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * Applies HTTP API's payload-2.0 response rules: a structured result is used as is; anything else
 * (a string or an object without statusCode) is a 200 JSON response.
 */
export function fromLambdaResult(result: unknown): NormalisedResult {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as {
      statusCode: number;
      headers?: Record<string, string | number | boolean>;
      cookies?: string[];
      body?: string;
      isBase64Encoded?: boolean;
    };
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = String(value);
    return {
      statusCode: r.statusCode,
      headers,
      cookies: r.cookies ?? [],
      body: r.body === undefined ? Buffer.alloc(0) : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}
