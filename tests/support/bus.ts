import { loadConfig } from '#functions/platform/config.ts';
import { documentClient, GetCommand } from '#functions/adapters/dynamodb/client.ts';
import {
  LOCAL_BUS_DRAIN_PATH,
  LOCAL_BUS_EXPECT_FAILURES_PATH,
  LOCAL_BUS_FAILURES_PATH,
  LOCAL_BUS_MARK_PATH,
  LOCAL_BUS_REFUSE_PATH,
  type ConsumerFailure,
} from '#infra/local/event-bus.ts';

// The test stack's event bus runs in the setup process; workers reach it over HTTP.

async function post<T = unknown>(path: string, body?: unknown): Promise<T> {
  const endpoint = loadConfig().EVENTBRIDGE_ENDPOINT;
  if (!endpoint) throw new Error('No local event bus: EVENTBRIDGE_ENDPOINT is not set');
  const response = await fetch(new URL(path, endpoint), { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`The local bus answered ${path} with ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Waits until every event delivery started so far has finished (retries included). After it,
 * "nothing else happened" is a fact, not a guess after a sleep.
 */
export async function drainBus(): Promise<void> {
  await post(LOCAL_BUS_DRAIN_PATH);
}

/**
 * Runs `work` while the bus refuses every event whose detail contains `marker` (a unique e-mail
 * address, say), as EventBridge refuses entries during an outage; other tests' events go through.
 */
export async function whileBusRefuses<T>(marker: string, work: () => Promise<T>): Promise<T> {
  await post(LOCAL_BUS_REFUSE_PATH, { containing: marker, refuse: true });
  try {
    return await work();
  } finally {
    await post(LOCAL_BUS_REFUSE_PATH, { containing: marker, refuse: false });
  }
}

/** Whether an event is still owed to the bus (stored with its change, not yet published). */
export async function isOwed(eventId: string): Promise<boolean> {
  const config = loadConfig();
  const { Item } = await documentClient(config).send(
    new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `EVENT#${eventId}`, sk: 'PENDING' }, ConsistentRead: true }),
  );
  return Item !== undefined;
}

export type { ConsumerFailure };

/** How many events the bus has accepted so far: a mark to ask for the consumer failures since. */
export async function busMark(): Promise<number> {
  return (await post<{ seq: number }>(LOCAL_BUS_MARK_PATH)).seq;
}

/**
 * The consumer failures (dead letters) of the events accepted between two marks (`to` defaults to
 * now), once every delivery of those events has ended, retries included. Failures a test said it
 * expects (`expectConsumerFailures`) are left out.
 */
export async function consumerFailuresSince(from: number, to?: number): Promise<ConsumerFailure[]> {
  return (await post<{ failures: ConsumerFailure[] }>(LOCAL_BUS_FAILURES_PATH, { from, to: to ?? (await busMark()) })).failures;
}

/**
 * Says that this test makes a consumer fail on purpose (a simulated outage, a dead-letter test):
 * dead letters of events whose detail contains `marker` (a unique e-mail address, a booking id;
 * at least 8 characters), to `rule` only when given, are not reported as failures by the test
 * setup (tests/support/consumer-failures.ts). Call it before the events are published.
 */
export async function expectConsumerFailures(marker: string, rule?: string): Promise<void> {
  await post(LOCAL_BUS_EXPECT_FAILURES_PATH, { containing: marker, ...(rule ? { rule } : {}) });
}

/** One line per failure, for a test's error message. */
export function describeConsumerFailures(failures: readonly ConsumerFailure[]): string {
  return failures
    .map(
      (failure) =>
        `- ${failure.rule} failed on ${failure.source} ${failure.detailType} (event ${failure.envelopeId ?? failure.eventId}) after ${failure.attempts} attempts: ${failure.error}`,
    )
    .join('\n');
}
