import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from '#domain/shared/zod.ts';
import { DOMAIN_ERROR_HTTP_STATUS, DomainError } from '#domain/shared/errors.ts';
import { roleMayUse } from '#domain/people/staff-roles.ts';
import type { RouteDefinition } from '../../http/routes.ts';
import type { ResolvedSession } from '../auth/session-lifecycle.ts';
import type { Principal } from '../auth/session.ts';
import type { PortalGuest } from '../auth/portal-session.ts';
import { loadConfig, type Config } from '../config.ts';
import { logger } from '../logger.ts';
import { ForbiddenError, HttpError, PayloadTooLargeError, UnauthorizedError, ValidationError } from './errors.ts';
import { requestSourceIp } from './client-address.ts';
import { enforceRateLimit, rateLimitBucket } from './rate-limit.ts';
import { errorBody, json, withCookies, type HttpResult } from './response.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** zod schemas for the parts of a request a handler reads; each part is validated before it runs. */
export interface InputSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  /** Request headers, names lower-cased as API Gateway delivers them. */
  headers?: z.ZodMiniType;
}

type Parsed<S extends InputSchemas> = {
  body: S['body'] extends z.ZodMiniType ? z.infer<S['body']> : undefined;
  query: S['query'] extends z.ZodMiniType ? z.infer<S['query']> : undefined;
  params: S['params'] extends z.ZodMiniType ? z.infer<S['params']> : undefined;
  headers: S['headers'] extends z.ZodMiniType ? z.infer<S['headers']> : undefined;
};

// Public routes never read the session (see httpHandler), so their handlers get no principal;
// guest routes read the portal's session instead of the staff's (functions/platform/auth/guest-handler.ts).
type PrincipalFor<R extends RouteDefinition> = R['auth'] extends 'public' | 'guest' ? null : Principal;
type GuestFor<R extends RouteDefinition> = R['auth'] extends 'guest' ? PortalGuest : null;

export interface HttpRequest<R extends RouteDefinition, S extends InputSchemas> {
  input: Parsed<S>;
  principal: PrincipalFor<R>;
  /** The portal's signed-in guest, on guest routes only (decision 022). */
  guest: GuestFor<R>;
  event: APIGatewayProxyEventV2;
  context: Context;
  config: Config;
  /** The request's clock reading, taken once at the edge and passed down (domain code never reads a clock). */
  now: Date;
}

/** A zod error as the error shape's `fields`: each input path (dotted) with its first message. */
export function fieldsFromZod(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

// RFC 9110 8.3.1: type "/" subtype *( OWS ";" OWS parameter ), parameter = token "=" ( token / quoted-string ).
// Read one parameter at a time (sticky), so no header can make the match backtrack at length.
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const ESSENCE = new RegExp(`^[ \\t]*(${TOKEN})/(${TOKEN})[ \\t]*`, 'y');
const PARAMETER = new RegExp(`;[ \\t]*(?:(${TOKEN})=(${TOKEN}|"(?:[^"\\\\]|\\\\.)*"))?[ \\t]*`, 'y');

/**
 * A Content-Type header's media type (lower case: type, subtype and parameter names are
 * case-insensitive) and its parameters, or null when it is not one.
 */
export function parseMediaType(header: string): { type: string; parameters: Record<string, string> } | null {
  ESSENCE.lastIndex = 0;
  const essence = ESSENCE.exec(header);
  if (!essence) return null;
  const parameters: Record<string, string> = {};
  PARAMETER.lastIndex = ESSENCE.lastIndex;
  while (PARAMETER.lastIndex < header.length) {
    const parameter = PARAMETER.exec(header);
    if (!parameter) return null;
    const [, name, value] = parameter;
    if (name && value) parameters[name.toLowerCase()] = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
  }
  return { type: `${essence[1]}/${essence[2]}`.toLowerCase(), parameters };
}

/** application/json, in UTF-8 (the only charset JSON has, RFC 8259), however the header is written. */
function isJson(contentType: string | undefined): boolean {
  const media = parseMediaType(contentType ?? '');
  const charset = media?.parameters['charset']?.toLowerCase();
  return media?.type === 'application/json' && (charset === undefined || charset === 'utf-8' || charset === 'utf8');
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  if (!isJson(event.headers['content-type'])) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}

function validate<T extends z.ZodMiniType | undefined>(schema: T, value: unknown, part: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) {
    throw new ValidationError(`The request ${part} is not valid.`, fieldsFromZod(result.error));
  }
  return result.data;
}

