import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { userPoolDefinition } from '#functions/adapters/cognito/user-pool.ts';

/**
 * Cognito's software-token MFA in front of cognito-local, which has none (decision 085). It speaks
 * Cognito's JSON protocol (`X-Amz-Target: AWSCognitoIdentityProviderService.<Op>`), so the API's
 * calls through @aws-sdk/client-cognito-identity-provider reach it unchanged (COGNITO_ENDPOINT):
 *
 * - AssociateSoftwareToken (AccessToken) gives the user a new secret, pending until verified;
 * - VerifySoftwareToken checks a code against it (EnableSoftwareTokenMFAException on a wrong one);
 * - SetUserMFAPreference / AdminSetUserMFAPreference switch TOTP on (only once verified) or off;
 * - InitiateAuth / AdminInitiateAuth with a password: cognito-local judges the password; for a user
 *   with TOTP on, its tokens are held back and the answer is the SOFTWARE_TOKEN_MFA challenge with a
 *   Session (valid as long as the app client's AuthSessionValidity, CHALLENGE_SESSION_SECONDS);
 * - RespondToAuthChallenge (SOFTWARE_TOKEN_MFA, SOFTWARE_TOKEN_MFA_CODE) answers the tokens for the
 *   right code, CodeMismatchException for a wrong one, NotAuthorizedException for a spent session;
 * - GetUser / AdminGetUser gain UserMFASettingList and PreferredMfaSetting.
 *
 * Everything else goes to cognito-local as it came. The users' TOTP state is kept in `stateFile`
 * (under the stack's data directory: it survives a restart, `npm run reset` wipes it).
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** A challenge's Session lasts as the app client's AuthSessionValidity says (the shared definition). */
export const CHALLENGE_SESSION_SECONDS = userPoolDefinition.apiClient.challengeSessionMinutes * 60;
/** Wrong codes one challenge session takes before it is spent. */
const SESSION_ATTEMPTS = 5;

export interface MfaUser {
  /** The pool's user name (cognito-local's `cognito:username`). */
  username: string;
  email: string | undefined;
  /** The secret handed out by AssociateSoftwareToken and not yet verified. */
  pendingSecret?: string;
  /** The verified secret. */
  secret?: string;
  enabled: boolean;
}

interface State {
  users: Record<string, MfaUser>;
}

/** Where the stand-in keeps the users' TOTP state under the stack's data directory (`npm run totp` reads it). */
export const mfaStateFile = (dataDir: string) => path.join(dataDir, 'cognito', 'mfa.json');

/** A user's TOTP as Cognito's is: SHA-1, 6 digits, 30 seconds. */
export function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/** Whether `code` is the secret's code now, or one step either side (clock drift), as Cognito allows. */
export function codeMatches(secret: string, code: string, now = Date.now()): boolean {
  return /^\d{6}$/.test(code) && totpOf(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;
}

/** Reads the stored state (`npm run totp` reads it too). */
export function readMfaState(stateFile: string): State {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  } catch {
    return { users: {} };
  }
}

/** The verified secret of the user with this e-mail, if any (npm run totp). */
export function storedSecretFor(stateFile: string, email: string): string | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(readMfaState(stateFile).users).find((user) => user.email?.toLowerCase() === wanted && user.secret)?.secret;
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

function claimsOf(token: unknown): Json {
  if (typeof token !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Json;
  } catch {
    return {};
  }
}

/** The user pool id a token's issuer names (`<base>/<poolId>`). */
const poolOf = (claims: Json) =>
  String(claims['iss'] ?? '')
    .split('/')
    .pop() ?? '';

export interface CognitoMfaStandIn {
  endpoint: string;
  stop: () => Promise<void>;
}

export interface CognitoMfaOptions {
  host: string;
  /** cognito-local's endpoint: everything but MFA goes there. */
  upstream: string;
  /** Where the users' TOTP state is kept. */
  stateFile: string;
  /** The secret AssociateSoftwareToken hands a user; random unless given (the tests give a known one per e-mail). */
  secretFor?: (user: { username: string; email: string | undefined }) => string;
  now?: () => number;
  log?: (line: string) => void;
}

