import http from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeList } from '#functions/http/routes.ts';
import { createRouteMatcher } from '#functions/shared/http/route-match.ts';
import { errorBody } from '#functions/shared/http/response.ts';
import { isAppPath } from '#frontend/app/paths.ts';
import { securityHeaders } from '../shared/security-headers.ts';
import { APP_SHELL_FILE, NOT_FOUND_FILE } from '../shared/site-files.ts';
import { fromLambdaResult, toApiGatewayEvent } from './api-gateway-event.ts';
import { invoke } from './lambda-runtime.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

export interface GatewayOptions {
  siteDir: string;
  log?: (line: string) => void;
}

/**
 * The local CloudFront + API Gateway: `/api/*` becomes an HTTP API v2 event for the handler the
 * route table names; everything else is the built site, served the way the CloudFront
 * distribution serves it (static file, prerendered HTML, SPA fallback for app routes, 404 page).
 */
export function createGateway(options: GatewayOptions) {
  const matchRoute = createRouteMatcher(routeList);
  const gzipCache = new Map<string, Buffer>();
  const log = options.log ?? (() => undefined);

  function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, headers: Record<string, string>, body: Buffer, cacheKey?: string) {
    const type = headers['content-type'] ?? '';
    let payload = body;
    if (compressible.test(type) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      payload = (cacheKey && gzipCache.get(cacheKey)) || gzipSync(body);
      if (cacheKey) gzipCache.set(cacheKey, payload);
      headers['content-encoding'] = 'gzip';
      headers['vary'] = 'accept-encoding';
    }
    res.writeHead(status, { ...securityHeaders, ...headers, 'content-length': String(payload.length) });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function fileInSite(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const resolved = path.join(options.siteDir, path.normalize(decoded));
    if (!resolved.startsWith(options.siteDir + path.sep) && resolved !== options.siteDir) return null;
    return existsSync(resolved) && statSync(resolved).isFile() ? resolved : null;
  }

  function serveFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status = 200) {
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
    );
  }

  function serveSite(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }, Buffer.from('Method Not Allowed'));
    }
    const direct = pathname.endsWith('/') ? null : fileInSite(pathname);
    if (direct) return serveFile(req, res, direct);
    const trimmed = pathname.replace(/\/+$/, '');
    const prerendered = fileInSite(`${trimmed}/index.html`) ?? fileInSite(`${trimmed}.html`);
    if (prerendered && pathname !== '/') return serveFile(req, res, prerendered);
    const index = path.join(options.siteDir, 'index.html');
    if (!existsSync(index)) {
      return send(req, res, 503, { 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('The site has not been built: run npm start or npm run build.'));
    }
    if (pathname === '/') return serveFile(req, res, index);
    if (isAppPath(pathname)) return serveFile(req, res, fileInSite(`/${APP_SHELL_FILE}`) ?? index);
    // Unknown path: the not-found page with a real 404 status (the SPA renders it from index.html).
    const notFound = fileInSite(`/${NOT_FOUND_FILE}`) ?? index;
    return serveFile(req, res, notFound, 404);
  }

  async function serveApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) {
    const started = Date.now();
    const jsonError = (status: number, code: string, message: string) =>
      send(req, res, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, Buffer.from(JSON.stringify(errorBody(code, message))));
    const found = matchRoute(req.method ?? 'GET', url.pathname);
    if (!found || 'methodNotAllowed' in found) {
      return jsonError(404, 'NOT_FOUND', `No API route for ${req.method} ${url.pathname}.`);
    }
    const routeKey = `${found.route.method} ${found.route.path}`;
    const event = toApiGatewayEvent({
      method: req.method ?? 'GET',
      url: url.pathname + url.search,
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      routeKey,
      pathParameters: found.pathParameters,
    });
    try {
      const result = fromLambdaResult(await invoke(found.route.entry, found.route.name, event, 29_000));
      const headers = { ...result.headers };
      res.setHeader('set-cookie', result.cookies);
      send(req, res, result.statusCode, headers, result.body);
      log(`${req.method} ${url.pathname} ${result.statusCode} ${Date.now() - started}ms`);
    } catch (error) {
      log(`${req.method} ${url.pathname} 500 ${(error as Error).message}`);
      // API Gateway answers 500 when the integration itself fails.
      jsonError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') return serveSite(req, res, url.pathname);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_API_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_API_BODY) {
        return send(req, res, 413, { 'content-type': 'application/json; charset=utf-8' }, Buffer.from(JSON.stringify(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'))));
      }
      void serveApi(req, res, url, Buffer.concat(chunks));
    });
  });
}