/** Maps any thrown error to the API's JSON error shape; unknown errors are logged and hidden. */
function errorToResult(error: unknown): HttpResult {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) logger.error('Request failed', { error });
    else logger.info('Request rejected', { code: error.code, status: error.statusCode });
    return json(error.statusCode, errorBody(error.code, error.message, error.fields, error.details), error.headers ? { headers: error.headers } : {});
  }
  if (error instanceof DomainError) {
    logger.info('Request broke a business rule', { code: error.code });
    return json(DOMAIN_ERROR_HTTP_STATUS[error.code], errorBody(error.code, error.message, error.fields ? { ...error.fields } : undefined));
  }
  logger.error('Unhandled error', { error: error instanceof Error ? error : String(error) });
  return json(500, errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
}

export type PublicRoute = RouteDefinition & { readonly auth: 'public' };
export type SignedInRoute = RouteDefinition & { readonly auth: Exclude<RouteDefinition['auth'], 'public' | 'guest'> };
export type GuestRoute = RouteDefinition & { readonly auth: 'guest' };

/** A request's caller: a staff or customer session, or on guest routes the portal's guest. */
export type ResolvedCaller = ResolvedSession & { guest?: PortalGuest | null };

/**
 * Reads the request's session; see signed-in-handler.ts and portal/guest-handler.ts, the modules
 * that bring one in.
 */
export type SessionReader = (cookies: readonly string[] | undefined, config: Config, now: Date) => Promise<ResolvedCaller>;

const NO_SESSION: ResolvedCaller = { principal: null, cookies: [] };

/**
 * Wraps a public route's handler (bound to its route-table entry) with the shared middlewares.
 * Public routes never read the session: they need no session permissions, a visitor's cookies
 * cost them nothing, and their bundles leave out the Cognito client and the JWT verifier. A
 * signed-in route's handler uses signedInHandler instead.
 */
export function httpHandler<R extends PublicRoute, S extends InputSchemas>(route: R, schemas: S, run: (request: HttpRequest<R, S>) => Promise<HttpResult>) {
  if (route.auth !== 'public') throw new Error(`${route.method} ${route.path} is not public: its handler must use signedInHandler.`);
  return routeHandler(route, schemas, run, async () => NO_SESSION);
}

/**
 * The shared middlewares, in order: structured logging with the Lambda context, the session
 * (from `readSession`) and the route's auth rule, input validation, then the route's rate limit
 * (after validation, so a rejected request writes nothing, not even a counter); any error thrown
 * on the way becomes the JSON error shape. Reading the session may renew an expired ID token or
 * end an idle session; its Set-Cookie values go out with the answer, errors (a 401 for the idle
 * session, say) included.
 */
export function routeHandler<R extends RouteDefinition, S extends InputSchemas>(
  route: R,
  schemas: S,
  run: (request: HttpRequest<R, S>) => Promise<HttpResult>,
  readSession: SessionReader,
) {
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      onError: async (request) => {
        request.response = errorToResult(request.error);
      },
    })
    .handler(async (event, context) => {
      // The time API Gateway received the request: the one clock reading a request has.
      const now = new Date(event.requestContext?.timeEpoch ?? Date.now());
      const config = loadConfig();
      logger.appendKeys({ route: `${route.method} ${route.path}`, requestId: event.requestContext?.requestId });
      const session = await readSession(event.cookies, config, now);
      try {
        const { principal } = session;
        const guest = session.guest ?? null;
        if (route.auth === 'guest' ? !guest : route.auth !== 'public' && !principal) throw new UnauthorizedError();
        if (route.auth === 'admin' && !roleMayUse(principal?.staffRole, route.roles ?? [])) throw new ForbiddenError();
        if (principal) logger.appendKeys({ userId: principal.sub });
        const input = {
          body: validate(schemas.body, schemas.body ? parseBody(event) : undefined, 'body'),
          query: validate(schemas.query, event.queryStringParameters, 'query'),
          params: validate(schemas.params, event.pathParameters, 'path'),
          headers: validate(schemas.headers, event.headers, 'header'),
        } as Parsed<S>;
        if (route.rateLimit) {
          await enforceRateLimit(config, { bucket: rateLimitBucket(route), sourceIp: requestSourceIp(event), limit: route.rateLimit, now });
        }
        return withCookies(
          await run({
            input,
            principal: principal as PrincipalFor<R>,
            guest: (route.auth === 'guest' ? guest : null) as GuestFor<R>,
            event,
            context,
            config,
            now,
          }),
          session.cookies,
        );
      } catch (error) {
        return withCookies(errorToResult(error), session.cookies);
      }
    });
}
