import { randomUUID } from 'node:crypto';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type * as z from '#domain/shared/zod.ts';
import type { DefinedEvent } from '#events/envelope.ts';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';
import { pendingEventItem, pendingEventsRepository, type PendingEvent } from '../dynamodb/pending-events-repository.ts';
import { PutCommand, documentClient } from '../dynamodb/client.ts';
import { logger } from '../../platform/logger.ts';

// The transactional outbox (decision 017): a change and the event announcing it are written in
// one transaction (the event as a PendingEvent item); then the event is put on the bus and its
// item deleted. If the process dies or EventBridge refuses in between, the item stays and the
// sweeper (functions/scheduled/publish-pending-events.ts) puts it on the bus later. Consumers are
// idempotent on the event id, so an event that goes out twice is handled once.

export type { PendingEvent };
export { pendingEventItem };

const cachedClient = clientCache((settings) => new EventBridgeClient(clientOptions(settings)));

/** PutEvents takes at most 10 entries per call. */
const PUT_EVENTS_BATCH = 10;

/**
 * A domain event in the shared envelope, ready to be stored with the change it announces. The
 * detail is validated against the event's schema here, so a malformed event is refused before
 * anything is written.
 */
export function pendingEvent<S extends z.ZodMiniType>(event: DefinedEvent<S>, data: z.infer<S>, options: { now: Date; id?: string }): PendingEvent {
  const detail = event.detail.parse({ id: options.id ?? randomUUID(), version: event.version, occurredAt: options.now.toISOString(), data });
  return { id: detail.id, source: event.source, detailType: event.detailType, detail: JSON.stringify(detail), occurredAt: detail.occurredAt };
}

/** Puts up to 10 events on the bus in one call; answers the ids EventBridge took and why the others were refused. */
async function putEvents(config: Config, events: readonly PendingEvent[]): Promise<{ published: string[]; refused: Array<{ id: string; reason: string }> }> {
  const result = await cachedClient({ region: config.AWS_REGION, endpoint: config.EVENTBRIDGE_ENDPOINT }).send(
    new PutEventsCommand({
      Entries: events.map((event) => ({
        EventBusName: config.EVENT_BUS_NAME,
        Source: event.source,
        DetailType: event.detailType,
        Detail: event.detail,
        Time: new Date(event.occurredAt),
      })),
    }),
  );
  const published: string[] = [];
  const refused: Array<{ id: string; reason: string }> = [];
  events.forEach((event, index) => {
    const entry = result.Entries?.[index];
    if (entry?.EventId && !entry.ErrorCode) published.push(event.id);
    else refused.push({ id: event.id, reason: `${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`.trim() });
  });
  return { published, refused };
}

/**
 * Puts stored events on the bus and forgets them. It never throws: the change they announce is
 * written, so a failure here only delays them until the sweeper's next run. Answers how many
 * went out.
 */
export async function publishPending(config: Config, events: readonly PendingEvent[]): Promise<number> {
  const repository = pendingEventsRepository(config);
  let count = 0;
  for (let start = 0; start < events.length; start += PUT_EVENTS_BATCH) {
    const batch = events.slice(start, start + PUT_EVENTS_BATCH);
    try {
      const { published, refused } = await putEvents(config, batch);
      for (const failure of refused) logger.warn('Event refused by the bus; the sweeper will publish it', { eventId: failure.id, reason: failure.reason });
      await Promise.all(published.map((id) => repository.remove(id)));
      for (const id of published) logger.info('Event published', { eventId: id, detailType: batch.find((event) => event.id === id)?.detailType });
      count += published.length;
    } catch (error) {
      logger.warn('Publishing events failed; the sweeper will publish them', {
        eventIds: batch.map((event) => event.id),
        error: error instanceof Error ? error : String(error),
      });
    }
  }
  return count;
}

/**
 * Announces something that writes no record of its own (a sign-in, say): the event is stored
 * first, then published, with the same guarantee as every other event. Returns the event id.
 */
export async function emitEvent<S extends z.ZodMiniType>(
  config: Config,
  event: DefinedEvent<S>,
  data: z.infer<S>,
  options: { now: Date; id?: string },
): Promise<string> {
  const pending = pendingEvent(event, data, options);
  await documentClient(config).send(
    new PutCommand({ TableName: config.TABLE_NAME, Item: pendingEventItem(pending), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  await publishPending(config, [pending]);
  return pending.id;
}

/** How long the request that wrote an event has to publish it before the sweeper takes over. */
export const SWEEP_AFTER_MS = 30_000;
const SWEEP_PAGE = 100;

export interface SweepResult {
  /** Events put on the bus by this run. */
  published: number;
  /** Events still owed after this run (the bus refused them, or there were more than a run takes). */
  stillOwed: number;
  /** Age in seconds of the oldest event this run found owed; 0 when none. */
  oldestAgeSeconds: number;
}

/**
 * The sweeper's work: every event owed for longer than SWEEP_AFTER_MS goes on the bus now, oldest
 * first. Safe to run concurrently with itself and with the requests' own publishing (an event
 * published twice is handled once).
 */
export async function publishOverdueEvents(config: Config, now: Date, pages = 10): Promise<SweepResult> {
  const repository = pendingEventsRepository(config);
  const before = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const result: SweepResult = { published: 0, stillOwed: 0, oldestAgeSeconds: 0 };
  for (let page = 0; page < pages; page += 1) {
    const owed = await repository.listOwedBefore(before, SWEEP_PAGE);
    if (owed.length === 0) break;
    if (page === 0) result.oldestAgeSeconds = Math.round((now.getTime() - Date.parse(owed[0]!.occurredAt)) / 1000);
    const published = await publishPending(config, owed);
    result.published += published;
    if (published < owed.length) {
      // The bus is refusing: leave the rest for the next run rather than hammer it.
      result.stillOwed = (await repository.listOwedBefore(before, SWEEP_PAGE)).length;
      break;
    }
  }
  return result;
}
