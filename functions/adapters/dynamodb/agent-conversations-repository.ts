import { AGENT_CHAT_LIST_LIMIT } from '#domain/assistant/agent-chat.ts';
import {
  agentReviewItemSchema,
  conversationExpiresAt,
  storedConversationSchema,
  type AgentReviewItem,
  type StoredConversation,
} from '#domain/assistant/conversation.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, UpdateCommand } from './client.ts';
import { queryPages } from './query-pages.ts';
import { itemParser } from './parse-item.ts';

// Access patterns (issue 30): a conversation by its id; conversations newest first for staff
// (gsi1); the tokens the agent spent on a business day, one counter item per day; the answers
// staff marked wrong, newest first (gsi1, decision 072). All expire through `expiresAt`: a
// conversation 90 days after its last turn or reply, a review item 90 days after it was marked,
// a day's counter a week after its day.
const keys = {
  conversation: (id: string) => ({ pk: `AGENT_CONVERSATION#${id}`, sk: 'CONVERSATION' }),
  newest: (updatedAt: string, id: string) => ({ gsi1pk: 'AGENT_CONVERSATION', gsi1sk: `${updatedAt}#${id}` }),
  day: (date: string) => ({ pk: `AGENT_TOKENS#${date}`, sk: 'DAY' }),
  review: (conversationId: string, turn: number) => ({ pk: `AGENT_REVIEW#${conversationId}#${turn}`, sk: 'REVIEW' }),
  reviewsNewest: (markedAt: string, conversationId: string, turn: number) => ({ gsi1pk: 'AGENT_REVIEW', gsi1sk: `${markedAt}#${conversationId}#${turn}` }),
};

const toReview = itemParser('AgentReview', agentReviewItemSchema);

const toConversation = itemParser('AgentConversation', storedConversationSchema);
// Staff's list reads what it shows, not the model's messages (the bulk of an item).
const listedSchema = z.omit(storedConversationSchema, { messages: true });
export type ListedConversation = z.infer<typeof listedSchema>;
const toListed = itemParser('AgentConversation', listedSchema);
const LISTED_ATTRIBUTES = [
  'id',
  'surface',
  'source',
  'affiliateCode',
  'createdAt',
  'updatedAt',
  'version',
  'tokensUsed',
  'model',
  'turns',
  'handover',
  'takenOver',
  'staffReplies',
];
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

    /** The newest conversations first (by their last turn or reply), without the model's messages. */
    async listNewest(limit = AGENT_CHAT_LIST_LIMIT): Promise<ListedConversation[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': 'AGENT_CONVERSATION' },
          ProjectionExpression: LISTED_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(LISTED_ATTRIBUTES.map((name, index) => [`#a${index}`, name])),
          ScanIndexForward: false,
        },
        limit,
      );
      return items.map(toListed);
    },

    /**
     * Puts an answer on the evaluation set's review list (one item per answer: marking it again
     * replaces the note). Kept as long as the conversation it came from (decision 072).
     */
    async putReview(review: AgentReviewItem, now: Date): Promise<void> {
      await db.send(
        new PutCommand({
          TableName,
          Item: {
            ...keys.review(review.conversationId, review.turn),
            ...keys.reviewsNewest(review.markedAt, review.conversationId, review.turn),
            type: 'AgentReview',
            ...review,
            expiresAt: conversationExpiresAt(now),
          },
        }),
      );
    },

    /** The review list, newest first. */
    async listReviews(limit = AGENT_CHAT_LIST_LIMIT): Promise<AgentReviewItem[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'AGENT_REVIEW' }, ScanIndexForward: false },
        limit,
      );
      return items.map(toReview);
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
