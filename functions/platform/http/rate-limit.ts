import { createHash } from 'node:crypto';
import type { RateLimit, RouteDefinition } from '../../http/routes.ts';
import type { Config } from '../config.ts';
import { rateLimitRepository } from '../../adapters/dynamodb/rate-limit-repository.ts';
import { clientAddressKey } from './client-address.ts';
import { TooManyRequestsError } from './errors.ts';

export interface RateLimitRequest {
  /** What is limited, usually the route name; one client has a separate allowance per bucket. */
  bucket: string;
  /** `requestContext.http.sourceIp`. */
  sourceIp: string | undefined;
  limit: RateLimit;
  now: Date;
}

/** A route's bucket: each route has its own allowance per client. */
export function rateLimitBucket(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export type RateLimitOutcome = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counting: the window is `now` rounded down to a multiple of the window length,
 * so every client's windows start at the same instants and a counter item needs no reset. A
 * client can at most double its rate across a window edge, which is fine for stopping abuse.
 */
export function windowOf(now: Date, windowSeconds: number) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = nowSeconds - (nowSeconds % windowSeconds);
  return { start, end: start + windowSeconds, secondsLeft: Math.max(1, start + windowSeconds - nowSeconds) };
}

/** The client as stored: a SHA-256 of its address key and the bucket, so no raw IP reaches the table. */
export function clientHash(sourceIp: string | undefined, bucket: string): string {
  return createHash('sha256')
    .update(`${clientAddressKey(sourceIp)}|${bucket}`)
    .digest('hex');
}

export async function takeRateLimit(config: Config, request: RateLimitRequest): Promise<RateLimitOutcome> {
  const { requests, windowSeconds } = request.limit;
  const window = windowOf(request.now, windowSeconds);
  const count = await rateLimitRepository(config).take({
    bucket: request.bucket,
    clientHash: clientHash(request.sourceIp, request.bucket),
    windowStart: window.start,
    limit: requests,
    // Kept one window past its end; DynamoDB deletes expired items within days, and an expired
    // window is never read again anyway.
    expiresAt: window.end + windowSeconds,
  });
  return count === null ? { allowed: false, retryAfterSeconds: window.secondsLeft } : { allowed: true, remaining: requests - count };
}

/** How many requests the client made in the current window (for tests and diagnostics). */
export async function countedRequests(config: Config, request: Omit<RateLimitRequest, 'limit'> & { windowSeconds: number }): Promise<number> {
  const window = windowOf(request.now, request.windowSeconds);
  return rateLimitRepository(config).count(request.bucket, clientHash(request.sourceIp, request.bucket), window.start);
}

/** Counts the request against its limit, or throws 429 (with Retry-After) having changed nothing. */
export async function enforceRateLimit(config: Config, request: RateLimitRequest): Promise<void> {
  const outcome = await takeRateLimit(config, request);
  if (!outcome.allowed) throw new TooManyRequestsError(outcome.retryAfterSeconds);
}
