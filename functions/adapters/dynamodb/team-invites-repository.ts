import { STAFF_ROLES } from '#domain/people/staff-roles.ts';
import type { TeamInvite } from '#domain/people/team.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { DeleteCommand, documentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from './client.ts';
import { itemParser } from './parse-item.ts';

// Teammates' invitations (decision 075), all in one small partition. An invitation's id is the
// SHA-256 of its link's token, so the link finds it and the table never holds the token.
// Access patterns: every invitation for the team screen (sk INVITE#); one by its id (pk/sk).
const PARTITION = 'TEAM';
const key = (id: string) => ({ pk: PARTITION, sk: `INVITE#${id}` });

const storedInviteSchema: z.ZodMiniType<TeamInvite> = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
} satisfies ShapeOf<TeamInvite>);

const toInvite = itemParser('TeamInvite', storedInviteSchema);

export function teamInvitesRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Every invitation not taken up, newest first; an expired one stays listed until an owner cancels it or invites again. */
    async list(): Promise<TeamInvite[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          FilterExpression: 'attribute_not_exists(acceptingSince)',
          ExpressionAttributeValues: { ':pk': PARTITION, ':sk': 'INVITE#' },
          ConsistentRead: true,
        }),
      );
      return Items.map(toInvite).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async get(id: string): Promise<TeamInvite | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: key(id), ConsistentRead: true }));
      return Item && Item['acceptingSince'] === undefined ? toInvite(Item) : null;
    },

    /** Stores an invitation. */
    async add(invite: TeamInvite): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: { ...key(invite.id), type: 'TeamInvite', ...invite } }));
    },

    /**
     * Claims an invitation for the one acceptance that may use it: false when it is gone, taken or
     * being taken, or past its expiry, so two presses of "Join" make one account.
     */
    async claim(id: string, now: Date): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: key(id),
            UpdateExpression: 'SET acceptingSince = :now',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acceptingSince) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': now.toISOString() },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    /** Gives a claimed invitation back (its account could not be made), so the link works again. */
    async release(id: string): Promise<void> {
      await db.send(new UpdateCommand({ TableName, Key: key(id), UpdateExpression: 'REMOVE acceptingSince', ConditionExpression: 'attribute_exists(pk)' }));
    },

    async remove(id: string): Promise<boolean> {
      const { Attributes } = await db.send(new DeleteCommand({ TableName, Key: key(id), ReturnValues: 'ALL_OLD' }));
      return Attributes !== undefined;
    },
  };
}
