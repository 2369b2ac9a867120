import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand } from './client.ts';
import type { Config } from '../config.ts';
import { emailKey } from './email-key.ts';

/** A user's profile. Identity and role live in Cognito; the profile holds what the site adds. */
export interface UserProfile {
  id: string;
  email: string;
  createdAt: string;
}

// Access patterns: profile by Cognito sub (pk/sk); profile by e-mail (gsi2).
const keys = {
  profile: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  byEmail: (email: string) => ({ gsi2pk: emailKey(email), gsi2sk: 'USER' }),
};

export function usersRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async get(id: string): Promise<UserProfile | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.profile(id) }));
      return Item ? { id: Item['id'], email: Item['email'], createdAt: Item['createdAt'] } : null;
    },

    /** Creates the profile unless it exists; `created` says which, so only the first call announces it. */
    async ensure(profile: UserProfile): Promise<{ profile: UserProfile; created: boolean }> {
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: { ...keys.profile(profile.id), ...keys.byEmail(profile.email), type: 'UserProfile', ...profile },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { profile, created: true };
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
        const existing = await this.get(profile.id);
        if (!existing) throw error;
        return { profile: existing, created: false };
      }
    },
  };
}
