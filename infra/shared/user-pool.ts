/**
 * The Cognito user pool, defined once: the CDK auth stack and the local bootstrap
 * (cognito-local) both build the pool, its groups and the API's app client from this object.
 */
export const userPoolDefinition = {
  poolName: 'party-cruises-users',
  /** Staff and customers sign in with their e-mail address. */
  usernameAttribute: 'email',
  passwordPolicy: {
    minLength: 12,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: false,
    temporaryPasswordValidityDays: 3,
  },
  groups: [{ name: 'admin', description: 'Staff with access to the back office' }],
  apiClient: {
    name: 'api',
    /** The API signs users in server-side (USER_PASSWORD_AUTH) and refreshes sessions itself. */
    authFlows: ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const,
    accessTokenValidityMinutes: 60,
    idTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
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
