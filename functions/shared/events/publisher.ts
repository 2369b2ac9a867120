import { randomUUID } from 'node:crypto';
import type * as z from '#domain/zod.ts';
import type { DefinedEvent } from '#events/envelope.ts';
import { awsRequest, type AwsService } from '../aws/aws-request.ts';
import type { Config } from '../config.ts';
import { logger } from '../logger.ts';

const EVENTBRIDGE: AwsService = { signingName: 'events', endpointPrefix: 'events', endpointOverride: (config) => config.EVENTBRIDGE_ENDPOINT };

interface PutEventsOutput {
  FailedEntryCount?: number;
  Entries?: Array<{ EventId?: string; ErrorCode?: string; ErrorMessage?: string }>;
}

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
  const result = await awsRequest<PutEventsOutput>(config, {
    service: EVENTBRIDGE,
    target: 'AWSEvents.PutEvents',
    signed: true,
    body: {
      Entries: [
        {
          EventBusName: config.EVENT_BUS_NAME,
          Source: event.source,
          DetailType: event.detailType,
          Detail: JSON.stringify(detail),
          // awsJson timestamps are epoch seconds.
          Time: options.now.getTime() / 1000,
        },
      ],
    },
  });
  if (result.FailedEntryCount) {
    const failure = result.Entries?.[0];
    throw new Error(`Publishing ${event.detailType} failed: ${failure?.ErrorCode ?? 'unknown'} ${failure?.ErrorMessage ?? ''}`.trim());
  }
  logger.info('Event published', { eventId: detail.id, detailType: event.detailType });
  return detail.id;
}
