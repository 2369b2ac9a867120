import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * What `@aws-sdk/credential-provider-node` resolves to in Lambda bundles (appFunctionBundling's
 * alias): the default credential chain reduced to its first link. Lambda always passes a
 * function's role credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN,
 * so the other links (SSO, shared ini files, credential processes, web identity, container and
 * instance metadata, with the STS and SSO clients they carry) never run there; left in, they
 * are about 130 KB of every bundle. The two helpers keep the package's exports and behaviour.
 */
export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials: { expiration?: Date }): boolean => credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials: { expiration?: Date }): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
