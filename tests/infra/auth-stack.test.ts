import { describe, expect, it } from 'vitest';
import { cognitoPasswordPolicy, userPoolDefinition } from '#functions/adapters/cognito/user-pool.ts';
import { onlyResource, synthApp } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');
const def = userPoolDefinition;

describe('auth stack', () => {
  const pool = () => onlyResource(dev.auth, 'AWS::Cognito::UserPool').Properties;
  const client = () => onlyResource(dev.auth, 'AWS::Cognito::UserPoolClient').Properties;

  it('signs users in by e-mail and lets customers register', () => {
    expect(pool()['UsernameAttributes']).toEqual(['email']);
    expect(pool()['AdminCreateUserConfig']).toEqual({ AllowAdminCreateUserOnly: false });
    expect(pool()['AccountRecoverySetting']).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it("sends no verification e-mail of Cognito's own: registration confirms the user (decision 053)", () => {
    for (const stage of [dev, prod]) expect(onlyResource(stage.auth, 'AWS::Cognito::UserPool').Properties['AutoVerifiedAttributes'] ?? []).toEqual([]);
  });

  it('enforces the password policy of the definition', () => {
    expect(pool()['Policies']).toEqual({ PasswordPolicy: cognitoPasswordPolicy(def) });
    expect(def.passwordPolicy.minLength).toBeGreaterThanOrEqual(12);
  });

  it('has every group of the definition', () => {
    for (const group of def.groups) {
      dev.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group.name, Description: group.description });
    }
  });

  it("gives the API's client the password and refresh flows, no secret and no OAuth", () => {
    expect(client()).toMatchObject({
      ClientName: def.apiClient.name,
      ExplicitAuthFlows: def.apiClient.authFlows.map((flow) => `ALLOW_${flow}`),
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: def.apiClient.accessTokenValidityMinutes,
      IdTokenValidity: def.apiClient.idTokenValidityMinutes,
      RefreshTokenValidity: def.apiClient.refreshTokenValidityDays * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('protects and retains the prod pool only', () => {
    const prodPool = onlyResource(prod.auth, 'AWS::Cognito::UserPool');
    expect(prodPool.Properties['DeletionProtection']).toBe('ACTIVE');
    expect(prodPool.DeletionPolicy).toBe('Retain');
    expect(onlyResource(dev.auth, 'AWS::Cognito::UserPool').DeletionPolicy).toBe('Delete');
  });

  it('offers TOTP as a second factor (never SMS) without requiring it, on the Essentials plan (decision 012)', () => {
    expect(pool()).toMatchObject({ MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'], UserPoolTier: 'ESSENTIALS' });
    expect(def.mfa).toEqual({ mode: 'optional', factors: ['totp'] });
  });

  it('hides whether an account exists and revokes tokens at sign-out', () => {
    expect(client()).toMatchObject({ PreventUserExistenceErrors: 'ENABLED', EnableTokenRevocation: true });
  });

  it('sets refresh-token rotation and the challenge session deliberately', () => {
    expect(client()['RefreshTokenRotation']).toEqual({ Feature: def.apiClient.refreshTokenRotation ? 'ENABLED' : 'DISABLED' });
    // Rotation would stop the API's REFRESH_TOKEN_AUTH flow (decision 012).
    expect(def.apiClient.authFlows).toContain('REFRESH_TOKEN_AUTH');
    expect(def.apiClient.refreshTokenRotation).toBe(false);
    // Long enough to open the authenticator app and type its code (decision 085).
    expect(client()['AuthSessionValidity']).toBe(5);
    expect(def.apiClient.challengeSessionMinutes).toBe(5);
  });
});
