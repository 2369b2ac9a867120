import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeList } from '#functions/http/routes.ts';
import { createRouteMatcher } from '#functions/platform/http/route-match.ts';
import { errorBody } from '#functions/platform/http/response.ts';
import type { ApiErrorCode } from '#contracts/errors.ts';
import { isAppPath, pathPatternRegex } from '#frontend/app/paths.ts';
import { portalSignInRedirect } from '#infra/shared/portal-sign-in-redirect.ts';
// The blog (issue 19, decision 030).
import { canonicalBlogPath } from '#domain/content/blog.ts';
import { legacyPageRedirect } from '#domain/site/site-pages.ts';
import { securityHeaders, securityHeadersFor } from '../shared/security-headers.ts';
import { APP_ROUTE_SHELLS, APP_SHELL_FILE, EMBED_SHELL_FILE, isEmbedPath, NOT_FOUND_FILE } from '../shared/site-files.ts';
import { fromLambdaResult, toApiGatewayEvent } from './api-gateway-event.ts';
import { devOutbox } from './dev-outbox.ts';
import { invoke } from './lambda-runtime.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const MAX_API_BODY = 10 * 1024 * 1024; // API Gateway's payload limit

const shells = APP_ROUTE_SHELLS.map((shell) => ({ regex: pathPatternRegex(shell.pattern), file: shell.file }));

/** The file that answers a site path, and with which status; null file: the site has not been built. */
export interface SiteFile {
  file: string | null;
  status: 200 | 404;
}

function fileIn(siteDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.join(siteDir, path.normalize(decoded));
  if (!resolved.startsWith(siteDir + path.sep) && resolved !== siteDir) return null;
  // Source maps are never published (the bucket has none), so none is served here either.
  if (resolved.endsWith('.map')) return null;
  return existsSync(resolved) && statSync(resolved).isFile() ? resolved : null;
}

/**
 * Which file of the built site answers a path, as the CloudFront function decides
 * (infra/constructs/site-routing.ts): the embed page, a file, a prerendered page, an app route's
 * shell, the app shell, or the not-found page with status 404.
 */
export function siteFileFor(siteDir: string, pathname: string): SiteFile {
  // Every embed path gets the embed page; the widget shows what the path names.
  const embed = isEmbedPath(pathname) ? fileIn(siteDir, `/${EMBED_SHELL_FILE}`) : null;
  if (embed) return { file: embed, status: 200 };
  const direct = pathname.endsWith('/') ? null : fileIn(siteDir, pathname);
  if (direct) return { file: direct, status: 200 };
  const trimmed = pathname.replace(/\/+$/, '');
  // Only `<path>/index.html`, as the CloudFront function does: `/embed` or `/app` must not
  // reach the build's embed.html or app.html, which only their routes serve.
  const prerendered = fileIn(siteDir, `${trimmed}/index.html`);
  if (prerendered && pathname !== '/') return { file: prerendered, status: 200 };
  const index = path.join(siteDir, 'index.html');
  if (!existsSync(index)) return { file: null, status: 404 };
  if (pathname === '/') return { file: index, status: 200 };
  const shell = shells.find(({ regex }) => regex.test(pathname));
  const shellFile = shell ? fileIn(siteDir, `/${shell.file}`) : null;
  if (shellFile) return { file: shellFile, status: 200 };
  if (isAppPath(pathname)) return { file: fileIn(siteDir, `/${APP_SHELL_FILE}`) ?? index, status: 200 };
  // Unknown path: the not-found page with a real 404 status (the SPA renders it from index.html).
  return { file: fileIn(siteDir, `/${NOT_FOUND_FILE}`) ?? index, status: 404 };
}

export interface GatewayOptions {
  siteDir: string;
  log?: (line: string) => void;
  /**
   * Test stacks only: a request may carry TEST_CLOCK_HEADER (an ISO time) to be handled as if it
   * arrived then. It becomes the event's `requestContext.timeEpoch`, the clock every handler
   * reads, so a test can fix "today" in America/Chicago and never flake at midnight. It may also
   * carry a loopback address to be seen as the viewer's, in TEST_CLIENT_ADDRESS_HEADER or (from a
   * browser test's context) TEST_CLIENT_ADDRESS_COOKIE: a browser always connects from 127.0.0.1,
   * and the browser suites, each a visitor of its own, would otherwise share one address's rate
   * limits (the API suites bind their own loopback address).
   */
  trustTestHeaders?: boolean;
  /** Stripe's part on the local stack (decision 018): its API under /v1/ and its checkout pages. */
  paymentSimulator?: { handles: (pathname: string) => boolean; handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void };
  /** The media library's files (issue 19): /media-files/* from the media bucket, /media-uploads/* to the local S3 (media-files.ts). */
  mediaFiles?: { handles: (pathname: string) => boolean; handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void };
}

