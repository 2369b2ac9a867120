import { randomInt } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { cancellationCodes, documentClient, QueryCommand, TransactWriteCommand } from './client.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { summaryMonthUpdate } from './business-summary-repository.ts';
import { itemParser } from './parse-item.ts';

/** How often a path was viewed on one business day. Nothing about the visitor is kept. */
const pageViewCountSchema = z.object({ day: z.string().check(z.minLength(1)), path: z.string(), views: z.number() });
export type PageViewCount = z.infer<typeof pageViewCountSchema>;

// Access patterns: every path's count for one day (pk/sk: a day is one partition); one path's
// daily counts over a date range (gsi1).
const keys = {
  day: (day: IsoDate) => `PAGEVIEWS#${day}`,
  count: (day: IsoDate, path: string) => ({ pk: keys.day(day), sk: `PATH#${path}` }),
  byPath: (path: string, day: IsoDate) => ({ gsi1pk: `PAGEVIEWS#${path}`, gsi1sk: day }),
};

const toCount = itemParser('PageViewCount', pageViewCountSchema);

/** How many times a view met by another on the month's item is sent before the request fails. */
const CONFLICT_ATTEMPTS = 5;

export function pageViewsRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /**
     * Counts one view with an atomic ADD on the (day, path) counter. An ADD is not idempotent: the
     * SDK retries a call whose answer was lost (a timeout, a dropped connection) and a plain
     * UpdateItem would count the view twice. As a one-item transaction it carries the
     * ClientRequestToken the SDK keeps across retries, and DynamoDB applies it once.
     *
     * Every view of a month also adds to that month's one summary item, so two views arriving
     * together can meet there and DynamoDB cancels one (TransactionConflict). A cancelled
     * transaction wrote nothing, so it is sent again, a little later, as a new one.
     */
    async record(day: IsoDate, path: string): Promise<void> {
      const index = keys.byPath(path, day);
      const transaction = () =>
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: keys.count(day, path),
                UpdateExpression: 'ADD #views :one SET #type = :type, #day = :day, #path = :path, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
                ExpressionAttributeNames: { '#views': 'views', '#type': 'type', '#day': 'day', '#path': 'path' },
                ExpressionAttributeValues: {
                  ':one': 1,
                  ':type': 'PageViewCount',
                  ':day': day,
                  ':path': path,
                  ':gsi1pk': index.gsi1pk,
                  ':gsi1sk': index.gsi1sk,
                },
              },
            },
            // The business summary's funnel counts the same view in its month (decision 028), in
            // this transaction so the two counts never disagree.
            { Update: summaryMonthUpdate(TableName, day.slice(0, 7), { pageViews: 1 }) },
          ],
        });
      for (let attempt = 1; ; attempt += 1) {
        try {
          await db.send(transaction());
          return;
        } catch (error) {
          if (attempt >= CONFLICT_ATTEMPTS || !cancellationCodes(error)?.includes('TransactionConflict')) throw error;
          await setTimeout(randomInt(10, 40) * attempt);
        }
      }
    },

    /** Every path viewed on `day` (at most `limit`, by path). */
    async forDay(day: IsoDate, limit = 1000): Promise<PageViewCount[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.day(day) },
          Limit: limit,
        }),
      );
      return Items.map(toCount);
    },

    /** One path's daily counts from `from` to `to` inclusive, oldest first. */
    async forPath(path: string, from: IsoDate, to: IsoDate): Promise<PageViewCount[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': keys.byPath(path, from).gsi1pk, ':from': from, ':to': to },
        }),
      );
      return Items.map(toCount);
    },
  };
}
