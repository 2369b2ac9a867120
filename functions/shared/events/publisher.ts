import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DefinedEvent } from '#events/envelope.ts';
import { awsClientOptions, type Config } from '../config.ts';
import { logger } from '../logger.ts';

const clients = new Map<string, EventBridgeClient>();

function client(config: Config): EventBridgeClient {
  const key = `${config.AWS_REGION}|${config.EVENTBRIDGE_ENDPOINT ?? ''}`;
  let found = clients.get(key);
  if (!found) {
    found = new EventBridgeClient(awsClientOptions(config, config.EVENTBRIDGE_ENDPOINT));
    clients.set(key, found);
  }
  return found;
}

/**
 * Publishes a domain event in the shared envelope. The detail is validated against the event's
 * schema first, so a producer can never put a malformed event on the bus. Returns the event id.
 */
export async function publishEvent<S extends z.ZodType>(
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
  const result = await client(config).send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: config.EVENT_BUS_NAME,
          Source: event.source,
          DetailType: event.detailType,
          Detail: JSON.stringify(detail),
          Time: options.now,
        },
      ],
    }),
  );
  if (result.FailedEntryCount) {
    const failure = result.Entries?.[0];
    throw new Error(`Publishing ${event.detailType} failed: ${failure?.ErrorCode ?? 'unknown'} ${failure?.ErrorMessage ?? ''}`.trim());
  }
  logger.info('Event published', { eventId: detail.id, detailType: event.detailType });
  return detail.id;
}
