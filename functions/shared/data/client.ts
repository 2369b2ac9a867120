import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions, type Config } from '../config.ts';

const clients = new Map<string, DynamoDBDocumentClient>();

/** What reaching the table takes; the site build has only this, not a function's whole config. */
export type TableAccess = Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT' | 'TABLE_NAME'>;

/** One document client per endpoint, reused across invocations of a warm function. */
export function documentClient(config: Pick<TableAccess, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): DynamoDBDocumentClient {
  const key = `${config.AWS_REGION}|${config.DYNAMODB_ENDPOINT ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = DynamoDBDocumentClient.from(new DynamoDBClient(awsClientOptions(config, config.DYNAMODB_ENDPOINT)), {
      marshallOptions: { removeUndefinedValues: true },
    });
    clients.set(key, client);
  }
  return client;
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Per item of a cancelled transaction, why it failed ('ConditionalCheckFailed', 'None', ...); null for any other error. */
export function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}
