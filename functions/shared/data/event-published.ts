import { documentClient, isConditionalCheckFailed, type TableAccess, UpdateCommand } from './client.ts';

/**
 * Records on a stored record (lead, quote, business settings) that its event is on the bus: sets `eventPublishedAt`
 * unless already set. A no-op for a record that does not exist.
 */
export async function markEventPublished(config: TableAccess, key: { pk: string; sk: string }, at: string): Promise<void> {
  try {
    await documentClient(config).send(
      new UpdateCommand({
        TableName: config.TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET eventPublishedAt = if_not_exists(eventPublishedAt, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
