import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';
import { emailKey } from './email-key.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';

/** A user's profile. Identity and role live in Cognito; the profile holds what the site adds. */
const userProfileSchema = z.object({ id: z.string().check(z.minLength(1)), email: z.string(), createdAt: z.string() });
export type UserProfile = z.infer<typeof userProfileSchema>;

const toProfile = itemParser('UserProfile', userProfileSchema);

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
      return Item ? toProfile(Item) : null;
    },

    /** Creates the profile with the event announcing it, unless it exists; `created` says which. */
    async ensure(profile: UserProfile, event: PendingEvent): Promise<{ profile: UserProfile; created: boolean }> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.profile(profile.id), ...keys.byEmail(profile.email), type: 'UserProfile', ...profile },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName, Item: pendingEventItem(event) } },
            ],
          }),
        );
        return { profile, created: true };
      } catch (error) {
        if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
        const existing = await this.get(profile.id);
        if (!existing) throw error;
        return { profile: existing, created: false };
      }
    },
  };
}
