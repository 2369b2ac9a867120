import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_BYTES } from '#domain/content/media.ts';
import { ORIGINALS_PREFIX } from '#functions/app/content/upload-policy.ts';
import { LOCAL_CREDENTIALS } from '#functions/platform/aws/client-options.ts';
import { invoke } from './lambda-runtime.ts';
import { checkPostPolicy, type PolicyVerdict } from './s3-post-policy.ts';

const require = createRequire(import.meta.url);

/** The part of s3rver (a Koa app) the stack uses. */
interface S3rverInstance {
  run: () => Promise<AddressInfo>;
  close: () => Promise<void>;
  on: (event: 'event', listener: (event: { Records: { eventName: string; s3: { bucket: { name: string } } }[] }) => void) => void;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** The image function, as the CDK deploys it and S3 invokes it (infra/stacks). */
export const MEDIA_UPLOAD_FUNCTION_ENTRY = 'functions/media/process-upload.ts';

export interface LocalS3 {
  /** The S3 API (the SDK's endpoint): s3rver behind a front that checks presigned POST policies as S3 does. */
  endpoint: string;
  /** Resolves once every upload event delivered so far was processed (tests wait for the image function). */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
}

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&]/g, ' ')}</Message></Error>`);
}

const STATUS: Record<Exclude<PolicyVerdict, { ok: true }>['code'], number> = {
  AccessDenied: 403,
  SignatureDoesNotMatch: 403,
  InvalidPolicyDocument: 400,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
};

/** The fields and the file's size of a buffered multipart form (parsed by Node's own fetch implementation). */
async function readForm(headers: http.IncomingHttpHeaders, body: Buffer): Promise<{ fields: Record<string, string>; size: number }> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(headers['content-type']) } }).formData();
  const fields: Record<string, string> = {};
  let size = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') size = value.size;
  }
  return { fields, size };
}

/**
 * The local S3: s3rver (an S3-compatible server in Node) with the two media buckets, and the
 * uploads bucket's ObjectCreated events delivered to the image function's handler, as S3's bucket
 * notification invokes it in AWS (asynchronously, retried twice). s3rver stores a POST upload
 * without reading its policy, so a front checks the presigned POST's signature and conditions
 * first (s3-post-policy.ts), and the signer's grant (originals/ in the uploads bucket), and passes
 * every other request through: those are the functions' SDK calls (browsers reach this server
 * only through the gateway's /media-uploads, which lets form uploads alone through).
 */
export async function startLocalS3(options: {
  host: string;
  directory: string;
  buckets: { uploads: string; media: string };
  log: (line: string) => void;
  retryDelaysMs?: number[];
}): Promise<LocalS3> {
  const S3rver = require('@20minutes/s3rver') as S3rverConstructor;
  // s3rver checks the access key against its own dummy account: the local stack's SDK clients
  // sign with the emulators' shared credentials (functions/platform/aws/client-options.ts). Like the
  // other emulators it does not insist on the signature itself (its SigV4 check disagrees with the
  // SDK's newer checksum headers); the presigned POST's signature is checked by the front below.
  const { DUMMY_ACCOUNT } = require('@20minutes/s3rver/lib/models/account.js') as { DUMMY_ACCOUNT: { createKeyPair: (id: string, secret: string) => void } };
  DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const server = new S3rver({
    address: options.host,
    port: 0,
    silent: true,
    allowMismatchedSignatures: true,
    directory: options.directory,
    configureBuckets: [{ name: options.buckets.uploads }, { name: options.buckets.media }],
  });
  const address = await server.run();
  const backend = `http://${options.host}:${address.port}`;

  const inFlight = new Set<Promise<void>>();
  const retryDelays = options.retryDelaysMs ?? [1_000, 5_000];
  server.on('event', (event) => {
    const record = event.Records[0];
    if (!record || record.s3.bucket.name !== options.buckets.uploads || !record.eventName.startsWith('ObjectCreated:')) return;
    const delivery = (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await invoke(MEDIA_UPLOAD_FUNCTION_ENTRY, 'process-media-upload', event, 120_000);
          return;
        } catch (error) {
          const delay = retryDelays[attempt];
          options.log(`process-media-upload failed${delay === undefined ? ', giving up' : ', retrying'}: ${(error as Error).message}`);
          if (delay === undefined) return;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    })();
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body?: Buffer) => {
    const upstream = http.request(
      `${backend}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => s3Error(res, 502, 'InternalError', error.message));
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  // Past this the body cannot be an allowed upload; reading stops rather than buffering a flood.
  const readLimit = MAX_UPLOAD_BYTES + 256 * 1024;
  const front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const bucket = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    const isFormUpload =
      req.method === 'POST' && bucket !== undefined && url.search === '' && String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
    if (!isFormUpload) return forward(req, res);
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= readLimit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (length > readLimit) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      const body = Buffer.concat(chunks);
      readForm(req.headers, body)
        .then(({ fields, size }) => {
          const verdict = checkPostPolicy(
            { bucket, fields, size },
            (key) => (key === LOCAL_CREDENTIALS.accessKeyId ? LOCAL_CREDENTIALS.secretAccessKey : undefined),
            new Date(),
          );
          if (!verdict.ok) {
            options.log(`local S3 refused an upload to ${bucket}: ${verdict.message}`);
            return s3Error(res, STATUS[verdict.code], verdict.code, verdict.message);
          }
          // A valid signature carries its signer's authority only: the upload routes' role may put
          // under originals/ in the uploads bucket and nowhere else (infra/stacks/data-stack.ts).
          const key = Object.entries(fields).find(([name]) => name.toLowerCase() === 'key')?.[1] ?? '';
          if (bucket !== options.buckets.uploads || !key.startsWith(ORIGINALS_PREFIX)) {
            options.log(`local S3 refused an upload to ${bucket}/${key}: the upload role may put under ${options.buckets.uploads}/${ORIGINALS_PREFIX} only`);
            return s3Error(res, 403, 'AccessDenied', 'Access Denied');
          }
          forward(req, res, body);
        })
        .catch((error: Error) => s3Error(res, 400, 'MalformedPOSTRequest', error.message));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, options.host, resolve));
  const endpoint = `http://${options.host}:${(front.address() as AddressInfo).port}`;

  return {
    endpoint,
    drain: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop: async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await Promise.allSettled([...inFlight]);
      await server.close();
    },
  };
}
