import { loadConfig } from '#functions/shared/config.ts';
import { documentClient, GetCommand } from '#functions/shared/data/client.ts';
import { LOCAL_BUS_DRAIN_PATH, LOCAL_BUS_REFUSE_PATH } from '#infra/local/event-bus.ts';

// The test stack's event bus runs in the setup process; workers reach it over HTTP.

async function post(path: string, body?: unknown): Promise<void> {
  const endpoint = loadConfig().EVENTBRIDGE_ENDPOINT;
  if (!endpoint) throw new Error('No local event bus: EVENTBRIDGE_ENDPOINT is not set');
  const response = await fetch(new URL(path, endpoint), { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`The local bus answered ${path} with ${response.status}`);
}

/**
 * Waits until every event delivery started so far has finished (retries included). After it,
 * "nothing else happened" is a fact, not a guess after a sleep.
 */
export function drainBus(): Promise<void> {
  return post(LOCAL_BUS_DRAIN_PATH);
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
  const { Item } = await documentClient(config).send(new GetCommand({ TableName: config.TABLE_NAME, Key: { pk: `EVENT#${eventId}`, sk: 'PENDING' }, ConsistentRead: true }));
  return Item !== undefined;
}
