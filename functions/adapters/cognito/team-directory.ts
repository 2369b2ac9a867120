import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { STAFF_ROLE_GROUPS, STAFF_ROLES, type StaffRole, staffRoleFromGroups } from '#domain/people/staff-roles.ts';
import type { TeamMember } from '#domain/people/team.ts';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';

// The team in the user pool (decision 075): a member of staff is an account in one role's group.
// These are admin calls (permission `cognito:team`), signed with the function's role.

const cachedClient = clientCache((settings) => new CognitoIdentityProviderClient(clientOptions(settings)));
const cognito = (config: Config) => cachedClient({ region: config.AWS_REGION, endpoint: config.COGNITO_ENDPOINT });

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
const attribute = (user: UserType, name: string) => user.Attributes?.find((candidate) => candidate.Name === name)?.Value;

async function usersInGroup(config: Config, group: string): Promise<UserType[]> {
  const users: UserType[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognito(config).send(new ListUsersInGroupCommand({ UserPoolId: config.USER_POOL_ID, GroupName: group, Limit: 60, NextToken }));
    users.push(...(page.Users ?? []));
    NextToken = page.NextToken;
  } while (NextToken);
  return users;
}

/** Every member of staff, each once with their widest role, by e-mail. */
export async function listStaff(config: Config): Promise<TeamMember[]> {
  const byId = new Map<string, { user: UserType; groups: string[] }>();
  const groups = await Promise.all(
    STAFF_ROLES.map(async (role) => ({ group: STAFF_ROLE_GROUPS[role], users: await usersInGroup(config, STAFF_ROLE_GROUPS[role]) })),
  );
  for (const { group, users } of groups) {
    for (const user of users) {
      const id = attribute(user, 'sub') ?? user.Username ?? '';
      const entry = byId.get(id) ?? { user, groups: [] };
      entry.groups.push(group);
      byId.set(id, entry);
    }
  }
  return [...byId.entries()]
    .map(([id, { user, groups: memberOf }]) => ({
      id,
      email: (attribute(user, 'email') ?? user.Username ?? '').toLowerCase(),
      role: staffRoleFromGroups(memberOf)!,
      enabled: user.Enabled !== false,
      since: (user.UserCreateDate ?? new Date(0)).toISOString(),
    }))
    .sort((a, b) => a.email.localeCompare(b.email, 'en'));
}

/** The staff role of the account with this e-mail, or null (no account, or a customer's). */
export async function staffRoleOf(config: Config, email: string): Promise<StaffRole | null> {
  try {
    // By the account's own username: Cognito takes the e-mail for it, cognito-local matches groups by username alone.
    const { Username } = await cognito(config).send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
    const { Groups = [] } = await cognito(config).send(new AdminListGroupsForUserCommand({ UserPoolId: config.USER_POOL_ID, Username: Username ?? email }));
    return staffRoleFromGroups(Groups.map((group) => group.GroupName ?? ''));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Puts the account in the role's group and out of the other roles' (role null: out of all of them). */
export async function setStaffRole(config: Config, username: string, role: StaffRole | null): Promise<void> {
  for (const other of STAFF_ROLES) {
    if (other === role) continue;
    await cognito(config).send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: config.USER_POOL_ID, Username: username, GroupName: STAFF_ROLE_GROUPS[other] }),
    );
  }
  if (role)
    await cognito(config).send(new AdminAddUserToGroupCommand({ UserPoolId: config.USER_POOL_ID, Username: username, GroupName: STAFF_ROLE_GROUPS[role] }));
}

export type StaffAccountOutcome = { outcome: 'ready' } | { outcome: 'password-refused' };

/**
 * The invited teammate's account with the password they chose, in the role's group. An account the
 * e-mail has already (a customer's) is the same person, who proved the address by the invitation's
 * link: it keeps its history and takes the new password.
 */
export async function createStaffAccount(config: Config, account: { email: string; password: string; role: StaffRole }): Promise<StaffAccountOutcome> {
  try {
    await cognito(config).send(
      new AdminCreateUserCommand({
        UserPoolId: config.USER_POOL_ID,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (errorName(error) !== 'UsernameExistsException') throw error;
  }
  try {
    await cognito(config).send(
      new AdminSetUserPasswordCommand({ UserPoolId: config.USER_POOL_ID, Username: account.email, Password: account.password, Permanent: true }),
    );
  } catch (error) {
    if (errorName(error) === 'InvalidPasswordException') return { outcome: 'password-refused' };
    throw error;
  }
  await setStaffRole(config, account.email, account.role);
  return { outcome: 'ready' };
}
