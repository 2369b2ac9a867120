import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, ensureUser } from '#infra/local/bootstrap.ts';

function client() {
  return cognitoClient(process.env['COGNITO_ENDPOINT']!, process.env['AWS_REGION']!);
}

/** Signs in against cognito-local the way the API's login will, returning the ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const result = await client().send(
    new InitiateAuthCommand({
      ClientId: process.env['USER_POOL_CLIENT_ID']!,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${email}`);
  return token;
}

export async function createUser(email: string, password: string, groups: string[] = []): Promise<void> {
  await ensureUser(client(), process.env['USER_POOL_ID']!, { email, password, groups });
}

export function sessionCookie(token: string): string {
  return `__Host-session=${token}`;
}
