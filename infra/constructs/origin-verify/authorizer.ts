import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';

/**
 * The HTTP API's authorizer on every route: it admits a request only when it carries the secret
 * CloudFront adds to every request it sends to the API (the origin's custom header), so nothing
 * reaches a handler without passing CloudFront: its security headers, geo restriction, logs and
 * the viewer address it sets (functions/platform/http/client-address.ts), which the handlers'
 * per-client rate limits then trust. Requests straight to the execute-api URL lack the header:
 * API Gateway answers them 401 without invoking this function at all.
 *
 * It is cloud plumbing, not a route: the local gateway plays CloudFront and the API in one
 * process, so it has no use for it.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Compares in constant time (over fixed-length digests, so length differences leak nothing either). */
export function isFromCloudFront(presented: string | undefined, secret: string | undefined): boolean {
  if (!presented || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> {
  return { isAuthorized: isFromCloudFront(event.headers?.[ORIGIN_VERIFY_HEADER], process.env['ORIGIN_VERIFY_SECRET']) };
}
