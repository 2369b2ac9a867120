import http from 'node:http';
import { inject } from 'vitest';
import { loginWithSecondFactor } from '#tests/support/totp.ts';

const { url } = inject('stack');

export { newClientAddress } from '#tests/support/client-address.ts';

export interface ApiResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON shape it asserts
  body: any;
}

const API_CALL_LIMIT_MS = 60_000;

/**
 * A real HTTP request through the local gateway, sent from `from` (a loopback address); `gateway`
 * names another gateway than the stack's (one a test started itself).
 */
export function api(
  method: string,
  path: string,
  options: { from: string; body?: unknown; headers?: Record<string, string>; gateway?: string },
): Promise<ApiResponse> {
  const target = new URL(path, options.gateway ?? url);
  const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        // Sent as written: URL parsing would not re-encode it, and tests need %2F to arrive as %2F.
        path,
        method,
        localAddress: options.from,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON: the test sees the text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    // A handler answers in well under a second; one that never answers fails as this call (the
    // test's own limit, up to 180 s, would name only the test).
    request.setTimeout(API_CALL_LIMIT_MS, () => request.destroy(new Error(`${method} ${path} had no answer in ${API_CALL_LIMIT_MS / 1000} s`)));
    request.end(payload);
  });
}

/**
 * POST /api/auth/login as the sign-in form does it, the second factor's step included for staff
 * who move money (decision 085, tests/support/totp.ts): the last answer, a session's or a refusal.
 */
export async function apiLogin(options: {
  from: string;
  body: { email: string; password: string };
  headers?: Record<string, string>;
  gateway?: string;
}): Promise<ApiResponse> {
  let last: ApiResponse | undefined;
  await loginWithSecondFactor(async (body) => {
    last = await api('POST', '/api/auth/login', { ...options, body });
    return last;
  }, options.body);
  return last!;
}
