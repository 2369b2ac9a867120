import { randomUUID } from 'node:crypto';
import type * as z from '#domain/zod.ts';
import type { DefinedEvent } from '#events/envelope.ts';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { clientCache, clientOptions } from '../aws/client-options.ts';
import type { Config } from '../config.ts';
import { logger } from '../logger.ts';

const cachedClient = clientCache((settings) => new EventBridgeClient(clientOptions(settings)));

/**
 * Publishes a domain event in the shared envelope. The detail is validated against the event's
 * schema first, so a producer can never put a malformed event on the bus. Returns the event id.
 */
export async function publishEvent<S extends z.ZodMiniType>(
  config: Config,
  event: DefinedEvent<S>,
  data: z.infer<S>,
  options: { now: Date; id?: string },
): Promise<string> {
  const detail = event.detail.parse({
    id: options.id ?? randomUUID(),
    version: event.version,
    occurredAt: options.now.toISOString(),
    data,
  });
  const result = await cachedClient({ region: config.AWS_REGION, endpoint: config.EVENTBRIDGE_ENDPOINT }).send(
    new PutEventsCommand({
      Entries: [{ EventBusName: config.EVENT_BUS_NAME, Source: event.source, DetailType: event.detailType, Detail: JSON.stringify(detail), Time: options.now }],
    }),
  );
  if (result.FailedEntryCount) {
    const failure = result.Entries?.[0];
    throw new Error(`Publishing ${event.detailType} failed: ${failure?.ErrorCode ?? 'unknown'} ${failure?.ErrorMessage ?? ''}`.trim());
  }
  logger.info('Event published', { eventId: detail.id, detailType: event.detailType });
  return detail.id;
}
