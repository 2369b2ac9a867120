import { QuoteSubmitted } from '#events/quotes.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { pendingEventsRepository } from '#functions/adapters/dynamodb/pending-events-repository.ts';
import { pendingEvent, type PendingEvent } from '#functions/adapters/eventbridge/publisher.ts';

/**
 * Stores a record through its repository, as production does (with the event that announces it),
 * then forgets that event: for fixtures of states the API cannot make (an expired quote, two
 * hundred quotes at once) that must not reach the consumers, nor be swept onto the bus later.
 */
export async function storedWithoutAnnouncing<T>(store: (event: PendingEvent) => Promise<T>): Promise<T> {
  const event = pendingEvent(QuoteSubmitted, QuoteSubmitted.sample, { now: new Date() });
  const result = await store(event);
  await pendingEventsRepository(loadConfig()).remove(event.id);
  return result;
}
