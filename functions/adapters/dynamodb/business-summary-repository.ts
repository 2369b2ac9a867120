import { cancellationCodes, documentClient, QueryCommand, TransactWriteCommand } from './client.ts';
import type { SummaryCounters, SummaryMonth } from '#domain/commerce/business-summary.ts';
import type { Month } from '#domain/commerce/partners.ts';
import type { Config } from '../../platform/config.ts';

// The business summary (issue 18, decision 028). Access patterns: a range of months' items
// (pk 'BUSINESS_SUMMARY', sk 'MONTH#<YYYY-MM>', one Query); the marker of an event counted into
// them (pk `EVENT#<id>`, sk 'BUSINESS_SUMMARY'), written in the transaction that counts it.
// Counters are attributes `c.<name>`, added with ADD, so no read comes before a write.

const PK = 'BUSINESS_SUMMARY';
const COUNTER = 'c.';
const keys = {
  month: (month: Month) => ({ pk: PK, sk: `MONTH#${month}` }),
  counted: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'BUSINESS_SUMMARY' }),
};

/** The update that adds `counters` to a month's item: also used by the page-view counter's own transaction. */
export function summaryMonthUpdate(TableName: string, month: Month, counters: SummaryCounters) {
  const entries = Object.entries(counters).filter(([, value]) => value !== 0);
  const names: Record<string, string> = { '#type': 'type', '#month': 'month' };
  const values: Record<string, unknown> = { ':type': 'BusinessSummaryMonth', ':month': month };
  entries.forEach(([name, value], index) => {
    names[`#c${index}`] = `${COUNTER}${name}`;
    values[`:c${index}`] = value;
  });
  const add = entries.length > 0 ? ` ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}` : '';
  return {
    TableName,
    Key: keys.month(month),
    UpdateExpression: `SET #type = :type, #month = :month${add}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

function toMonth(item: Record<string, unknown>): SummaryMonth {
  const month = item['month'];
  if (typeof month !== 'string') throw new Error(`Summary item ${String(item['sk'])} has no month`);
  const counters: SummaryCounters = {};
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(COUNTER)) continue;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`Summary item ${month} holds ${name} = ${String(value)}, not a whole number`);
    counters[name.slice(COUNTER.length)] = value;
  }
  return { month, counters };
}

/**
 * One change per month, its counters summed: a transaction may not name one item twice, and an
 * event often touches one month twice (a booking confirmed in the month it sails, a move within
 * one month takes its minutes off and puts them back).
 */
function mergedByMonth(changes: readonly { month: Month; counters: SummaryCounters }[]): { month: Month; counters: SummaryCounters }[] {
  const byMonth = new Map<Month, SummaryCounters>();
  for (const { month, counters } of changes) {
    const merged = byMonth.get(month) ?? {};
    for (const [name, value] of Object.entries(counters)) merged[name] = (merged[name] ?? 0) + value;
    byMonth.set(month, merged);
  }
  return [...byMonth].map(([month, counters]) => ({ month, counters }));
}

export function businessSummaryRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  return {
    /**
     * Adds an event's counters to their months, once per event id: the marker and the counters
     * are one transaction, so a redelivered event changes nothing (false).
     */
    async count(eventId: string, occurredAt: string, changes: readonly { month: Month; counters: SummaryCounters }[]): Promise<boolean> {
      const updates = mergedByMonth(changes).filter((change) => Object.values(change.counters).some((value) => value !== 0));
      if (updates.length === 0) return false;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.counted(eventId), type: 'BusinessSummaryCounted', occurredAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              ...updates.map((change) => ({ Update: summaryMonthUpdate(TableName, change.month, change.counters) })),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    /** The stored months from `from` to `to` (at most 36: one page). */
    async between(from: Month, to: Month): Promise<SummaryMonth[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': PK, ':from': `MONTH#${from}`, ':to': `MONTH#${to}` },
        }),
      );
      return Items.map(toMonth);
    },
  };
}