/** The request header a test stack's gateway reads the request time from (GatewayOptions.trustTestHeaders). */
export const TEST_CLOCK_HEADER = 'x-test-clock';
/** The request header a test stack's gateway reads a client's address from (GatewayOptions.trustTestHeaders). */
export const TEST_CLIENT_ADDRESS_HEADER = 'x-test-client-address';
/**
 * The cookie a browser test's context carries its address in, read like the header: a cookie
 * rides on every request of the context as the browser sends it, where rewriting each request's
 * headers would send every API call through the test process and back.
 */
export const TEST_CLIENT_ADDRESS_COOKIE = 'test-client-address';

/** The names of the cookies a request carries. */
function cookieNamesOf(headers: http.IncomingHttpHeaders): Set<string> {
  return new Set((headers.cookie ?? '').split(';').map((pair) => pair.split('=')[0]!.trim()));
}

/** Takes the named cookie out of the request's Cookie header (the handlers never see it) and answers its value. */
function takeCookie(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  const pairs = (headers.cookie ?? '').split(';').map((pair) => pair.trim());
  const found = pairs.find((pair) => pair.startsWith(`${name}=`));
  if (found === undefined) return undefined;
  const rest = pairs.filter((pair) => pair !== found && pair !== '');
  if (rest.length > 0) headers.cookie = rest.join('; ');
  else delete headers.cookie;
  return found.slice(name.length + 1);
}

/**
 * The local CloudFront + API Gateway: `/api/*` becomes an HTTP API v2 event for the handler the
 * route table names; everything else is the built site, served the way the CloudFront
 * distribution serves it (static file, prerendered HTML, SPA fallback for app routes, the embed
 * page for `/embed/*`, 404 page), with the security headers its behaviour sends.
 */
