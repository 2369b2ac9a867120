import { conversationExpiresAt, storedConversationSchema, type StoredConversation } from '#domain/assistant/conversation.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import { itemParser } from './parse-item.ts';

// Access patterns (issue 30): a conversation by its id; conversations newest first for staff
// (gsi1); the tokens the agent spent on a business day, one counter item per day. Both expire
// through `expiresAt`: a conversation 90 days after its last turn, a day's counter a week after it.
const keys = {
  conversation: (id: string) => ({ pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' }),
  newest: (updatedAt: string, id: string) => ({ gsi1pk: 'AGENT_CONVERSATION', gsi1sk: `${updatedAt}#${id}` }),
  day: (date: string) => ({ pk: `AGENT_TOKENS#${date}`, sk: 'DAY' }),
};

const toConversation = itemParser('AgentConversation', storedConversationSchema);
const toDay = itemParser('AgentTokenDay', z.object({ tokens: z.number() }));

const DAY_COUNTER_KEPT_SECONDS = 8 * 86_400;

export function agentConversationsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async get(id: string): Promise<StoredConversation | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.conversation(id), ConsistentRead: true }));
      return Item ? toConversation(Item) : null;
    },

    /**
     * Writes the conversation if nobody else wrote it since it was read (`version` one below the
     * stored one, or no item for a new conversation). False when another turn won.
     */
    async save(conversation: StoredConversation, now: Date): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: {
              ...keys.conversation(conversation.id),
              ...keys.newest(conversation.updatedAt, conversation.id),
              type: 'AgentConversation',
              ...conversation,
              expiresAt: conversationExpiresAt(now),
            },
            ConditionExpression: conversation.version === 1 ? 'attribute_not_exists(pk)' : '#version = :previous',
            ...(conversation.version === 1
              ? {}
              : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':previous': conversation.version - 1 } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return false;
        throw error;
      }
    },

    /** The tokens spent on a business day (0 before the first). */
    async tokensOn(date: string): Promise<number> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.day(date), ConsistentRead: true }));
      return Item ? toDay(Item).tokens : 0;
    },

    /** Adds a turn's tokens to its day's counter (one atomic ADD). */
    async addTokens(date: string, tokens: number, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.day(date),
          UpdateExpression: 'ADD #tokens :tokens SET #expiresAt = if_not_exists(#expiresAt, :expiresAt), #type = :type',
          ExpressionAttributeNames: { '#tokens': 'tokens', '#expiresAt': 'expiresAt', '#type': 'type' },
          ExpressionAttributeValues: { ':tokens': tokens, ':expiresAt': Math.floor(now.getTime() / 1000) + DAY_COUNTER_KEPT_SECONDS, ':type': 'AgentTokenDay' },
        }),
      );
    },
  };
}
