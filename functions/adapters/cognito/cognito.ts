import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';

// The API's calls to the user pool. Signing in, refreshing, revoking and signing up are public
// Cognito calls made with the API's app client id (no secret, no IAM: the SDK sends them
// unsigned); confirming a sign-up and undoing one are admin calls (permission `cognito:admin`), signed.

const cachedClient = clientCache((settings) => new CognitoIdentityProviderClient(clientOptions(settings)));
const cognito = (config: Config) => cachedClient({ region: config.AWS_REGION, endpoint: config.COGNITO_ENDPOINT });

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * Cognito's ways of saying "not with these credentials". A pool that prevents user-existence
 * errors (ours) answers NotAuthorized for a wrong password and an unknown user alike; a pool that
 * does not answers UserNotFound; cognito-local answers InvalidPassword for a wrong password.
 * UserNotConfirmed and PasswordResetRequired are no session either. The caller is told none of
 * this apart (login.ts).
 */
const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

export interface SignInTokens {
  idToken: string;
  refreshToken: string;
}

export type PasswordSignIn =
  /** The access token is for the second factor's set-up calls only (decision 085); it never leaves the API. */
  | { outcome: 'signed-in'; tokens: SignInTokens; accessToken: string }
  | { outcome: 'bad-credentials' }
  /** The user has TOTP on: the code is asked for with this Session (decision 085). */
  | { outcome: 'totp'; session: string }
  /** Cognito wants another step first (a console-created user's temporary password); the site has no such step. */
  | { outcome: 'challenge'; challenge: string };

export async function signInWithPassword(config: Config, email: string, password: string): Promise<PasswordSignIn> {
  try {
    const result = await cognito(config).send(
      new InitiateAuthCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    const accessToken = result.AuthenticationResult?.AccessToken;
    if (idToken && refreshToken && accessToken) return { outcome: 'signed-in', tokens: { idToken, refreshToken }, accessToken };
    if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && result.Session) return { outcome: 'totp', session: result.Session };
    return { outcome: 'challenge', challenge: result.ChallengeName ?? 'UNKNOWN' };
  } catch (error) {
    if (BAD_CREDENTIALS.has(errorName(error))) return { outcome: 'bad-credentials' };
    throw error;
  }
}

// Staff's second factor (decision 085): Cognito's software-token MFA, through the same public
// calls in AWS and locally (the MFA stand-in in front of cognito-local). Each is authorised by the
// user's own access token or challenge Session: no IAM.

/** A code Cognito did not take, or a Session or set-up that is spent (sign in again). */
export type CodeAnswer<T> = { outcome: 'accepted'; value: T } | { outcome: 'wrong-code' } | { outcome: 'expired' };

/** Answers the SOFTWARE_TOKEN_MFA challenge: the tokens for the right code. */
export async function answerTotpChallenge(config: Config, email: string, session: string, code: string): Promise<CodeAnswer<SignInTokens>> {
  try {
    const result = await cognito(config).send(
      new RespondToAuthChallengeCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    if (!idToken || !refreshToken) return { outcome: 'expired' };
    return { outcome: 'accepted', value: { idToken, refreshToken } };
  } catch (error) {
    const name = errorName(error);
    if (name === 'CodeMismatchException') return { outcome: 'wrong-code' };
    // A spent or expired Session, or a user gone since the password step.
    if (name === 'NotAuthorizedException' || name === 'ExpiredCodeException' || name === 'UserNotFoundException') return { outcome: 'expired' };
    throw error;
  }
}

/** A new secret for the user's authenticator, pending until a code from it is verified. */
export async function associateSoftwareToken(config: Config, accessToken: string): Promise<string> {
  const result = await cognito(config).send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!result.SecretCode) throw new Error('Cognito associated a software token without a secret');
  return result.SecretCode;
}

/** Verifies a code from the pending secret and makes TOTP the user's required second factor. */
export async function enableSoftwareToken(config: Config, accessToken: string, code: string): Promise<CodeAnswer<null>> {
  try {
    const verified = await cognito(config).send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Authenticator app' }),
    );
    if (verified.Status !== 'SUCCESS') return { outcome: 'wrong-code' };
  } catch (error) {
    const name = errorName(error);
    if (name === 'EnableSoftwareTokenMFAException' || name === 'CodeMismatchException') return { outcome: 'wrong-code' };
    // No secret pending (set up from another sign-in since, or never shown).
    if (name === 'InvalidParameterException' || name === 'SoftwareTokenMFANotFoundException') return { outcome: 'expired' };
    throw error;
  }
  await cognito(config).send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return { outcome: 'accepted', value: null };
}