export async function startCognitoMfaStandIn(options: CognitoMfaOptions): Promise<CognitoMfaStandIn> {
  const now = options.now ?? Date.now;
  mkdirSync(path.dirname(options.stateFile), { recursive: true });
  const state = readMfaState(options.stateFile);
  const save = () => {
    const temporary = `${options.stateFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 2));
    renameSync(temporary, options.stateFile);
  };
  const sessions = new Map<string, { key: string; result: Json; expiresAt: number; attemptsLeft: number }>();

  async function upstream(target: string, body: Json): Promise<{ status: number; text: string; json: Json }> {
    const response = await fetch(options.upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // Not JSON: passed on as it came.
    }
    return { status: response.status, text, json };
  }

  /** cognito-local's answer, or its error thrown on as Cognito's. */
  async function ask(target: string, body: Json): Promise<Json> {
    const answer = await upstream(target, body);
    if (answer.status !== 200)
      throw new CognitoError(String(answer.json['__type'] ?? answer.json['code'] ?? 'InternalErrorException'), String(answer.json['message'] ?? answer.text));
    return answer.json;
  }

  /** The user an access token belongs to (cognito-local checks the token: GetUser). */
  async function userOfAccessToken(accessToken: unknown): Promise<{ key: string; username: string; email: string | undefined }> {
    if (typeof accessToken !== 'string')
      throw new CognitoError('InvalidParameterException', 'AccessToken is required (a Session from an MFA_SETUP challenge is not supported here).');
    const user = await ask('GetUser', { AccessToken: accessToken });
    const username = String(user['Username']);
    const email = (user['UserAttributes'] as Array<{ Name: string; Value: string }> | undefined)?.find((a) => a.Name === 'email')?.Value;
    return { key: `${poolOf(claimsOf(accessToken))}/${username}`, username, email };
  }

  async function userByAdmin(body: Json): Promise<{ key: string; username: string; email: string | undefined }> {
    const user = await ask('AdminGetUser', { UserPoolId: body['UserPoolId'], Username: body['Username'] });
    const username = String(user['Username']);
    const email = (user['UserAttributes'] as Array<{ Name: string; Value: string }> | undefined)?.find((a) => a.Name === 'email')?.Value;
    return { key: `${String(body['UserPoolId'])}/${username}`, username, email };
  }

  function recordOf(user: { key: string; username: string; email: string | undefined }): MfaUser {
    state.users[user.key] ??= { username: user.username, email: user.email, enabled: false };
    return state.users[user.key]!;
  }

  function setPreference(record: MfaUser | undefined, settings: unknown): void {
    if (!settings || typeof settings !== 'object') return;
    const { Enabled } = settings as { Enabled?: boolean };
    if (Enabled === undefined) return;
    if (Enabled && !record?.secret) throw new CognitoError('InvalidParameterException', 'User has not verified software token mfa');
    if (record) record.enabled = Enabled;
    save();
  }

  const withMfaSettings = (answer: Json, key: string): Json =>
    state.users[key]?.enabled ? { ...answer, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' } : answer;

  const handlers: Record<string, (body: Json) => Promise<Json | null>> = {
    async AssociateSoftwareToken(body) {
      const user = await userOfAccessToken(body['AccessToken']);
      const record = recordOf(user);
      record.email = user.email;
      record.pendingSecret = options.secretFor?.(user) ?? new Secret({ size: 20 }).base32;
      save();
      return { SecretCode: record.pendingSecret };
    },
    async VerifySoftwareToken(body) {
      const user = await userOfAccessToken(body['AccessToken']);
      const record = state.users[user.key];
      if (!record?.pendingSecret) throw new CognitoError('InvalidParameterException', 'User has not been associated with a software token.');
      if (!codeMatches(record.pendingSecret, String(body['UserCode'] ?? ''), now()))
        throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
      record.secret = record.pendingSecret;
      delete record.pendingSecret;
      save();
      return { Status: 'SUCCESS' };
    },
    async SetUserMFAPreference(body) {
      const user = await userOfAccessToken(body['AccessToken']);
      if (body['SMSMfaSettings'] || body['EmailMfaSettings']) throw new CognitoError('InvalidParameterException', 'The pool offers software-token MFA only.');
      setPreference(state.users[user.key], body['SoftwareTokenMfaSettings']);
      return {};
    },
    async AdminSetUserMFAPreference(body) {
      const user = await userByAdmin(body);
      if (body['SMSMfaSettings'] || body['EmailMfaSettings']) throw new CognitoError('InvalidParameterException', 'The pool offers software-token MFA only.');
      setPreference(state.users[user.key], body['SoftwareTokenMfaSettings']);
      return {};
    },
    async InitiateAuth(body) {
      return passwordStep('InitiateAuth', body, ['USER_PASSWORD_AUTH']);
    },
    async AdminInitiateAuth(body) {
      return passwordStep('AdminInitiateAuth', body, ['ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH']);
    },
    async RespondToAuthChallenge(body) {
      if (body['ChallengeName'] !== 'SOFTWARE_TOKEN_MFA') return null;
      const responses = (body['ChallengeResponses'] ?? {}) as Record<string, string>;
      if (!responses['USERNAME']) throw new CognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
      if (!responses['SOFTWARE_TOKEN_MFA_CODE']) throw new CognitoError('InvalidParameterException', 'Missing required parameter SOFTWARE_TOKEN_MFA_CODE');
      const held = typeof body['Session'] === 'string' ? sessions.get(body['Session']) : undefined;
      if (!held || held.expiresAt <= now() || held.attemptsLeft <= 0) {
        if (typeof body['Session'] === 'string') sessions.delete(body['Session']);
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      }
      const record = state.users[held.key];
      const named = responses['USERNAME'].toLowerCase();
      if (!record?.secret || (named !== record.username.toLowerCase() && named !== record.email?.toLowerCase()))
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
      if (!codeMatches(record.secret, responses['SOFTWARE_TOKEN_MFA_CODE'], now())) {
        held.attemptsLeft -= 1;
        throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
      }
      sessions.delete(body['Session'] as string);
      return { ChallengeParameters: {}, AuthenticationResult: held.result };
    },
    async GetUser(body) {
      const answer = await ask('GetUser', body);
      return withMfaSettings(answer, `${poolOf(claimsOf(body['AccessToken']))}/${String(answer['Username'])}`);
    },
    async AdminGetUser(body) {
      const answer = await ask('AdminGetUser', body);
      return withMfaSettings(answer, `${String(body['UserPoolId'])}/${String(answer['Username'])}`);
    },
    async AdminDeleteUser(body) {
      const user = await userByAdmin(body);
      const answer = await ask('AdminDeleteUser', body);
      delete state.users[user.key];
      save();
      return answer;
    },
  };

  /** cognito-local judges the password; a user with TOTP on gets the challenge instead of the tokens. */
  async function passwordStep(target: string, body: Json, flows: string[]): Promise<Json> {
    const answer = await ask(target, body);
    const result = answer['AuthenticationResult'] as Json | undefined;
    if (!flows.includes(String(body['AuthFlow'])) || !result) return answer;
    const claims = claimsOf(result['IdToken']);
    const key = `${poolOf(claims)}/${String(claims['cognito:username'])}`;
    if (!state.users[key]?.enabled) return answer;
    const session = randomBytes(96).toString('base64');
    sessions.set(session, { key, result, expiresAt: now() + CHALLENGE_SESSION_SECONDS * 1000, attemptsLeft: SESSION_ATTEMPTS });
    for (const [id, held] of sessions) if (held.expiresAt <= now()) sessions.delete(id);
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: session,
      ChallengeParameters: { USER_ID_FOR_SRP: String(claims['cognito:username']) },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const target = String(req.headers['x-amz-target'] ?? '');
      const handler = req.method === 'POST' && target.startsWith(TARGET_PREFIX) ? handlers[target.slice(TARGET_PREFIX.length)] : undefined;
      const reply = (status: number, body: string, type = 'application/x-amz-json-1.1') => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      const forward = () => {
        const upstreamUrl = new URL(req.url ?? '/', options.upstream);
        const headers = { ...req.headers, host: upstreamUrl.host };
        const proxied = http.request(upstreamUrl, { method: req.method, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        proxied.on('error', (error) => reply(502, JSON.stringify({ __type: 'InternalErrorException', message: error.message })));
        proxied.end(raw);
      };
      if (!handler) return forward();
      let body: Json;
      try {
        body = JSON.parse(raw.toString('utf8') || '{}') as Json;
      } catch {
        return reply(400, JSON.stringify({ __type: 'SerializationException', message: 'The body is not JSON.' }));
      }
      handler(body).then(
        (answer) => (answer === null ? forward() : reply(200, JSON.stringify(answer))),
        (error: unknown) => {
          if (error instanceof CognitoError) return reply(400, JSON.stringify({ __type: error.type, message: error.message }));
          options.log?.(`Cognito MFA stand-in: ${target} failed: ${error instanceof Error ? error.message : String(error)}`);
          reply(500, JSON.stringify({ __type: 'InternalErrorException', message: 'The stand-in failed.' }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  options.log?.(`Cognito MFA stand-in (software tokens) on http://${options.host}:${port}, in front of cognito-local`);
  return {
    endpoint: `http://${options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
