import { PASSWORD_RULES } from '#domain/people/password-rules.ts';

/**
 * The Cognito user pool, defined once: the CDK auth stack and the local bootstrap
 * (cognito-local) both build the pool, its groups and the API's app client from this object.
 */
export const userPoolDefinition = {
  poolName: 'party-cruises-users',
  /** Staff and customers sign in with their e-mail address. */
  usernameAttribute: 'email',
  passwordPolicy: { ...PASSWORD_RULES, temporaryPasswordValidityDays: 3 },
  /** One group per staff role (domain/people/staff-roles.ts; the owner's is `admin`, decision 075). */
  groups: [
    { name: 'admin', description: 'Owners: the whole back office, the team and the settings' },
    { name: 'office', description: 'Office staff: quotes, bookings, customers and content' },
    { name: 'captain', description: "Captains: the day's manifests and check-in" },
  ],
  /**
   * A second factor (an authenticator app) optional in the pool, since customers share it and
   * Cognito cannot require it for one group; the API's sign-in requires it of the roles that move
   * money and has them set it up at their first sign-in (decision 085). Locally the Cognito MFA
   * stand-in (infra/local/cognito-mfa.ts) plays it in front of cognito-local, which has none.
   */
  mfa: { mode: 'optional', factors: ['totp'] },
  apiClient: {
    name: 'api',
    /** How long a challenge's Session lasts (Cognito allows 3 to 15): time to open the authenticator app and type its code. */
    challengeSessionMinutes: 5,
    /** The API signs users in server-side (USER_PASSWORD_AUTH) and refreshes sessions itself. */
    authFlows: ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const,
    accessTokenValidityMinutes: 60,
    idTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
    /**
     * Off on purpose: with rotation on, Cognito refuses REFRESH_TOKEN_AUTH (the API would have to
     * call GetTokensFromRefreshToken, which cognito-local lacks). The refresh token lives only in
     * an HttpOnly cookie, is revoked at sign-out and dies with the idle session (decision 012).
     */
    refreshTokenRotation: false,
  },
} as const;

export type UserPoolDefinition = typeof userPoolDefinition;

/** The password policy as Cognito's API and CloudFormation spell it (the same field names). */
export function cognitoPasswordPolicy(def: UserPoolDefinition = userPoolDefinition) {
  return {
    MinimumLength: def.passwordPolicy.minLength,
    RequireLowercase: def.passwordPolicy.requireLowercase,
    RequireUppercase: def.passwordPolicy.requireUppercase,
    RequireNumbers: def.passwordPolicy.requireDigits,
    RequireSymbols: def.passwordPolicy.requireSymbols,
    TemporaryPasswordValidityDays: def.passwordPolicy.temporaryPasswordValidityDays,
  };
}
