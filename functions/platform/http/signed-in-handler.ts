import { resolveSession } from '../auth/session-lifecycle.ts';
import type { RouteDefinition } from '../../http/routes.ts';
import type { HttpResult } from './response.ts';
import { routeHandler, type HttpRequest, type InputSchemas, type SignedInRoute } from './handler.ts';

/**
 * Wraps the handler of a route whose auth is 'user' or 'admin': httpHandler's middlewares with
 * the session resolved (session-lifecycle.ts) before the route's auth rule is applied. It lives
 * apart from httpHandler so that only these functions bundle the Cognito client and the JWT
 * verifier (npm run bench:lambda).
 */
export function signedInHandler<R extends SignedInRoute, S extends InputSchemas>(
  route: R,
  schemas: S,
  run: (request: HttpRequest<R, S>) => Promise<HttpResult>,
) {
  if ((route as RouteDefinition).auth === 'public')
    throw new Error(`${route.method} ${route.path} is public: its handler must use httpHandler, which reads no session.`);
  return routeHandler(route, schemas, run, resolveSession);
}