export function createGateway(options: GatewayOptions) {
  const matchRoute = createRouteMatcher(routeList);
  // The pages a function renders (decision 093: /quote/{token}), reached at their own address as
  // CloudFront's behaviour for them reaches the API; every other page is the built site.
  const matchPage = createRouteMatcher(routeList.filter((route) => !route.path.startsWith('/api/')));
  const gzipCache = new Map<string, Buffer>();
  const log = options.log ?? (() => undefined);

  function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    cacheKey?: string,
    security: Readonly<Record<string, string>> = securityHeaders,
  ) {
    const type = headers['content-type'] ?? '';
    let payload = body;
    if (compressible.test(type) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      payload = (cacheKey && gzipCache.get(cacheKey)) || gzipSync(body);
      if (cacheKey) gzipCache.set(cacheKey, payload);
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'accept-encoding';
    }
    res.writeHead(status, { ...security, ...headers, 'content-length': String(payload.length) });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, security: Readonly<Record<string, string>>) {
    const ext = path.extname(file);
    const immutable = file.startsWith(path.join(options.siteDir, 'assets') + path.sep);
    send(
      req,
      res,
      status,
      {
        'content-type': contentTypes[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      readFileSync(file),
      `${file}:${statSync(file).mtimeMs}`,
      security,
    );
  }

  /** A signed-in portal page without a portal session: the sign-in page, whether the site or a function has the page (CloudFront's functions alike). */
  function sentToSignIn(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, search: string): boolean {
    const signIn = portalSignInRedirect(pathname, search, cookieNamesOf(req.headers));
    if (!signIn) return false;
    send(
      req,
      res,
      302,
      { 'content-type': 'text/plain; charset=utf-8', location: signIn, 'cache-control': 'no-store' },
      Buffer.from(`Sign in first: ${signIn}`),
      undefined,
      securityHeadersFor(pathname),
    );
    return true;
  }

  function serveSite(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, search: string) {
    // The headers follow the path asked for, as CloudFront picks a behaviour (and its headers
    // policy) by path: the embeds may be framed, nothing else may.
    const security = securityHeadersFor(pathname);
    const text = (status: number, message: string, headers: Record<string, string> = {}) =>
      send(req, res, status, { 'content-type': 'text/plain; charset=utf-8', ...headers }, Buffer.from(message), undefined, security);
    const serve = (file: string, status = 200) => serveFile(req, res, file, status, security);
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    if (sentToSignIn(req, res, pathname, search)) return;
    const { file, status } = siteFileFor(options.siteDir, pathname);
    if (!file) return text(503, 'The site has not been built: run npm start or npm run build.');
    return serve(file, status);
  }

  async function serveApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) {
    const started = Date.now();
    const jsonError = (status: number, code: ApiErrorCode, message: string) =>
      send(
        req,
        res,
        status,
        { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        Buffer.from(JSON.stringify(errorBody(code, message))),
      );
    const found = matchRoute(req.method ?? 'GET', url.pathname);
    if (!found || 'methodNotAllowed' in found) {
      return jsonError(404, 'NOT_FOUND', `No API route for ${req.method} ${url.pathname}.`);
    }
    const routeKey = `${found.route.method} ${found.route.path}`;
    const clock = req.headers[TEST_CLOCK_HEADER];
    const testAddress = req.headers[TEST_CLIENT_ADDRESS_HEADER] ?? takeCookie(req.headers, TEST_CLIENT_ADDRESS_COOKIE);
    delete req.headers[TEST_CLOCK_HEADER];
    delete req.headers[TEST_CLIENT_ADDRESS_HEADER];
    const at = options.trustTestHeaders && typeof clock === 'string' && !Number.isNaN(Date.parse(clock)) ? new Date(clock) : new Date();
    // Loopback addresses only: even a test stack never lets a request claim an outside address.
    const claimed =
      options.trustTestHeaders && typeof testAddress === 'string' && /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(testAddress) ? testAddress : undefined;
    const event = toApiGatewayEvent(
      {
        method: req.method ?? 'GET',
        url: url.pathname + url.search,
        headers: req.headers,
        body,
        sourceIp: claimed ?? req.socket.remoteAddress ?? '127.0.0.1',
        routeKey,
        pathParameters: found.pathParameters,
      },
      at,
    );
    try {
      const result = fromLambdaResult(await invoke(found.route.entry, found.route.name, event, 29_000));
      const headers = { ...result.headers };
      res.setHeader('set-cookie', result.cookies);
      // A rendered page gets its path's headers, as its CloudFront behaviour's policy sends them.
      send(req, res, result.statusCode, headers, result.body, undefined, url.pathname.startsWith('/api/') ? securityHeaders : securityHeadersFor(url.pathname));
      log(`${req.method} ${url.pathname} ${result.statusCode} ${Date.now() - started}ms`);
    } catch (error) {
      log(`${req.method} ${url.pathname} 500 ${(error as Error).message}`);
      // API Gateway answers 500 when the integration itself fails.
      jsonError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
  }

  // Local-only developer pages (never deployed): the e-mails the site would have sent.
  async function serveDev(req: http.IncomingMessage, res: http.ServerResponse, format: 'html' | 'json') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }, Buffer.from('Method Not Allowed'));
    }
    try {
      const result = await devOutbox(format);
      send(req, res, result.status, result.headers, result.body);
    } catch (error) {
      log(`${req.method} ${req.url} 500 ${(error as Error).message}`);
      send(req, res, 500, { 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('The outbox could not be read.'));
    }
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/dev/outbox' || url.pathname === '/dev/outbox.json') return void serveDev(req, res, url.pathname.endsWith('.json') ? 'json' : 'html');
    if (options.paymentSimulator?.handles(url.pathname)) return options.paymentSimulator.handle(req, res, url);
    // The blog's old prefix (decision 030): the same path under /blogs; an old page address: its
    // page (LEGACY_PAGE_REDIRECTS). As the CloudFront function answers.
    const movedTo = canonicalBlogPath(url.pathname) ?? legacyPageRedirect(url.pathname);
    if (movedTo && (req.method === 'GET' || req.method === 'HEAD')) {
      return send(
        req,
        res,
        301,
        { location: `${movedTo}${url.search}`, 'content-type': 'text/plain; charset=utf-8' },
        Buffer.from(`Moved to ${movedTo}`),
        undefined,
        securityHeadersFor(url.pathname),
      );
    }
    if (options.mediaFiles?.handles(url.pathname)) return options.mediaFiles.handle(req, res, url);
    const isApi = url.pathname.startsWith('/api/') || url.pathname === '/api';
    const isPage = !isApi && req.method === 'GET' && matchPage('GET', url.pathname) !== null;
    if (!isApi && !isPage) return serveSite(req, res, url.pathname, url.search);
    // The trip page's function is reached signed in only (decision 095), as CloudFront's behaviour for it.
    if (isPage && sentToSignIn(req, res, url.pathname, url.search)) return;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_API_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_API_BODY) {
        return send(
          req,
          res,
          413,
          { 'content-type': 'application/json; charset=utf-8' },
          Buffer.from(JSON.stringify(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'))),
        );
      }
      void serveApi(req, res, url, Buffer.concat(chunks));
    });
  });
}
