import http from 'node:http';
import { MEDIA_PUBLIC_PREFIX } from '#domain/content/media.ts';
import { securityHeaders } from '../shared/security-headers.ts';

/** Where the gateway takes browsers' uploads: same origin, as the site's CSP (connect-src 'self') requires. */
export const MEDIA_UPLOADS_PREFIX = '/media-uploads';

/**
 * The gateway's part of the media library, as CloudFront's media behaviour does in AWS: GET
 * /media-files/<id>/<revision>/<file> is the media bucket's object of that key; /media-uploads/*
 * is passed to the local S3 (the presigned POST's URL locally).
 */
export function createMediaFiles(options: { s3Endpoint: string; mediaBucket: string }) {
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, target: string, extraHeaders: Record<string, string> = {}) => {
    const upstream = http.request(
      `${options.s3Endpoint}${target}`,
      { method: req.method, headers: { ...req.headers, host: new URL(options.s3Endpoint).host } },
      (answer) => {
        const headers = { ...answer.headers, ...extraHeaders };
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The local S3 is not answering.');
    });
    req.pipe(upstream);
  };

  return {
    handles: (pathname: string) => pathname.startsWith(`${MEDIA_PUBLIC_PREFIX}/`) || pathname.startsWith(`${MEDIA_UPLOADS_PREFIX}/`),
    handle: (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
      if (url.pathname.startsWith(`${MEDIA_UPLOADS_PREFIX}/`)) return forward(req, res, url.pathname.slice(MEDIA_UPLOADS_PREFIX.length) + url.search);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        return void res.end();
      }
      // Only the object itself: no listing, no query-string subresources of the bucket.
      if (!/^\/media-files\/[a-z0-9]+\/[a-z0-9]+\/\d+\.(webp|jpg)$/.test(url.pathname)) {
        res.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('Not found');
      }
      forward(req, res, `/${options.mediaBucket}${url.pathname}`, securityHeaders);
    },
  };
}
