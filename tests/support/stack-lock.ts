import { loadConfig } from '#functions/platform/config.ts';
import { DeleteCommand, documentClient, isConditionalCheckFailed, PutCommand } from '#functions/adapters/dynamodb/client.ts';

// Some settings are one versioned item (the business facts, the inventory), and the integration
// and e2e projects share one stack and may run at the same time. A test that saves such an item
// holds its lock from reading the version to its last check, so no other test's save lands in
// between (a 409 it did not cause, a value it did not set). The lock is an item in the stack's
// own throw-away table, so runs never share it.

const LOCK_MS = 120_000;

/** Waits for the named lock (or for a crashed holder's to lapse), runs `work`, and always lets go. */
export async function withStackLock<T>(
  name: 'business-settings' | 'inventory-settings' | 'email-templates' | 'content-blocks' | 'faq',
  work: () => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const db = documentClient(config);
  const key = { pk: `TEST_LOCK#${name}`, sk: 'LOCK' };
  const deadline = Date.now() + LOCK_MS;
  for (;;) {
    const now = Date.now();
    try {
      await db.send(
        new PutCommand({
          TableName: config.TABLE_NAME,
          Item: { ...key, heldUntil: now + LOCK_MS },
          ConditionExpression: 'attribute_not_exists(pk) OR heldUntil < :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      break;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      if (now > deadline) throw new Error(`Another test held the ${name} lock for two minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await db.send(new DeleteCommand({ TableName: config.TABLE_NAME, Key: key }));
  }
}

export const withBusinessSettingsLock = <T>(work: () => Promise<T>) => withStackLock('business-settings', work);
export const withInventorySettingsLock = <T>(work: () => Promise<T>) => withStackLock('inventory-settings', work);
// A stored e-mail template (decision 029) changes every e-mail of its kind: a test that stores one,
// and a test that reads the built-in wording of that kind, hold this.
export const withEmailTemplatesLock = <T>(work: () => Promise<T>) => withStackLock('email-templates', work);
// Content blocks (issue 19, decision 032): one versioned item too.
export const withContentBlocksLock = <T>(work: () => Promise<T>) => withStackLock('content-blocks', work);
export const withFaqLock = <T>(work: () => Promise<T>) => withStackLock('faq', work);
