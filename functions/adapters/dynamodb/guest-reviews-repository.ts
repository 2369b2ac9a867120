import { guestReviewSchema, type GuestReview, type GuestReviewStatus } from '#domain/content/guest-reviews.ts';
import { cancellationCodes, documentClient, GetCommand, PutCommand, TransactWriteCommand, type TableAccess } from './client.ts';
import { emailKey } from './email-key.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { queryPages } from './query-pages.ts';

// Access patterns (decision 077): a review by id (pk/sk); the reviews of one status, newest first,
// for the staff screen and the site build (gsi1, whose partition moves with the status); a
// person's reviews under their address (gsi2), so their data file holds them and deleting their
// account deletes them (decision 025).
const keys = {
  review: (id: string) => ({ pk: `GUEST_REVIEW#${id}`, sk: 'GUEST_REVIEW' }),
  byStatus: (status: GuestReviewStatus, submittedAt: string, id: string) => ({ gsi1pk: `GUEST_REVIEW#${status}`, gsi1sk: `${submittedAt}#${id}` }),
  byEmail: (email: string, submittedAt: string, id: string) => ({ gsi2pk: emailKey(email), gsi2sk: `GUEST_REVIEW#${submittedAt}#${id}` }),
};

const TYPE = 'GuestReview';
const toReview = itemParser(TYPE, guestReviewSchema);

function reviewItem(review: GuestReview) {
  return {
    ...keys.review(review.id),
    ...keys.byStatus(review.status, review.submittedAt, review.id),
    ...keys.byEmail(review.email, review.submittedAt, review.id),
    type: TYPE,
    ...review,
  };
}

/** Of two staff decisions on one version, the second is told (a 409), never silently lost. */
export type GuestReviewDecisionOutcome = { outcome: 'decided'; review: GuestReview } | { outcome: 'stale' };

/** The most reviews of one status a list reads: years of a party-boat business's reviews. */
const LIST_LIMIT = 1000;

export function guestReviewsRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    async get(id: string): Promise<GuestReview | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.review(id), ConsistentRead: true }));
      return Item ? toReview(Item) : null;
    },

    /** Stores a new review (a new id: it never replaces one). */
    async create(review: GuestReview): Promise<void> {
      await db.send(new PutCommand({ TableName, Item: reviewItem(review), ConditionExpression: 'attribute_not_exists(pk)' }));
    },

    /** The reviews of one status, newest first. */
    async listByStatus(status: GuestReviewStatus, limit = LIST_LIMIT): Promise<GuestReview[]> {
      const items = await queryPages(
        config,
        {
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.byStatus(status, '', '').gsi1pk },
          ScanIndexForward: false,
        },
        limit,
      );
      return items.map(toReview);
    },

    /**
     * Saves staff's decision over the version they loaded: the whole item written as version + 1
     * only if the stored one is still `current.version`, with the event that republishes the site
     * when the decision changes what it shows (decision 017).
     */
    async decide(
      current: GuestReview,
      decision: { status: GuestReviewStatus; by: string; at: string },
      event: PendingEvent | null,
    ): Promise<GuestReviewDecisionOutcome> {
      const review: GuestReview = {
        ...current,
        status: decision.status,
        decidedAt: decision.at,
        decidedBy: decision.by,
        version: current.version + 1,
        ...(event ? { eventId: event.id } : {}),
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: reviewItem(review),
                  ConditionExpression: 'version = :version',
                  ExpressionAttributeValues: { ':version': current.version },
                },
              },
              ...(event ? [{ Put: { TableName, Item: pendingEventItem(event) } }] : []),
            ],
          }),
        );
        return { outcome: 'decided', review };
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed' || codes?.includes('TransactionConflict')) return { outcome: 'stale' };
        throw error;
      }
    },
  };
}
