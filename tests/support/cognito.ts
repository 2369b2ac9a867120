import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createSign } from 'node:crypto';
import { createRequire } from 'node:module';
import { startSession } from '#functions/platform/auth/session-lifecycle.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { cognitoClient, ensureUser } from '#infra/local/bootstrap.ts';
import { testTotpCode } from './totp.ts';

function client() {
  return cognitoClient(process.env['COGNITO_ENDPOINT']!, process.env['AWS_REGION']!);
}

/**
 * Signs in against cognito-local (through the MFA stand-in) as the API's login does, returning the
 * ID and refresh tokens; an account with an authenticator answers the SOFTWARE_TOKEN_MFA challenge
 * with its known code (totp.ts, decision 085).
 */
export async function tokensFor(email: string, password: string): Promise<{ idToken: string; refreshToken: string }> {
  let result = await client().send(
    new InitiateAuthCommand({
      ClientId: process.env['USER_POOL_CLIENT_ID']!,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA')
    result = await client().send(
      new RespondToAuthChallengeCommand({
        ClientId: process.env['USER_POOL_CLIENT_ID']!,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: result.Session!,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: testTotpCode(email) },
      }),
    );
  const idToken = result.AuthenticationResult?.IdToken;
  const refreshToken = result.AuthenticationResult?.RefreshToken;
  if (!idToken || !refreshToken) throw new Error(`No tokens for ${email}`);
  return { idToken, refreshToken };
}

/**
 * Signs in the way the API's login does, without the API: cognito-local issues the tokens and
 * the server-side session is started for them (functions/platform/auth/session-lifecycle.ts), so
 * the ID token in the session cookie (sessionCookie) is a live session. It cannot be renewed
 * (no refresh cookie), which a test never needs within the token's hour.
 */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const tokens = await tokensFor(email, password);
  await startSession(loadConfig(), tokens, new Date());
  return tokens.idToken;
}

export async function createUser(email: string, password: string, groups: string[] = []): Promise<void> {
  await ensureUser(client(), process.env['USER_POOL_ID']!, { email, password, groups });
}

export function sessionCookie(token: string): string {
  return `__Host-session=${token}`;
}

/**
 * The same ID token as if it had been issued `ageSeconds` ago with its usual lifetime, so it
 * expired a while back: the claims are kept and the token is signed again with cognito-local's
 * own key (it ships with the package), so it is genuine in every way but its expiry.
 */
export function expiredCopyOf(idToken: string, ageSeconds = 2 * 3600): string {
  const { pem } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const [headerPart, payloadPart] = idToken.split('.') as [string, string];
  const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as Record<string, number>;
  const lifetime = payload['exp']! - payload['iat']!;
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  const body = `${headerPart}.${Buffer.from(JSON.stringify({ ...payload, iat, auth_time: iat, exp: iat + lifetime })).toString('base64url')}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(pem).toString('base64url')}`;
}
