import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type * as z from '#domain/shared/zod.ts';
import { envelopeSchema, eventBridgeEventSchema, type DefinedEvent, type Envelope } from '#events/envelope.ts';
import { loadConfig, type Config } from '../config.ts';
import { logger } from '../logger.ts';

export interface ConsumedEvent {
  source: string;
  detailType: string;
  envelope: Envelope;
}

export interface ConsumerTools {
  config: Config;
  context: Context;
  /** The invocation's clock reading, taken once (as httpHandler's `now`). */
  now: Date;
}

/** An error thrown only so the platform retries (it says `retryByDesign`), which a retry resolves. */
function isRetryByDesign(error: unknown): boolean {
  return error instanceof Error && (error as { retryByDesign?: unknown }).retryByDesign === true;
}

/**
 * Wraps an EventBridge consumer. The event and its envelope are parsed first; any error
 * (including a parse failure) is logged and rethrown, so the platform retries the asynchronous
 * invocation (Lambda's own retries in AWS, the local bus's locally) and finally dead-letters the
 * event instead of it vanishing. Consumers must be idempotent on `envelope.id`.
 */
export function eventConsumer(run: (event: ConsumedEvent, tools: ConsumerTools) => Promise<void>) {
  return middy<unknown, void>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      onError: async (request) => {
        const error = request.error instanceof Error ? request.error : String(request.error);
        // A delivery that raced another of the same event (MessageBeingSentError, decision 017) is
        // retried by design and its retry succeeds: a warning, not an error someone must act on.
        if (isRetryByDesign(request.error)) logger.warn('Event delivery raced another of the same event; the platform will retry', { error });
        else logger.error('Event consumer failed; the platform will retry', { error });
      },
    })
    .handler(async (raw, context) => {
      const now = new Date();
      const event = eventBridgeEventSchema.parse(raw);
      const envelope = envelopeSchema.parse(event.detail);
      logger.appendKeys({ eventId: envelope.id, detailType: event['detail-type'] });
      await run({ source: event.source, detailType: event['detail-type'], envelope }, { config: loadConfig(), context, now });
    });
}

/**
 * The envelope's data read with the event's own schema. A version or shape this consumer does not
 * know throws, so the event is retried and dead-lettered instead of being misread.
 */
export function eventData<S extends z.ZodMiniType>(definition: DefinedEvent<S>, envelope: Envelope): z.infer<S> {
  if (envelope.version !== definition.version) {
    throw new Error(`${definition.detailType} version ${envelope.version} is not the version ${definition.version} this consumer reads`);
  }
  return definition.data.parse(envelope.data);
}
