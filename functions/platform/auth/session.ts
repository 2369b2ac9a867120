import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleFetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { STAFF_ROLE_GROUPS, type StaffRole, staffRoleFromGroups } from '#domain/people/staff-roles.ts';
import { userPoolDefinition } from '../../adapters/cognito/user-pool.ts';
import type { Config } from '../config.ts';

/**
 * Who is calling, as far as the API is concerned. The role comes from Cognito groups only: 'admin'
 * is any member of staff, and staffRole which of the team's roles they hold (decision 075).
 */
export interface Principal {
  sub: string;
  email: string;
  role: 'admin' | 'customer';
  staffRole: StaffRole | null;
  groups: string[];
}

/** The owner's group (the first staff account, made by `npm start` and the deploy, is an owner). */
export const ADMIN_GROUP = STAFF_ROLE_GROUPS.owner;

export function issuerFor(config: Pick<Config, 'COGNITO_ISSUER_BASE' | 'USER_POOL_ID'>): string {
  return `${config.COGNITO_ISSUER_BASE.replace(/\/$/, '')}/${config.USER_POOL_ID}`;
}

type Verifier = { verify(token: string, properties?: { graceSeconds?: number }): Promise<Record<string, unknown>> };
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
    verifier = JwtVerifier.create(
      {
        issuer,
        audience: config.USER_POOL_CLIENT_ID,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload['token_use'] !== 'id') throw new Error('Expected an ID token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: loopbackAwareFetcher }) },
    ) as unknown as Verifier;
    verifiers.set(key, verifier);
  }
  return verifier;
}

function principalFrom(payload: Record<string, unknown>): Principal | null {
  const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string') : [];
  const email = typeof payload['email'] === 'string' ? payload['email'] : '';
  const sub = typeof payload['sub'] === 'string' ? payload['sub'] : '';
  if (!sub || !email) return null;
  const staffRole = staffRoleFromGroups(groups);
  return { sub, email, groups, staffRole, role: staffRole ? 'admin' : 'customer' };
}

export type IdTokenCheck =
  | { status: 'valid'; principal: Principal; expiresAt: number }
  /** Genuine (signature, issuer, client and token use all check out) but past its expiry: a refresh may renew it. */
  | { status: 'expired'; principal: Principal; expiresAt: number }
  | { status: 'invalid' };

// An expired ID token is only used to tell which session is being renewed, and no session lives
// longer than its refresh token; an older token is as good as none.
const EXPIRED_TOKEN_GRACE_SECONDS = userPoolDefinition.apiClient.refreshTokenValidityDays * 24 * 3600;

function checked(status: 'valid' | 'expired', payload: Record<string, unknown>): IdTokenCheck {
  const principal = principalFrom(payload);
  const expiresAt = payload['exp'];
  return principal && typeof expiresAt === 'number' ? { status, principal, expiresAt } : { status: 'invalid' };
}

/**
 * Verifies a Cognito ID token: signature against the pool's JWKS, issuer, audience (the API's
 * client id) and token use 'id'. An expired token is checked again, every rule but the expiry,
 * so the caller can tell "renew it" from "forged".
 */
export async function checkIdToken(token: string, config: Config): Promise<IdTokenCheck> {
  const verifier = verifierFor(config);
  try {
    return checked('valid', await verifier.verify(token));
  } catch (error) {
    if (!(error instanceof JwtExpiredError)) return { status: 'invalid' };
  }
  try {
    return checked('expired', await verifier.verify(token, { graceSeconds: EXPIRED_TOKEN_GRACE_SECONDS }));
  } catch {
    return { status: 'invalid' };
  }
}