/**
 * A new ID token for a refresh token, or null when Cognito no longer honours it (revoked,
 * expired, the user disabled or deleted). The pool's client does not rotate refresh tokens, so
 * the session keeps its refresh token (and its key, session-lifecycle.ts).
 */
export async function refreshIdToken(config: Config, refreshToken: string): Promise<string | null> {
  try {
    const result = await cognito(config).send(
      new InitiateAuthCommand({ ClientId: config.USER_POOL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
    return result.AuthenticationResult?.IdToken ?? null;
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException') return null;
    throw error;
  }
}

export type Revocation = 'revoked' | 'already-invalid' | 'unsupported';

/**
 * Revokes a refresh token (and the tokens issued from it) at Cognito. A token Cognito does not
 * know is as good as revoked. 'unsupported' is Cognito's answer when the app client has
 * revocation switched off (ours has it on, infra/stacks/auth-stack.ts) and an emulator's answer
 * when it lacks the call (cognito-local 5.3 has it): the caller has ended the session on our side
 * already, so the token cannot reach the API again either way.
 */
export async function revokeRefreshToken(config: Config, refreshToken: string): Promise<Revocation> {
  try {
    await cognito(config).send(new RevokeTokenCommand({ ClientId: config.USER_POOL_CLIENT_ID, Token: refreshToken }));
    return 'revoked';
  } catch (error) {
    const name = errorName(error);
    // Unknown, expired, malformed or not a refresh token: nothing to revoke.
    if (['NotAuthorizedException', 'UnauthorizedException', 'UnsupportedTokenTypeException', 'InvalidParameterException'].includes(name))
      return 'already-invalid';
    if (name === 'UnsupportedOperationException' || name.endsWith('Unsupported')) return 'unsupported';
    throw error;
  }
}

export type Registration = { outcome: 'created'; userId: string } | { outcome: 'email-taken' } | { outcome: 'password-refused' };

/**
 * Creates a customer account and confirms it straight away, so the customer can sign in at
 * once (the spec's flow). No group is added: the admin group is given by hand, never here.
 */
export async function registerCustomer(config: Config, account: { email: string; password: string; name?: string | undefined }): Promise<Registration> {
  let userId: string;
  try {
    const result = await cognito(config).send(
      new SignUpCommand({
        ClientId: config.USER_POOL_CLIENT_ID,
        Username: account.email,
        Password: account.password,
        UserAttributes: [{ Name: 'email', Value: account.email }, ...(account.name ? [{ Name: 'name', Value: account.name }] : [])],
      }),
    );
    if (!result.UserSub) throw new Error('Cognito signed the user up without returning a sub');
    userId = result.UserSub;
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException') return { outcome: 'email-taken' };
    // The pool refused a password our schema allowed (its policy changed, or a breached-password check).
    if (errorName(error) === 'InvalidPasswordException') return { outcome: 'password-refused' };
    throw error;
  }
  await cognito(config).send(new AdminConfirmSignUpCommand({ UserPoolId: config.USER_POOL_ID, Username: userId }));
  return { outcome: 'created', userId };
}

/**
 * Deletes the account `username` names (its sub, or its e-mail address): how a registration that
 * failed part-way is undone, so no account is left that was never confirmed or never announced.
 * With `unconfirmedOnly`, an account is deleted only while it still waits for confirmation,
 * which only a registration that stopped between signing up and confirming leaves behind (the
 * site confirms every account at once). Returns whether an account was deleted.
 */
export async function deleteAccount(config: Config, username: string, options: { unconfirmedOnly?: boolean } = {}): Promise<boolean> {
  try {
    if (options.unconfirmedOnly) {
      const user = await cognito(config).send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: username }));
      if (user.UserStatus !== 'UNCONFIRMED') return false;
    }
    await cognito(config).send(new AdminDeleteUserCommand({ UserPoolId: config.USER_POOL_ID, Username: username }));
    return true;
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return false;
    throw error;
  }
}

/**
 * The Cognito groups an ID token Cognito has just issued to this call names. It is read, not
 * verified: it came from Cognito over TLS in this request (the session's checks verify every
 * token a browser sends, session.ts).
 */
export function groupsOfFreshIdToken(idToken: string): string[] {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const groups = payload['cognito:groups'];
    return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
  } catch {
    return [];
  }
}
