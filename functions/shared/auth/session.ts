import { JwtVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleFetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Config } from '../config.ts';

/** Who is calling, as far as the API is concerned. The role comes from Cognito groups only. */
export interface Principal {
  sub: string;
  email: string;
  role: 'admin' | 'customer';
  groups: string[];
}

export const ADMIN_GROUP = 'admin';

/**
 * Session cookie names. `__Host-` makes the browser refuse the cookie unless it is Secure,
 * host-only and path=/, which closes cookie-injection from sibling subdomains.
 */
export function sessionCookieName(config: Pick<Config, 'SESSION_COOKIE_SECURE'>): string {
  return config.SESSION_COOKIE_SECURE === 'true' ? '__Host-session' : 'session';
}

export function issuerFor(config: Pick<Config, 'COGNITO_ISSUER_BASE' | 'USER_POOL_ID'>): string {
  return `${config.COGNITO_ISSUER_BASE.replace(/\/$/, '')}/${config.USER_POOL_ID}`;
}

type Verifier = { verify(token: string): Promise<Record<string, unknown>> };
const verifiers = new Map<string, Verifier>();

/**
 * The library fetches JWKS over HTTPS only. cognito-local serves them over plain HTTP on the
 * loopback interface, so that one case goes through fetch(); every other URI keeps the
 * library's own HTTPS fetcher.
 */
const httpsFetcher = new SimpleFetcher();
const loopbackAwareFetcher: Fetcher = {
  async fetch(uri, requestOptions, data) {
    const { protocol, hostname } = new URL(uri);
    if (protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost')) {
      const response = await fetch(uri);
      if (!response.ok) throw new Error(`JWKS request failed with ${response.status}`);
      return response.arrayBuffer();
    }
    return httpsFetcher.fetch(uri, requestOptions, data);
  },
};

// The generic verifier (rather than CognitoJwtVerifier) accepts cognito-local's issuer too; the
// Cognito-specific checks it would add (token use, client id) are made explicitly here.
function verifierFor(config: Config): Verifier {
  const issuer = issuerFor(config);
  const key = `${issuer}|${config.USER_POOL_CLIENT_ID}`;
  let verifier = verifiers.get(key);
  if (!verifier) {
    verifier = JwtVerifier.create({
      issuer,
      audience: config.USER_POOL_CLIENT_ID,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload['token_use'] !== 'id') throw new Error('Expected an ID token');
      },
    }, { jwksCache: new SimpleJwksCache({ fetcher: loopbackAwareFetcher }) }) as unknown as Verifier;
    verifiers.set(key, verifier);
  }
  return verifier;
}

export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const header of cookies ?? []) {
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

/** Returns the verified principal, or null when there is no session or it does not verify. */
export async function principalFromCookies(cookies: readonly string[] | undefined, config: Config): Promise<Principal | null> {
  const token = readCookie(cookies, sessionCookieName(config));
  if (!token) return null;
  let payload: Record<string, unknown>;
  try {
    payload = await verifierFor(config).verify(token);
  } catch {
    return null;
  }
  const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
  const email = typeof payload['email'] === 'string' ? payload['email'] : '';
  const sub = typeof payload['sub'] === 'string' ? payload['sub'] : '';
  if (!sub || !email) return null;
  return { sub, email, groups, role: groups.includes(ADMIN_GROUP) ? 'admin' : 'customer' };
}
