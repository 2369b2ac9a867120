import http from 'node:http';
import { MEDIA_PUBLIC_PREFIX } from '#domain/content/media.ts';
import { securityHeaders } from '../shared/security-headers.ts';

/** Where the gateway takes browsers' uploads: same origin, as the site's CSP (connect-src 'self') requires. */
export const MEDIA_UPLOADS_PREFIX = '/media-uploads';

/**
 * What S3 answers a request the bucket does not allow. The uploads bucket blocks all public access
 * (infra/stacks/data-stack.ts): a request without credentials may not list, read, write or delete.
 */
function accessDenied(req: http.IncomingMessage, res: http.ServerResponse) {
  req.resume();
  res.writeHead(403, { ...securityHeaders, 'content-type': 'application/xml' });
  if (req.method === 'HEAD') return void res.end();
  res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
}

/**
 * The gateway's part of the media library, as CloudFront's media behaviour does in AWS: GET
 * /media-files/<id>/<revision>/<file> is the media bucket's object of that key;
 * /media-uploads/<uploads bucket> is the uploads bucket's endpoint as a browser reaches it in AWS
 * (the presigned POST's URL locally). Browsers carry no AWS credentials, so that endpoint takes
 * what S3 takes from them: a form POST, whose signed policy the local S3 then checks. Any other
 * method, path or subresource is refused before it reaches the local S3, which checks no signature.
 */
export function createMediaFiles(options: { s3Endpoint: string; mediaBucket: string; uploadsBucket: string }) {
  const uploadsPath = `${MEDIA_UPLOADS_PREFIX}/${options.uploadsBucket}`;
  const isFormUpload = (req: http.IncomingMessage, url: URL) =>
    req.method === 'POST' &&
    (url.pathname === uploadsPath || url.pathname === `${uploadsPath}/`) &&
    url.search === '' &&
    String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');

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
      if (url.pathname.startsWith(`${MEDIA_UPLOADS_PREFIX}/`)) {
        if (!isFormUpload(req, url)) return accessDenied(req, res);
        return forward(req, res, `/${options.uploadsBucket}`);
      }
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
