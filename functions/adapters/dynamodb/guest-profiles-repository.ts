import * as z from '#domain/shared/zod.ts';
import { DEFAULT_EMAIL_PREFERENCES, guestProfileSchema, type EmailPreferences, type GuestProfile } from '#domain/portal/guest-profile.ts';
import type { Config } from '../../platform/config.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { cancellationCodes, documentClient, GetCommand, TransactWriteCommand } from './client.ts';
import { emailKey, normaliseEmail } from './email-key.ts';
import { itemParser } from './parse-item.ts';

// Access patterns: the guest's profile by normalised e-mail (pk GUEST#<e-mail>, sk PROFILE); and
// in the person's gsi2 partition (EMAIL#<e-mail>, sk GUEST_PROFILE) beside their leads, quotes and
// bookings, so the data export and the deletion find it with everything else.
const keys = {
  profile: (email: string) => ({ pk: `GUEST#${normaliseEmail(email)}`, sk: 'PROFILE' }),
  byEmail: (email: string) => ({ gsi2pk: emailKey(email), gsi2sk: 'GUEST_PROFILE' }),
};

const storedProfileSchema = z.extend(guestProfileSchema, { version: z.number() });
type StoredProfile = z.infer<typeof storedProfileSchema>;
const toProfile = itemParser('GuestProfile', storedProfileSchema);

export function guestProfilesRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function read(email: string): Promise<StoredProfile | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.profile(email), ConsistentRead: true }));
    return Item ? toProfile(Item) : null;
  }

  return {
    /** The stored profile with the version a save must match, or null when the guest never saved one. */
    read,

    /** The optional e-mails this address gets: what they chose, or all of them if they never chose. */
    async preferences(email: string): Promise<EmailPreferences> {
      return (await read(email))?.preferences ?? DEFAULT_EMAIL_PREFERENCES;
    },

    /**
     * Stores the profile with the event announcing it, in one transaction, if nobody saved it
     * since `expectedVersion` was read (null: it did not exist). Answers 'stale' otherwise.
     */
    async save(profile: GuestProfile, expectedVersion: number | null, event: PendingEvent): Promise<'saved' | 'stale'> {
      const email = normaliseEmail(profile.email);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.profile(email), ...keys.byEmail(email), type: 'GuestProfile', ...profile, email, version: (expectedVersion ?? 0) + 1 },
                  ConditionExpression: expectedVersion === null ? 'attribute_not_exists(pk)' : '#version = :read',
                  ...(expectedVersion === null
                    ? {}
                    : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':read': expectedVersion } }),
                },
              },
              { Put: { TableName, Item: pendingEventItem(event) } },
            ],
          }),
        );
        return 'saved';
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'stale';
        throw error;
      }
    },
  };
}
