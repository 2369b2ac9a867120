import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from '#domain/shared/zod.ts';
import type { RouteDefinition } from '../../http/routes.ts';
import { loadConfig, type Config } from '../config.ts';
import { logger } from '../logger.ts';
import type { HttpResult } from './response.ts';

/** A page's request as its handler reads it: the path's parameters and the query, each validated by its schema. */
export interface PageRequest<P extends z.ZodMiniType, Q extends z.ZodMiniType> {
  params: z.infer<P>;
  query: z.infer<Q>;
  event: APIGatewayProxyEventV2;
  config: Config;
  /** The time API Gateway received the request: the one clock reading a request has. */
  now: Date;
}

/** An HTML answer. */
export function htmlPage(statusCode: number, body: string, cacheControl: string): HttpResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl }, body };
}

/** What a guest sees when the page could not be made: a page, not the API's JSON error shape. */
const failure = htmlPage(
  503,
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>Please try again</title></head><body><main><h1>Please try again</h1><p>This page could not be shown just now. Reload it in a moment.</p></main></body></html>',
  'no-store',
);

/**
 * The handler of a page a function renders (decision 093: `/quote/{token}`), public, answering
 * HTML. Not `httpHandler`: a page reads no session (it is the same for every visitor of its link,
 * which lets CloudFront keep it briefly; the portal's trip page, decision 095, hands its guest's
 * cookie to the API's own guard and is kept by no cache), has no rate limit (so it carries neither the session's
 * code nor the DynamoDB client, decision 015), and answers a page when something fails, where
 * the API answers its JSON error shape. A parameter or query that fails its schema is the
 * schema's to absorb (`z.catch`): a link opens a page, whatever is wrong with it.
 */
export function pageHandler<P extends z.ZodMiniType, Q extends z.ZodMiniType>(
  route: RouteDefinition,
  schemas: { params: P; query: Q },
  run: (request: PageRequest<P, Q>) => Promise<HttpResult>,
) {
  if (route.auth !== 'public' || route.method !== 'GET') throw new Error(`${route.method} ${route.path}: a page is a public GET.`);
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      const now = new Date(event.requestContext?.timeEpoch ?? Date.now());
      logger.appendKeys({ route: `${route.method} ${route.path}`, requestId: event.requestContext?.requestId });
      try {
        const params = z.parse(schemas.params, event.pathParameters ?? {});
        const query = z.parse(schemas.query, event.queryStringParameters ?? {});
        return await run({ params, query, event, config: loadConfig(), now });
      } catch (error) {
        logger.error('The page could not be made', { error });
        return failure;
      }
    });
}
