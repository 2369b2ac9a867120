import { documentClient, QueryCommand, UpdateCommand } from './client.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { itemParser } from './parse-item.ts';

/** The 'Was this helpful?' tally of one FAQ answer on one page. */
const tallySchema = z.object({
  page: z.string(),
  faqId: z.string(),
  // The first vote's ADD creates both counts (one of them 0).
  helpful: z.number(),
  notHelpful: z.number(),
  updatedAt: z.string(),
});
export type FaqFeedbackTally = z.infer<typeof tallySchema>;

// Access patterns: the tally of one answer on one page (pk/sk: a page's tallies are one
// partition); every tally, ordered by page then answer, for the staff FAQ review (gsi1).
const keys = {
  page: (page: string) => `FAQ_FEEDBACK#${page}`,
  tally: (page: string, faqId: string) => ({ pk: keys.page(page), sk: `FAQ#${faqId}` }),
  listing: (page: string, faqId: string) => ({ gsi1pk: 'FAQ_FEEDBACK', gsi1sk: `${page}#${faqId}` }),
};

const toTally = itemParser('FaqFeedback', tallySchema);

export function faqFeedbackRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /** Adds one vote with a single atomic ADD, so simultaneous votes never overwrite each other. */
    async record(vote: { page: string; faqId: string; helpful: boolean; at: string }): Promise<FaqFeedbackTally> {
      const { Attributes = {} } = await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.tally(vote.page, vote.faqId),
          UpdateExpression:
            'ADD helpful :helpful, notHelpful :notHelpful SET #type = :type, page = :page, faqId = :faqId, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, updatedAt = :at',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':helpful': vote.helpful ? 1 : 0,
            ':notHelpful': vote.helpful ? 0 : 1,
            ':type': 'FaqFeedback',
            ':page': vote.page,
            ':faqId': vote.faqId,
            ':gsi1pk': keys.listing(vote.page, vote.faqId).gsi1pk,
            ':gsi1sk': keys.listing(vote.page, vote.faqId).gsi1sk,
            ':at': vote.at,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toTally(Attributes);
    },

    /** Every tally, ordered by page and answer; follows DynamoDB's pages up to `limit` tallies. */
    async list(limit = 1000): Promise<FaqFeedbackTally[]> {
      const tallies: FaqFeedbackTally[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'FAQ_FEEDBACK' },
            Limit: limit - tallies.length,
            ExclusiveStartKey,
          }),
        );
        tallies.push(...(page.Items ?? []).map(toTally));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && tallies.length < limit);
      return tallies;
    },

    /** The tallies of one page's answers. */
    async forPage(page: string): Promise<FaqFeedbackTally[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :faq)',
          ExpressionAttributeValues: { ':pk': keys.page(page), ':faq': 'FAQ#' },
        }),
      );
      return Items.map(toTally);
    },
  };
}
