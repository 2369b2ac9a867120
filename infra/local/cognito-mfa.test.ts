import {
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, ensureUser, ensureUserPool } from './bootstrap.ts';
import { startCognitoLocal, type CognitoLocal } from './cognito-local.ts';
import { codeMatches, startCognitoMfaStandIn, storedSecretFor, totpOf, type CognitoMfaStandIn } from './cognito-mfa.ts';
import { freePort } from './processes.ts';

// The stand-in speaks Cognito's software-token MFA contract in front of cognito-local (decision
// 085): the official SDK's commands reach it through an endpoint override, as the API's do.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cognito-mfa-'));
const stateFile = path.join(dataDir, 'mfa.json');
let upstream: CognitoLocal;
let standIn: CognitoMfaStandIn;
let client: CognitoIdentityProviderClient;
let pool: { userPoolId: string; clientId: string };
const password = 'Staff-password-1234';

beforeAll(async () => {
  upstream = await startCognitoLocal({ port: await freePort('127.0.0.1'), host: '127.0.0.1', dataDir });
  standIn = await startCognitoMfaStandIn({ host: '127.0.0.1', upstream: upstream.endpoint, stateFile });
  client = cognitoClient(standIn.endpoint, 'us-east-1');
  pool = await ensureUserPool(client);
}, 60_000);
afterAll(async () => {
  client?.destroy();
  await standIn?.stop();
  await upstream?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (email: string, pass = password) =>
  client.send(new InitiateAuthCommand({ ClientId: pool.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: pass } }));

async function enrolled(email: string): Promise<string> {
  await ensureUser(client, pool.userPoolId, { email, password, groups: [] });
  const accessToken = (await signIn(email)).AuthenticationResult!.AccessToken!;
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpOf(SecretCode!).generate() }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode!;
}

describe('the Cognito MFA stand-in', () => {
  it('passes a user without TOTP through to cognito-local: the password gives the tokens', async () => {
    await ensureUser(client, pool.userPoolId, { email: 'guest@test.example', password, groups: [] });
    expect((await signIn('guest@test.example')).AuthenticationResult?.IdToken).toBeTruthy();
    // cognito-local's answer to a wrong password (Cognito's is NotAuthorizedException).
    await expect(signIn('guest@test.example', 'Wrong-password-1234')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('associates a secret, refuses a wrong code, verifies the right one, and only then lets TOTP be switched on', async () => {
    await ensureUser(client, pool.userPoolId, { email: 'owner@test.example', password, groups: ['admin'] });
    const accessToken = (await signIn('owner@test.example')).AuthenticationResult!.AccessToken!;
    await expect(
      client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = String((Number(totpOf(SecretCode!).generate()) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: wrong }))).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    expect((await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpOf(SecretCode!).generate() }))).Status).toBe('SUCCESS');
    await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: 'owner@test.example' }));
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    // Kept where npm run totp reads it.
    expect(storedSecretFor(stateFile, 'OWNER@test.example')).toBe(SecretCode);
  });

  it('answers a password sign-in with the SOFTWARE_TOKEN_MFA challenge, and the tokens for the right code only', async () => {
    const secret = await enrolled('office@test.example');
    const challenge = await signIn('office@test.example');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.Session).toBeTruthy();
    const respond = (code: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: pool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session!,
          ChallengeResponses: { USERNAME: 'office@test.example', SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    await expect(respond('000000' === totpOf(secret).generate() ? '111111' : '000000')).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const answer = await respond(totpOf(secret).generate());
    expect(answer.AuthenticationResult?.IdToken).toBeTruthy();
    expect(answer.AuthenticationResult?.RefreshToken).toBeTruthy();
    // A session answers once.
    await expect(respond(totpOf(secret).generate())).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // A wrong password is still cognito-local's answer.
    await expect(signIn('office@test.example', 'Wrong-password-1234')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('keeps its state across a restart, and AdminSetUserMFAPreference switches TOTP off', async () => {
    await enrolled('captain@test.example');
    await standIn.stop();
    standIn = await startCognitoMfaStandIn({ host: '127.0.0.1', upstream: upstream.endpoint, stateFile });
    client.destroy();
    client = cognitoClient(standIn.endpoint, 'us-east-1');
    expect((await signIn('captain@test.example')).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await client.send(
      new AdminSetUserMFAPreferenceCommand({ UserPoolId: pool.userPoolId, Username: 'captain@test.example', SoftwareTokenMfaSettings: { Enabled: false } }),
    );
    expect((await signIn('captain@test.example')).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('accepts the code of the step before or after (clock drift), as Cognito does, and nothing that is not six digits', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = Date.UTC(2026, 10, 30, 12, 0, 0);
    const code = (time: number) => totpOf(secret).generate({ timestamp: time });
    expect(codeMatches(secret, code(at - 30_000), at)).toBe(true);
    expect(codeMatches(secret, code(at + 30_000), at)).toBe(true);
    expect(codeMatches(secret, code(at - 90_000), at)).toBe(false);
    expect(codeMatches(secret, `${code(at)} `, at)).toBe(false);
  });
});
