import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { createTableInput, tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { cognitoPasswordPolicy, userPoolDefinition } from '#functions/adapters/cognito/user-pool.ts';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function cognitoClient(endpoint: string, region: string) {
  return new CognitoIdentityProviderClient({ endpoint, region, credentials: localCredentials });
}

/** Creates the table from the shared definition unless it exists. */
export async function ensureTable(endpoint: string, region: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ResourceNotFoundException' || error.name === 'UserNotFoundException');
}

/** Creates the user pool, its groups and the API client from the shared definition unless they exist. */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<{ userPoolId: string; clientId: string }> {
  const def = userPoolDefinition;
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === def.poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: def.poolName,
        UsernameAttributes: [def.usernameAttribute],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: cognitoPasswordPolicy(def) },
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  }
  const existingGroups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const group of def.groups) {
    if (existingGroups.Groups?.some((g) => g.GroupName === group.name)) continue;
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }));
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === def.apiClient.name)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: def.apiClient.name,
        ExplicitAuthFlows: def.apiClient.authFlows.map((flow) => `ALLOW_${flow}` as const),
        AccessTokenValidity: def.apiClient.accessTokenValidityMinutes,
        IdTokenValidity: def.apiClient.idTokenValidityMinutes,
        RefreshTokenValidity: def.apiClient.refreshTokenValidityDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        PreventUserExistenceErrors: 'ENABLED',
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (!clientId) throw new Error('cognito-local did not return a client id');
  }
  return { userPoolId, clientId };
}

/** A password that satisfies the shared policy: upper, lower, digits, 20 characters. */
export function generatePassword(): string {
  const body = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  return `Aa1${body}`.slice(0, 20);
}

/**
 * Ensures a user exists with a permanent password and the given groups. Returns whether it was
 * created now, so the caller prints generated credentials only the first time.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; groups: readonly string[] },
): Promise<{ created: boolean }> {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
    return { created: false };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.email, Password: user.password, Permanent: true }));
  for (const group of user.groups) {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: group }));
  }
  return { created: true };
}
